import type { LeadStatus } from "#db/schema";
import { ArrowRightLeft, Building2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { ActionMenu, ActionMenuButton, ActionMenuContent, actionMenuItemClass } from "~/components/ui/action-menu";
import { useState, type DragEvent } from "react";
import { SideScroll } from "~/components/ui/side-scroll";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { LeadRow } from "../lead-row";
import { leadStatuses } from "#db/schema/enums";
import { FollowUp, isOverdue } from "./lead-bits";

/**
 * The board: one column per status, in the pipeline's order. A card moves by
 * its "Move to…" menu (a Radix menu: Enter or Space opens it, the arrows pick
 * a status, Enter moves), so the board needs no pointer; with a pointer a
 * card can also be dragged to another column (the browser's drag and drop).
 * When the columns are wider than the screen they scroll sideways, with a
 * line and arrows above saying so and a fade on each side where columns are
 * hidden (mirrored in Arabic). A visitor's name, company or an owner's name,
 * however long and in whichever script, wraps inside its card.
 */
export function LeadBoard({
  leads,
  ownerName,
  busyId,
  onOpen,
  onMove,
}: {
  leads: LeadRow[];
  ownerName: (ownerId: number | null) => string;
  busyId: number | null;
  onOpen: (lead: LeadRow) => void;
  onMove: (lead: LeadRow, status: LeadStatus) => void;
}) {
  const { t, lang } = useI18n();
  /** The card being dragged, and the column it is over. */
  const [dragged, setDragged] = useState<LeadRow | null>(null);
  const [over, setOver] = useState<LeadStatus | null>(null);
  const accepts = (status: LeadStatus) => dragged !== null && dragged.status !== status;
  const dropTarget = (status: LeadStatus) => ({
    onDragOver: (event: DragEvent) => {
      if (!accepts(status)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (over !== status) setOver(status);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver((current) => (current === status ? null : current));
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const lead = dragged;
      setDragged(null);
      setOver(null);
      if (lead && lead.status !== status) onMove(lead, status);
    },
  });
  return (
    <SideScroll
      role="group"
      aria-label={t("leadPipelineAdmin.boardLabel")}
      hint={t("leadPipelineAdmin.board.scrollHint")}
      back={t("leadPipelineAdmin.board.back")}
      forward={t("leadPipelineAdmin.board.forward")}
      contentKey={leads}
      tone="page"
      scrollerClassName="pb-2"
      data-testid="lead-board"
    >
      <div className="grid auto-cols-[minmax(14rem,1fr)] grid-flow-col gap-3">
        {leadStatuses.map((status) => {
          const cards = leads.filter((lead) => lead.status === status);
          const headingId = `lead-column-${status}`;
          return (
            <section
              key={status}
              aria-labelledby={headingId}
              className={cn(
                "flex min-w-0 flex-col rounded-xl border bg-ink-50/60 transition-colors",
                over === status ? "border-sand-600 bg-sand-50 ring-2 ring-sand-600/40" : "border-ink-100",
              )}
              data-status={status}
              data-drop-target={over === status || undefined}
              {...dropTarget(status)}
            >
              <h3 id={headingId} className="flex items-center justify-between gap-2 border-b border-ink-100 px-3 py-2.5 text-sm font-bold text-ink-900">
                {t(`leadPipelineAdmin.status.${status}`)}
                <span className="rounded-full bg-white px-2 text-xs font-semibold text-ink-600 ring-1 ring-ink-100">{formatNumber(cards.length, lang)}</span>
              </h3>
              {cards.length === 0 ? (
                <p className="px-3 py-4 text-sm text-ink-600">{t("leadPipelineAdmin.columnEmpty")}</p>
              ) : (
                <ul className="grid gap-2 p-2">
                  {cards.map((lead) => (
                    <LeadCard
                      key={lead.id}
                      lead={lead}
                      owner={ownerName(lead.ownerId)}
                      busy={busyId === lead.id}
                      dragging={dragged?.id === lead.id}
                      onOpen={() => onOpen(lead)}
                      onMove={(to) => onMove(lead, to)}
                      onDragStart={() => setDragged(lead)}
                      onDragEnd={() => {
                        setDragged(null);
                        setOver(null);
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </SideScroll>
  );
}

function LeadCard({
  lead,
  owner,
  busy,
  dragging,
  onOpen,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  lead: LeadRow;
  owner: string;
  busy: boolean;
  dragging: boolean;
  onOpen: () => void;
  onMove: (status: LeadStatus) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const { t } = useI18n();
  return (
    <li
      // A pointer's way to move the card; the keyboard's is the Move to… menu below.
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(lead.id));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(
        "min-w-0 rounded-lg border bg-white p-3 shadow-xs",
        !busy && "cursor-grab active:cursor-grabbing",
        isOverdue(lead) ? "border-danger-700/40" : "border-ink-100",
        (busy || dragging) && "opacity-60",
      )}
      aria-busy={busy || undefined}
      data-testid="lead-card"
      data-lead-id={lead.id}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={onOpen}
          aria-label={t("leadPipelineAdmin.open", { name: lead.name })}
          className="min-w-0 flex-1 text-start font-semibold wrap-anywhere text-ink-900 hover:text-sand-700 hover:underline"
        >
          <bdi>{lead.name}</bdi>
        </button>
        <ActionMenu>
          <ActionMenuButton
            label={t("leadPipelineAdmin.moveMenu", { name: lead.name })}
            title={t("leadPipelineAdmin.moveTo")}
            disabled={busy}
            icon={ArrowRightLeft}
            className="-me-1.5 -mt-1.5"
          />
          <ActionMenuContent>
              <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-ink-600">{t("leadPipelineAdmin.moveTo")}</DropdownMenu.Label>
              {leadStatuses
                .filter((status) => status !== lead.status)
                .map((status) => (
                  <DropdownMenu.Item key={status} className={actionMenuItemClass()} onSelect={() => onMove(status)}>
                    {t(`leadPipelineAdmin.status.${status}`)}
                  </DropdownMenu.Item>
                ))}
          </ActionMenuContent>
        </ActionMenu>
      </div>
      {lead.company && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-700">
          <Building2 aria-hidden className="size-3.5 shrink-0 text-ink-500" />
          <bdi className="min-w-0 wrap-anywhere">{lead.company}</bdi>
        </p>
      )}
      <dl className="mt-2 grid gap-1 text-xs text-ink-600">
        <div className="flex flex-wrap gap-x-1">
          <dt className="sr-only">{t("leadPipelineAdmin.column.source")}</dt>
          <dd>{t(`leadPipelineAdmin.source.${lead.source}`)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt>{t("leadPipelineAdmin.column.owner")}:</dt>
          <dd className="min-w-0 font-medium wrap-anywhere text-ink-800">
            <bdi>{owner}</bdi>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt>{t("leadPipelineAdmin.column.followUp")}:</dt>
          <dd>
            <FollowUp lead={lead} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
