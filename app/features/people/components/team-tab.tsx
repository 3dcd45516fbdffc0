import { ExternalLink, Pencil, Plus, Trash2, UsersRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { PanelHeading } from "~/components/data-table/data-table";
import { OrderedListStates, OrderedRow, SwitchLabel, useOrderedItems } from "~/components/data-table/ordered-list";
import { ActionMenu, ActionMenuButton, ActionMenuContent, actionMenuItemClass } from "~/components/ui/action-menu";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { BidiText } from "~/components/ui/bidi-text";
import { Checkbox } from "~/components/ui/checkbox";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Monogram } from "~/components/ui/monogram";
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
 * menu (edit, view, delete). A hand-ordered list (`ordered-list.tsx`,
 * decision 050): neither paged nor searched.
 */
export function TeamTab() {
  const { t, lang } = useI18n();
  const list = useOrderedItems<AdminPeopleList, AdminPerson, PersonPatch>({
    url: "/api/admin/people",
    topic: "people",
    itemsOf: (data) => data.people,
    update: updatePerson,
    remove: deletePerson,
    switches: ["published", "contactPartner"],
    texts: { failed: "peopleAdmin.toast.failed", deleted: "peopleAdmin.toast.deleted" },
  });
  const { items: people, deleting } = list;
  const nameOf = (person: AdminPerson) => (lang === "ar" ? person.nameAr : person.nameEn);
  const createButton = (
    <Button variant="secondary" onClick={() => list.setEditing("new")}>
      <Plus aria-hidden className="size-4" />
      {t("peopleAdmin.create")}
    </Button>
  );

  return (
    <div>
      <PanelHeading title={t("peopleAdmin.title")} lead={<BidiText text={t("peopleAdmin.lead")} />} actions={people && people.length > 0 ? createButton : undefined} />
      <OrderedListStates
        loaded={people !== null}
        error={list.error}
        loading={list.loading}
        reload={list.reload}
        texts={{ loading: t("peopleAdmin.loading"), failed: t("peopleAdmin.fetchFailed"), retry: t("peopleAdmin.retry") }}
      />
      {people !== null && people.length === 0 && <EmptyState action={createButton} />}
      {people !== null && people.length > 0 && (
        <ol aria-label={t("peopleAdmin.list")} className="grid gap-4">
          {people.map((person, index) => (
            <OrderedRow
              key={person.id}
              position={index + 1}
              count={people.length}
              name={nameOf(person)}
              busy={list.busyId === person.id}
              onMove={(position) => void list.change(person, { position })}
              testId="person-row"
            >
              <PersonContent
                person={person}
                busy={list.busyId === person.id}
                name={nameOf(person)}
                onChange={(patch) => void list.change(person, patch)}
                onEdit={() => list.setEditing(person)}
                onDelete={() => list.setDeleting(person)}
              />
            </OrderedRow>
          ))}
        </ol>
      )}

      <PersonDialog editing={list.editing} onClose={() => list.setEditing(null)} onSaved={list.refresh} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !list.deleteBusy && list.setDeleting(null)}
        title={t("peopleAdmin.delete.title")}
        description={deleting ? <BidiText text={t("peopleAdmin.delete.body", { name: nameOf(deleting), slug: deleting.slug })} /> : ""}
        noLabel={t("admin.form.cancel")}
        yesLabel={list.deleteBusy ? t("peopleAdmin.delete.pending") : t("peopleAdmin.delete.confirm")}
        onConfirm={() => void list.confirmDelete()}
        busy={list.deleteBusy}
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

function PersonContent({
  person,
  busy,
  name,
  onChange,
  onEdit,
  onDelete,
}: {
  person: AdminPerson;
  busy: boolean;
  name: string;
  onChange: (patch: PersonPatch) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, lang } = useI18n();
  const title = lang === "ar" ? person.titleAr : person.titleEn;
  return (
    <>
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
          label={<SwitchLabel text={t("peopleAdmin.toggle.published")} name={name} />}
        />
        <Checkbox
          id={`person-${person.id}-partner`}
          checked={person.contactPartner}
          disabled={busy}
          onChange={(event) => onChange({ contactPartner: event.currentTarget.checked })}
          label={<SwitchLabel text={t("peopleAdmin.toggle.contactPartner")} name={name} />}
        />
      </div>
    </>
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

