import { DateTimeCell, type Column } from "~/components/data-table/data-table";
import { NotProvided } from "~/components/data-table/details";
import { TruncatedEmail } from "~/components/data-table/email-address";
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
  const notProvided = <NotProvided label={t("leadsAdmin.notProvided")} />;

  const columns = (open: (row: ContactSubmissionRow) => void): Column<ContactSubmissionRow>[] => [
    { id: "name", header: t("leadsAdmin.col.name"), cell: (row) => <OpenDetailsButton onClick={() => open(row)}>{row.fullName}</OpenDetailsButton> },
    {
      id: "email",
      header: t("leadsAdmin.col.email"),
      cell: (row) => <TruncatedEmail email={row.email} className="max-w-64" />,
    },
    { id: "company", header: t("leadsAdmin.col.company"), cell: (row) => row.company || notProvided },
    { id: "service", header: t("leadsAdmin.col.service"), cell: (row) => service(row.service) },
    { id: "date", header: t("leadsAdmin.col.date"), className: "whitespace-nowrap", cell: (row) => <DateTimeCell value={row.createdAt} /> },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (row) => (
        <Button variant="ghost" className="px-3" aria-label={t("leadsAdmin.viewLabel", { name: row.fullName })} onClick={() => open(row)}>
          {t("leadsAdmin.view")}
        </Button>
      ),
    },
  ];

  const details: SubmissionDetails<ContactSubmissionRow> = {
    title: (row) => row.fullName,
    eyebrow: t("leadsAdmin.details.title"),
    className: "sm:max-w-2xl",
    fields: [
      { id: "name", label: t("leadsAdmin.details.name"), value: (row) => row.fullName },
      { id: "email", label: t("leadsAdmin.details.email"), value: (row) => <EmailLink email={row.email} /> },
      { id: "company", label: t("leadsAdmin.details.company"), value: (row) => row.company || notProvided },
      { id: "service", label: t("leadsAdmin.details.service"), value: (row) => service(row.service) },
      { id: "date", label: t("leadsAdmin.details.date"), value: (row) => <time dateTime={row.createdAt}>{formatLongDateTime(row.createdAt, lang)}</time> },
      { id: "language", label: t("leadsAdmin.details.language"), value: (row) => t(`leadsAdmin.language.${row.language}`) },
      { id: "message", label: t("leadsAdmin.details.message"), value: (row) => row.message, wide: true },
    ],
    email: (row) => row.email,
    closeLabel: t("leadsAdmin.details.close"),
    replyLabel: t("leadsAdmin.details.reply"),
  };

  return (
    <SubmissionsTab
      texts={{
        heading: t("leadsAdmin.heading"),
        lead: t("leadsAdmin.lead"),
        export: t("leadsAdmin.export"),
        exportHint: t("leadsAdmin.exportHint"),
        searchPlaceholder: t("leadsAdmin.searchPlaceholder"),
        empty: t("leadsAdmin.empty"),
        fetchFailed: t("leadsAdmin.fetchFailed"),
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
