import { DateTimeCell, type Column } from "~/components/data-table/data-table";
import { NotProvided } from "~/components/data-table/details";
import { useTopicVersion } from "~/components/data-table/list-events";
import { EmailLink, OpenDetailsButton, SubmissionsTab, type SubmissionDetails } from "~/components/data-table/submissions-tab";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Button } from "~/components/ui/button";
import { formatLongDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { ContactSubmissionRow } from "../contact-submission-row";
import { serviceLabelKey } from "../service-label";

/** The Contact Forms tab: submissions, a details dialog and a CSV export of what the search shows. */
export function ContactsTab() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("contacts");
  const list = usePagedList<ContactSubmissionRow, "submissions">("/api/contact", "submissions", { version });
  const service = useServiceLabel();
  const notProvided = <NotProvided label={t("admin.contacts.notProvided")} />;

  const columns = (open: (row: ContactSubmissionRow) => void): Column<ContactSubmissionRow>[] => [
    { id: "name", header: t("admin.contacts.col.name"), cell: (row) => <OpenDetailsButton onClick={() => open(row)}>{row.fullName}</OpenDetailsButton> },
    {
      id: "email",
      header: t("admin.contacts.col.email"),
      cell: (row) => (
        <span dir="ltr" className="break-all">
          {row.email}
        </span>
      ),
    },
    { id: "company", header: t("admin.contacts.col.company"), cell: (row) => row.company || notProvided },
    { id: "service", header: t("admin.contacts.col.service"), cell: (row) => service(row.service) },
    { id: "date", header: t("admin.contacts.col.date"), className: "whitespace-nowrap", cell: (row) => <DateTimeCell value={row.createdAt} /> },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (row) => (
        <Button variant="ghost" className="px-3" aria-label={t("admin.contacts.viewLabel", { name: row.fullName })} onClick={() => open(row)}>
          {t("admin.contacts.view")}
        </Button>
      ),
    },
  ];

  const details: SubmissionDetails<ContactSubmissionRow> = {
    title: (row) => row.fullName,
    eyebrow: t("admin.contacts.details.title"),
    className: "sm:max-w-2xl",
    fields: [
      { id: "name", label: t("admin.contacts.details.name"), value: (row) => row.fullName },
      { id: "email", label: t("admin.contacts.details.email"), value: (row) => <EmailLink email={row.email} /> },
      { id: "company", label: t("admin.contacts.details.company"), value: (row) => row.company || notProvided },
      { id: "service", label: t("admin.contacts.details.service"), value: (row) => service(row.service) },
      { id: "date", label: t("admin.contacts.details.date"), value: (row) => <time dateTime={row.createdAt}>{formatLongDateTime(row.createdAt, lang)}</time> },
      { id: "language", label: t("admin.contacts.details.language"), value: (row) => t(`admin.contacts.language.${row.language}`) },
      { id: "message", label: t("admin.contacts.details.message"), value: (row) => row.message, wide: true },
    ],
    email: (row) => row.email,
    closeLabel: t("admin.contacts.details.close"),
    replyLabel: t("admin.contacts.details.reply"),
  };

  return (
    <SubmissionsTab
      texts={{
        heading: t("admin.contacts.heading"),
        lead: t("admin.contacts.lead"),
        export: t("admin.contacts.export"),
        exportHint: t("admin.contacts.exportHint"),
        searchPlaceholder: t("admin.contacts.searchPlaceholder"),
        empty: t("admin.contacts.empty"),
        fetchFailed: t("admin.contacts.fetchFailed"),
      }}
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      exportPath="/api/admin/contacts.csv"
      minWidthClass="min-w-[820px]"
      details={details}
    />
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
