import { ArrowDown, ArrowUp, Eye, EyeOff, ExternalLink, Pencil, Plus, Trash } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState, type ReactNode } from "react";
import { DataTable, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { OrderedListStates, OrderedRow, SwitchLabel } from "~/components/data-table/ordered-list";
import { useApiData } from "~/components/data-table/use-api-data";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { failureText } from "~/components/forms/server-errors";
import { ActionMenu, ActionMenuButton, ActionMenuContent, actionMenuItemClass } from "~/components/ui/action-menu";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { deleteCaseStudy } from "../api/delete-case-study";
import { deleteClient } from "../api/delete-client";
import { deleteSector } from "../api/delete-sector";
import { updateCaseStudy } from "../api/update-case-study";
import { updateClient } from "../api/update-client";
import { updateSector } from "../api/update-sector";
import { serviceName, weeksText } from "../case-study-words";
import type { AdminCaseStudy, AdminClient, AdminProofLists, AdminSector, AdminStatisticSource } from "../proof";
import { CaseStudyDialog } from "./case-study-dialog";
import { ClientDialog } from "./client-dialog";
import { FigureSourceDialog } from "./figure-source-dialog";
import { SectorDialog } from "./sector-dialog";

type Removing = { kind: "caseStudy" | "sector" | "client"; id: number; name: string };

const refresh = () => notifyChanged("caseStudies", "auditLog");

/**
 * The Case studies tab (decision 048): the proof behind the firm in four
 * parts: the case studies (a paged table), the sectors they are filed
 * under, the clients who may be named, and the home page figures' sources.
 */
export function CaseStudiesTab() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("caseStudies");
  const proof = useApiData<AdminProofLists>("/api/admin/case-studies/proof", version);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (item: { nameEn: string; nameAr: string }) => (lang === "ar" ? item.nameAr : item.nameEn);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      if (removing.kind === "caseStudy") await deleteCaseStudy(removing.id);
      else if (removing.kind === "sector") await deleteSector(removing.id);
      else await deleteClient(removing.id);
      toast({ title: t("caseStudiesAdmin.toast.deleted"), variant: "success" });
      setRemoving(null);
    } catch (failure) {
      toast({ title: t("caseStudiesAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const deleteTexts = removing
    ? { caseStudy: ["caseStudiesAdmin.studies.delete.title", "caseStudiesAdmin.studies.delete.body"], sector: ["caseStudiesAdmin.sectors.delete.title", "caseStudiesAdmin.sectors.delete.body"], client: ["caseStudiesAdmin.clients.delete.title", "caseStudiesAdmin.clients.delete.body"] }[removing.kind]
    : null;

  return (
    <div className="space-y-12">
      <PanelHeading title={t("caseStudiesAdmin.title")} lead={t("caseStudiesAdmin.lead")} />
      <OrderedListStates loaded={proof.data !== null} error={proof.error} loading={proof.loading} reload={proof.reload} texts={{ failed: t("caseStudiesAdmin.fetchFailed"), retry: t("caseStudiesAdmin.retry") }} />
      <CaseStudiesSection sectors={proof.data?.sectors ?? null} onRemove={setRemoving} />
      <SectorsSection sectors={proof.data?.sectors ?? null} nameOf={nameOf} onRemove={setRemoving} />
      <ClientsSection clients={proof.data?.clients ?? null} nameOf={nameOf} onRemove={setRemoving} />
      <FiguresSection figures={proof.data?.statistics ?? null} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !busy && setRemoving(null)}
        title={deleteTexts ? t(deleteTexts[0] as "caseStudiesAdmin.studies.delete.title") : ""}
        description={removing && deleteTexts ? t(deleteTexts[1] as "caseStudiesAdmin.studies.delete.body", { name: removing.name }) : ""}
        noLabel={t("admin.form.cancel")}
        yesLabel={busy ? t("caseStudiesAdmin.delete.pending") : t("caseStudiesAdmin.delete.confirm")}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

async function change(action: () => Promise<unknown>, failedTitle: string, tryAgain: string) {
  try {
    await action();
  } catch (failure) {
    toast({ title: failedTitle, description: failureText(failure, tryAgain), variant: "destructive" });
  } finally {
    refresh();
  }
}

function CaseStudiesSection({ sectors, onRemove }: { sectors: AdminSector[] | null; onRemove: (removing: Removing) => void }) {
  const { t, lang } = useI18n();
  const version = useTopicVersion("caseStudies");
  const list = usePagedList<AdminCaseStudy, "caseStudies">("/api/admin/case-studies", "caseStudies", { version });
  const [editing, setEditing] = useState<AdminCaseStudy | "new" | null>(null);
  const roleOf = (item: AdminCaseStudy) => (lang === "ar" ? item.roleAr : item.roleEn);
  const sectorName = (id: number) => {
    const sector = sectors?.find((candidate) => candidate.id === id);
    return sector ? (lang === "ar" ? sector.nameAr : sector.nameEn) : "";
  };
  const place = (item: AdminCaseStudy) => (list.page - 1) * list.pageSize + (list.rows?.indexOf(item) ?? 0) + 1;
  const patch = (item: AdminCaseStudy, body: Parameters<typeof updateCaseStudy>[1]) => void change(() => updateCaseStudy(item.id, body), t("caseStudiesAdmin.toast.failed"), t("admin.form.tryAgain"));

  const actions = (item: AdminCaseStudy) => (
    <ActionMenu>
      <ActionMenuButton label={t("caseStudiesAdmin.actionsFor", { name: roleOf(item) })} />
      <ActionMenuContent>
        <DropdownMenu.Item className={actionMenuItemClass()} onSelect={() => setEditing(item)}>
          <Pencil aria-hidden className="size-4 text-ink-500" />
          {t("caseStudiesAdmin.edit")}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={actionMenuItemClass()} onSelect={() => patch(item, { published: !item.published })}>
          {item.published ? <EyeOff aria-hidden className="size-4 text-ink-500" /> : <Eye aria-hidden className="size-4 text-ink-500" />}
          {t(item.published ? "caseStudiesAdmin.studies.unpublish" : "caseStudiesAdmin.studies.publish")}
        </DropdownMenu.Item>
        {item.published && (
          <DropdownMenu.Item asChild className={actionMenuItemClass()}>
            <a href={localizePath(`/case-studies/${item.slug}`, lang)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden className="size-4 text-ink-500" />
              {t("caseStudiesAdmin.studies.view")}
            </a>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item className={actionMenuItemClass()} disabled={place(item) === 1} onSelect={() => patch(item, { position: place(item) - 1 })}>
          <ArrowUp aria-hidden className="size-4 text-ink-500" />
          {t("caseStudiesAdmin.moveUp")}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={actionMenuItemClass()} disabled={place(item) === list.total} onSelect={() => patch(item, { position: place(item) + 1 })}>
          <ArrowDown aria-hidden className="size-4 text-ink-500" />
          {t("caseStudiesAdmin.moveDown")}
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
        <DropdownMenu.Item className={actionMenuItemClass({ danger: true })} onSelect={() => onRemove({ kind: "caseStudy", id: item.id, name: roleOf(item) })}>
          <Trash aria-hidden className="size-4" />
          {t("caseStudiesAdmin.delete")}
        </DropdownMenu.Item>
      </ActionMenuContent>
    </ActionMenu>
  );

  const status = (item: AdminCaseStudy) => <Badge tone={item.published ? "success" : "neutral"}>{t(item.published ? "caseStudiesAdmin.studies.published" : "caseStudiesAdmin.studies.draft")}</Badge>;
  const filed = (item: AdminCaseStudy) => (
    <div className="grid gap-0.5">
      <span>{sectorName(item.sectorId)}</span>
      <span className="text-xs text-ink-600">
        {serviceName(t, item.service)}
        {item.timeToHireWeeks !== null && ` · ${weeksText(t, item.timeToHireWeeks, lang, "admin")}`}
      </span>
    </div>
  );
  const role = (item: AdminCaseStudy) => (
    <div className="min-w-0">
      <p className="font-semibold text-ink-900">{roleOf(item)}</p>
      <bdi dir="ltr" className="text-xs text-ink-500">
        /case-studies/{item.slug}
      </bdi>
    </div>
  );
  const columns: Column<AdminCaseStudy>[] = [
    { id: "role", header: t("caseStudiesAdmin.studies.col.role"), className: "w-[40%]", cell: role },
    { id: "sector", header: t("caseStudiesAdmin.studies.col.sector"), cell: filed },
    { id: "status", header: t("caseStudiesAdmin.studies.col.status"), cell: status },
    { id: "actions", header: t("admin.table.actions"), headerHidden: true, className: "w-14 text-end", cell: actions },
  ];
  const noSectors = sectors !== null && sectors.length === 0;

  return (
    <section aria-labelledby="case-studies-section">
      <PanelHeading
        as="h3"
        id="case-studies-section"
        title={t("caseStudiesAdmin.studies.title")}
        lead={t("caseStudiesAdmin.studies.lead")}
        actions={
          <Button variant="secondary" disabled={sectors === null || noSectors} onClick={() => setEditing("new")}>
            <Plus aria-hidden className="size-4" />
            {t("caseStudiesAdmin.studies.add")}
          </Button>
        }
      />
      {noSectors && <p className="mb-3 text-sm text-ink-700">{t("caseStudiesAdmin.studies.needSector")}</p>}
      <div className="mb-3">
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("caseStudiesAdmin.studies.search")} />
      </div>
      <DataTable
        caption={t("caseStudiesAdmin.studies.title")}
        columns={columns}
        list={list}
        rowKey={(item) => item.id}
        emptyText={t("caseStudiesAdmin.studies.empty")}
        errorText={t("caseStudiesAdmin.fetchFailed")}
        minWidthClass="min-w-[640px]"
        card={(item) => (
          <article className="grid gap-2 p-4" data-testid="case-study-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 pt-2">{role(item)}</div>
              <span className="-me-2 shrink-0">{actions(item)}</span>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              {filed(item)}
              {status(item)}
            </div>
          </article>
        )}
      />
      <TablePagination list={list} label={t("caseStudiesAdmin.studies.title")} />
      <CaseStudyDialog editing={editing} sectors={sectors ?? []} onClose={() => setEditing(null)} onSaved={refresh} />
    </section>
  );
}

/** A row's content with its action menu at the end. */
function WithMenu({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">{children}</div>
      <span className="shrink-0">{menu}</span>
    </div>
  );
}

function RowMenu({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useI18n();
  return (
    <ActionMenu>
      <ActionMenuButton label={t("caseStudiesAdmin.actionsFor", { name })} />
      <ActionMenuContent>
        <DropdownMenu.Item className={actionMenuItemClass()} onSelect={onEdit}>
          <Pencil aria-hidden className="size-4 text-ink-500" />
          {t("caseStudiesAdmin.edit")}
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
        <DropdownMenu.Item className={actionMenuItemClass({ danger: true })} onSelect={onDelete}>
          <Trash aria-hidden className="size-4" />
          {t("caseStudiesAdmin.delete")}
        </DropdownMenu.Item>
      </ActionMenuContent>
    </ActionMenu>
  );
}

function SectorsSection({ sectors, nameOf, onRemove }: { sectors: AdminSector[] | null; nameOf: (item: AdminSector) => string; onRemove: (removing: Removing) => void }) {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState<AdminSector | "new" | null>(null);
  return (
    <section aria-labelledby="sectors-section">
      <PanelHeading
        as="h3"
        id="sectors-section"
        title={t("caseStudiesAdmin.sectors.title")}
        lead={t("caseStudiesAdmin.sectors.lead")}
        actions={
          <Button variant="secondary" onClick={() => setEditing("new")}>
            <Plus aria-hidden className="size-4" />
            {t("caseStudiesAdmin.sectors.add")}
          </Button>
        }
      />
      {sectors !== null && sectors.length === 0 && <p className="rounded-xl border border-dashed border-ink-200 bg-white px-5 py-6 text-sm text-ink-700">{t("caseStudiesAdmin.sectors.empty")}</p>}
      {sectors !== null && sectors.length > 0 && (
        <ol aria-label={t("caseStudiesAdmin.sectors.title")} className="grid gap-2">
          {sectors.map((sector, index) => (
            <OrderedRow
              compact
              key={sector.id}
              position={index + 1}
              count={sectors.length}
              name={nameOf(sector)}
              onMove={(position) => void change(() => updateSector(sector.id, { position }), t("caseStudiesAdmin.toast.failed"), t("admin.form.tryAgain"))}
            >
              <WithMenu menu={<RowMenu name={nameOf(sector)} onEdit={() => setEditing(sector)} onDelete={() => onRemove({ kind: "sector", id: sector.id, name: nameOf(sector) })} />}>
                {/* Both names, each on its own line in its own direction, the page's language first. */}
                <p className="font-semibold wrap-anywhere text-ink-900">{nameOf(sector)}</p>
                <p lang={lang === "ar" ? "en" : "ar"} dir={lang === "ar" ? "ltr" : "rtl"} className="text-sm wrap-anywhere text-ink-700">
                  {lang === "ar" ? sector.nameEn : sector.nameAr}
                </p>
                <p className="text-xs text-ink-600">{t("caseStudiesAdmin.sectors.count", { count: formatNumber(sector.caseStudies, lang) })}</p>
              </WithMenu>
            </OrderedRow>
          ))}
        </ol>
      )}
      <SectorDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </section>
  );
}

function ClientsSection({ clients, nameOf, onRemove }: { clients: AdminClient[] | null; nameOf: (item: AdminClient) => string; onRemove: (removing: Removing) => void }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<AdminClient | "new" | null>(null);
  return (
    <section aria-labelledby="clients-section">
      <PanelHeading
        as="h3"
        id="clients-section"
        title={t("caseStudiesAdmin.clients.title")}
        lead={t("caseStudiesAdmin.clients.lead")}
        actions={
          <Button variant="secondary" onClick={() => setEditing("new")}>
            <Plus aria-hidden className="size-4" />
            {t("caseStudiesAdmin.clients.add")}
          </Button>
        }
      />
      {clients !== null && clients.length === 0 && <p className="rounded-xl border border-dashed border-ink-200 bg-white px-5 py-6 text-sm text-ink-700">{t("caseStudiesAdmin.clients.empty")}</p>}
      {clients !== null && clients.length > 0 && (
        <ol aria-label={t("caseStudiesAdmin.clients.title")} className="grid gap-2">
          {clients.map((client, index) => (
            <OrderedRow
              compact
              key={client.id}
              position={index + 1}
              count={clients.length}
              name={nameOf(client)}
              onMove={(position) => void change(() => updateClient(client.id, { position }), t("caseStudiesAdmin.toast.failed"), t("admin.form.tryAgain"))}
            >
              <WithMenu menu={<RowMenu name={nameOf(client)} onEdit={() => setEditing(client)} onDelete={() => onRemove({ kind: "client", id: client.id, name: nameOf(client) })} />}>
                <div className="flex flex-wrap items-center gap-3">
                  {client.logoUrl && <img src={client.logoUrl} alt="" className="h-8 w-auto max-w-24 object-contain" />}
                  <p className="font-semibold text-ink-900">{nameOf(client)}</p>
                  {!client.permissionGiven && <Badge tone="neutral">{t("caseStudiesAdmin.clients.noPermission")}</Badge>}
                </div>
                <Checkbox
                  id={`client-${client.id}-permission`}
                  checked={client.permissionGiven}
                  onChange={(event) => {
                    const permissionGiven = event.currentTarget.checked;
                    void change(() => updateClient(client.id, { permissionGiven }), t("caseStudiesAdmin.toast.failed"), t("admin.form.tryAgain"));
                  }}
                  label={<SwitchLabel text={t("caseStudiesAdmin.clients.permission")} name={nameOf(client)} />}
                />
              </WithMenu>
            </OrderedRow>
          ))}
        </ol>
      )}
      <ClientDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </section>
  );
}

function FiguresSection({ figures }: { figures: AdminStatisticSource[] | null }) {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState<AdminStatisticSource | null>(null);
  return (
    <section aria-labelledby="figures-section">
      <PanelHeading as="h3" id="figures-section" title={t("caseStudiesAdmin.figures.title")} lead={t("caseStudiesAdmin.figures.lead")} />
      {figures !== null && (
        <ul className="grid gap-2 md:grid-cols-2">
          {figures.map((figure) => {
            const shown = figure.sourceEn !== "" && figure.sourceAr !== "";
            const label = t(`caseStudiesAdmin.figures.${figure.statistic}`);
            return (
              <li key={figure.statistic} className="grid content-start gap-2 rounded-xl border border-ink-100 bg-white p-4" data-testid={`figure-${figure.statistic}`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold text-ink-900">{label}</p>
                  <Badge tone={shown ? "success" : "neutral"}>{t(shown ? "caseStudiesAdmin.figures.shown" : "caseStudiesAdmin.figures.hidden")}</Badge>
                </div>
                {shown && <p className="text-sm text-ink-700">{lang === "ar" ? figure.sourceAr : figure.sourceEn}</p>}
                <Button variant="outline" className="justify-self-start" aria-label={t("caseStudiesAdmin.figures.editFor", { figure: label })} onClick={() => setEditing(figure)}>
                  <Pencil aria-hidden className="size-4" />
                  {t("caseStudiesAdmin.edit")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FigureSourceDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </section>
  );
}
