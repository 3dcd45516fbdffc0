import { Mail } from "lucide-react";
import { useState, type ReactNode } from "react";
import { DataTable, DateTimeCell, ExportCsvLink, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { formatLongDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { ContactSubmissionRow } from "../contact-submission-row";
import { serviceLabelKey } from "../service-label";

/** The Contact Forms tab: submissions, a details dialog and a CSV export of what the search shows. */
export function ContactsTab() {
  const { t } = useI18n();
  const version = useTopicVersion("contacts");
  const list = usePagedList<ContactSubmissionRow, "submissions">("/api/contact", "submissions", { version });
  const [open, setOpen] = useState<ContactSubmissionRow | null>(null);
  const service = useServiceLabel();

  const columns: Column<ContactSubmissionRow>[] = [
    {
      id: "name",
      header: t("admin.contacts.col.name"),
      cell: (row) => (
        <button type="button" onClick={() => setOpen(row)} className="text-start font-semibold text-ink-900 hover:text-sand-700 hover:underline">
          {row.fullName}
        </button>
      ),
    },
    {
      id: "email",
      header: t("admin.contacts.col.email"),
      cell: (row) => (
        <span dir="ltr" className="break-all">
          {row.email}
        </span>
      ),
    },
    { id: "company", header: t("admin.contacts.col.company"), cell: (row) => row.company || <NotProvided /> },
    { id: "service", header: t("admin.contacts.col.service"), cell: (row) => service(row.service) },
    {
      id: "date",
      header: t("admin.contacts.col.date"),
      className: "whitespace-nowrap",
      cell: (row) => <DateTimeCell value={row.createdAt} />,
    },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (row) => (
        <Button variant="ghost" className="px-3" aria-label={t("admin.contacts.viewLabel", { name: row.fullName })} onClick={() => setOpen(row)}>
          {t("admin.contacts.view")}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <PanelHeading
        title={t("admin.contacts.heading")}
        lead={t("admin.contacts.lead")}
        actions={
          <ExportCsvLink path="/api/admin/contacts.csv" search={list.search} label={t("admin.contacts.export")} hint={t("admin.contacts.exportHint")} />
        }
      />
      <div className="mb-3">
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("admin.contacts.searchPlaceholder")} />
      </div>
      <DataTable
        caption={t("admin.contacts.heading")}
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        emptyText={t("admin.contacts.empty")}
        errorText={t("admin.contacts.fetchFailed")}
        minWidthClass="min-w-[820px]"
      />
      <TablePagination list={list} />
      <ContactDetailsDialog submission={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function NotProvided() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden className="text-ink-500">
        —
      </span>
      <span className="sr-only">{t("admin.contacts.notProvided")}</span>
    </>
  );
}

/** A stored service id in the reader's language; free text (an inquiry's service name) as it was sent. */
function useServiceLabel() {
  const { t } = useI18n();
  return (service: string) => {
    const key = serviceLabelKey(service);
    return key ? t(key) : service;
  };
}

function ContactDetailsDialog({ submission, onClose }: { submission: ContactSubmissionRow | null; onClose: () => void }) {
  const { t, lang } = useI18n();
  const service = useServiceLabel();
  return (
    <Dialog open={submission !== null} onOpenChange={(open) => !open && onClose()}>
      {submission && (
        <DialogContent title={submission.fullName} eyebrow={t("admin.contacts.details.title")} className="sm:max-w-2xl">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Detail label={t("admin.contacts.details.name")}>{submission.fullName}</Detail>
            <Detail label={t("admin.contacts.details.email")}>
              <a href={`mailto:${submission.email}`} dir="ltr" className="font-medium break-all text-ink-900 underline decoration-sand-500 underline-offset-4 hover:text-sand-700">
                {submission.email}
              </a>
            </Detail>
            <Detail label={t("admin.contacts.details.company")}>{submission.company || <NotProvided />}</Detail>
            <Detail label={t("admin.contacts.details.service")}>{service(submission.service)}</Detail>
            <Detail label={t("admin.contacts.details.date")}>
              <time dateTime={submission.createdAt}>{formatLongDateTime(submission.createdAt, lang)}</time>
            </Detail>
            <Detail label={t("admin.contacts.details.language")}>{t(`admin.contacts.language.${submission.language}`)}</Detail>
            <div className="sm:col-span-2">
              <dt className="text-xs font-semibold text-ink-600">{t("admin.contacts.details.message")}</dt>
              <dd
                dir="auto"
                className="mt-1.5 max-h-80 overflow-y-auto rounded-lg border border-ink-100 bg-sand-50/50 p-4 leading-relaxed whitespace-pre-wrap text-ink-900"
              >
                {submission.message}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t("admin.contacts.details.close")}
            </Button>
            <Button asChild variant="secondary">
              <a href={`mailto:${submission.email}`}>
                <Mail aria-hidden className="size-4" />
                {t("admin.contacts.details.reply")}
              </a>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}
