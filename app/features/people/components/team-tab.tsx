import { ArrowDown, ArrowUp, ExternalLink, LoaderCircle, Pencil, Plus, Trash2, UsersRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState, type ReactNode } from "react";
import { PanelHeading } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { ActionMenu, ActionMenuButton, ActionMenuContent, actionMenuItemClass } from "~/components/ui/action-menu";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { BidiText } from "~/components/ui/bidi-text";
import { Checkbox } from "~/components/ui/checkbox";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Monogram } from "~/components/ui/monogram";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { deletePerson } from "../api/delete-person";
import { updatePerson } from "../api/update-person";
import { personInitials, type AdminPerson, type AdminPeopleList } from "../person";
import type { PersonPatch } from "../person.schema";
import { PersonDialog } from "./person-dialog";

/**
 * The dashboard's Team tab (decision 047): everyone in display order with
 * their switches (published, contact partner), up and down, and the action
 * menu (edit, view, delete). Short by design, ordered by hand, so neither
 * paged nor searched — the Testimonials tab's shape.
 */
export function TeamTab() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("people");
  const { data, error, loading, reload } = useApiData<AdminPeopleList>("/api/admin/people", version);
  const [editing, setEditing] = useState<AdminPerson | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminPerson | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  // A switch shows its new state at once; the next answer replaces it (or puts it back after a failure).
  const [switched, setSwitched] = useState<Record<number, Pick<PersonPatch, "published" | "contactPartner">>>({});
  useEffect(() => setSwitched({}), [data]);
  const refresh = () => notifyChanged("people");
  const nameOf = (person: AdminPerson) => (lang === "ar" ? person.nameAr : person.nameEn);

  const change = async (person: AdminPerson, patch: PersonPatch) => {
    setBusyId(person.id);
    if (patch.published !== undefined || patch.contactPartner !== undefined) {
      setSwitched((current) => ({ ...current, [person.id]: { ...current[person.id], ...patch } }));
    }
    try {
      await updatePerson(person.id, patch);
    } catch (failure) {
      toast({ title: t("peopleAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deletePerson(deleting.id);
      toast({ title: t("peopleAdmin.toast.deleted"), variant: "success" });
      setDeleting(null);
    } catch (failure) {
      toast({ title: t("peopleAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setDeleteBusy(false);
      refresh();
    }
  };

  const people = data ? data.people.map((person) => ({ ...person, ...switched[person.id] })) : null;
  const createButton = (
    <Button variant="secondary" onClick={() => setEditing("new")}>
      <Plus aria-hidden className="size-4" />
      {t("peopleAdmin.create")}
    </Button>
  );

  return (
    <div>
      <PanelHeading title={t("peopleAdmin.title")} lead={<BidiText text={t("peopleAdmin.lead")} />} actions={people && people.length > 0 ? createButton : undefined} />
      {people === null && error === null && (
        <p role="status" className="flex items-center gap-2 py-10 text-sm text-ink-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t("peopleAdmin.loading")}
        </p>
      )}
      {error !== null && !loading && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-700/30 bg-white p-5 text-sm text-danger-700">
          {t("peopleAdmin.fetchFailed")}
          <Button variant="outline" onClick={reload}>
            {t("peopleAdmin.retry")}
          </Button>
        </div>
      )}
      {people !== null && people.length === 0 && <EmptyState action={createButton} />}
      {people !== null && people.length > 0 && (
        <ol aria-label={t("peopleAdmin.list")} className="grid gap-4">
          {people.map((person, index) => (
            <PersonRow
              key={person.id}
              person={person}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === people.length - 1}
              busy={busyId === person.id}
              name={nameOf(person)}
              onChange={(patch) => void change(person, patch)}
              onEdit={() => setEditing(person)}
              onDelete={() => setDeleting(person)}
            />
          ))}
        </ol>
      )}

      <PersonDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title={t("peopleAdmin.delete.title")}
        description={deleting ? <BidiText text={t("peopleAdmin.delete.body", { name: nameOf(deleting), slug: deleting.slug })} /> : ""}
        noLabel={t("admin.form.cancel")}
        yesLabel={deleteBusy ? t("peopleAdmin.delete.pending") : t("peopleAdmin.delete.confirm")}
        onConfirm={() => void remove()}
        busy={deleteBusy}
      />
    </div>
  );
}

function EmptyState({ action }: { action: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-10 sm:px-10">
      <span className="flex size-12 items-center justify-center rounded-full bg-sand-100 text-sand-700">
        <UsersRound aria-hidden className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-bold text-ink-900">{t("peopleAdmin.empty.title")}</h3>
      <div className="mt-2 max-w-2xl space-y-2 text-[0.95rem] leading-relaxed text-ink-700">
        <p>{t("peopleAdmin.empty.body")}</p>
        <p>{t("peopleAdmin.empty.how")}</p>
      </div>
      <div className="mt-6">{action}</div>
    </div>
  );
}

function PersonRow({
  person,
  position,
  isFirst,
  isLast,
  busy,
  name,
  onChange,
  onEdit,
  onDelete,
}: {
  person: AdminPerson;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  name: string;
  onChange: (patch: PersonPatch) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, lang } = useI18n();
  const moveClass = "size-11 text-ink-700";
  const title = lang === "ar" ? person.titleAr : person.titleEn;
  return (
    <li className="rounded-xl border border-ink-100 bg-white" aria-busy={busy || undefined} data-testid="person-row">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
        <div className="flex items-center gap-1 sm:w-14 sm:flex-col sm:gap-0.5">
          <span className="me-2 text-sm font-semibold whitespace-nowrap text-ink-600 sm:me-0 sm:mb-1">{t("peopleAdmin.position", { position: formatNumber(position, lang) })}</span>
          <Button variant="ghost" size="icon" className={moveClass} disabled={busy || isFirst} aria-label={t("peopleAdmin.moveUp", { name })} onClick={() => onChange({ position: position - 1 })}>
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button variant="ghost" size="icon" className={moveClass} disabled={busy || isLast} aria-label={t("peopleAdmin.moveDown", { name })} onClick={() => onChange({ position: position + 1 })}>
            <ArrowDown aria-hidden className="size-4" />
          </Button>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-4">
            {person.photo ? (
              <img src={person.photo} alt="" className="size-16 shrink-0 rounded-full object-cover" />
            ) : (
              <span title={t("peopleAdmin.noPhoto")} className="shrink-0">
                <Monogram initials={personInitials(person.nameEn)} className="size-16" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-bold text-ink-900">
                <bdi>{name}</bdi>
              </p>
              {title && <p className="text-sm text-ink-700">{title}</p>}
              <p className="mt-1 text-xs text-ink-600">
                <bdi dir="ltr">/team/{person.slug}</bdi>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Badge tone={person.published ? "success" : "neutral"}>{t(person.published ? "peopleAdmin.published" : "peopleAdmin.notPublished")}</Badge>
                {person.contactPartner && <Badge tone="accent">{t("peopleAdmin.contactPartner")}</Badge>}
              </div>
            </div>
            <PersonActions person={person} name={name} onEdit={onEdit} onDelete={onDelete} />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-ink-100 pt-3">
            <Checkbox
              id={`person-${person.id}-published`}
              checked={person.published}
              disabled={busy}
              onChange={(event) => onChange({ published: event.currentTarget.checked })}
              label={<ToggleLabel text={t("peopleAdmin.toggle.published")} name={name} />}
            />
            <Checkbox
              id={`person-${person.id}-partner`}
              checked={person.contactPartner}
              disabled={busy}
              onChange={(event) => onChange({ contactPartner: event.currentTarget.checked })}
              label={<ToggleLabel text={t("peopleAdmin.toggle.contactPartner")} name={name} />}
            />
          </div>
        </div>
      </div>
    </li>
  );
}

function PersonActions({ person, name, onEdit, onDelete }: { person: AdminPerson; name: string; onEdit: () => void; onDelete: () => void }) {
  const { t, lang } = useI18n();
  return (
    <ActionMenu>
      <ActionMenuButton label={t("peopleAdmin.actions", { name })} />
      <ActionMenuContent>
        <DropdownMenu.Item className={actionMenuItemClass()} onSelect={onEdit}>
          <Pencil aria-hidden className="size-4 text-ink-500" />
          {t("peopleAdmin.edit")}
        </DropdownMenu.Item>
        {person.published && (
          <DropdownMenu.Item asChild className={actionMenuItemClass()}>
            <a href={localizePath(`/team/${person.slug}`, lang)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden className="size-4 text-ink-500" />
              {t("peopleAdmin.view")}
            </a>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
        <DropdownMenu.Item className={actionMenuItemClass({ danger: true })} onSelect={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          {t("peopleAdmin.delete")}
        </DropdownMenu.Item>
      </ActionMenuContent>
    </ActionMenu>
  );
}

/** The visible text, and for screen readers whose switch it is. */
function ToggleLabel({ text, name }: { text: string; name: string }) {
  return (
    <>
      <BidiText text={text} />
      <span className="sr-only"> ({name})</span>
    </>
  );
}
