import { Download, X } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { DataTable, DateTimeCell, PanelHeading, TablePagination, type Column } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useI18n } from "~/i18n/i18n-provider";
import { splitLtrRuns } from "~/i18n/ltr-runs";
import { auditActions } from "../audit-actions";
import type { AuditEntryRow } from "../audit-log-row";
import { accountName } from "~/components/layout/account";
import { actionLabel, auditFamilies, describeAuditEntry, familyLabel } from "../describe-audit-entry";

interface Filters {
  /** An action, a family (`lead.`) or "" for all. */
  action: string;
  actor: string;
  from: string;
  to: string;
}

const noFilters: Filters = { action: "", actor: "", from: "", to: "" };

interface AccountOption {
  id: number;
  username: string;
  fullName: string | null;
  isProtected: boolean;
  role: string;
}

/** The administrators, for the actor filter and for naming a lead's owner in the details. */
function useAccounts(): AccountOption[] {
  const { data } = useApiData<{ users: AccountOption[] }>("/api/admin/users?pageSize=100", useTopicVersion("users"));
  return data?.users ?? [];
}

/**
 * The dashboard's Audit tab (issue 14, item 11): the administrators' actions,
 * newest first, filtered by action (one, or a whole family), administrator and
 * Riyadh days; paged; each entry's details in words; the CSV of what the
 * filters show. Read only, as the log is.
 */
export function AuditTab() {
  const { t, lang } = useI18n();
  const id = useId();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const accounts = useAccounts();
  const admins = accounts.filter((account) => account.role === "admin");
  // Named as the header names them (accountName; the list's actor is named the same way by the server).
  const names = useMemo(() => new Map(accounts.map((a) => [a.id, accountName(a, t)])), [accounts, t]);
  const badRange = filters.from !== "" && filters.to !== "" && filters.from > filters.to;

  const query = {
    action: filters.action || undefined,
    actor: filters.actor || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const list = usePagedList<AuditEntryRow, "entries">("/api/admin/audit-log", "entries", { filters: query, version: useTopicVersion("auditLog") });

  const exportHref = useMemo(() => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
    params.set("lang", lang);
    return `/api/admin/audit-log.csv?${params.toString()}`;
  }, [filters, lang]);

  const setFilter = <K extends keyof Filters>(name: K, value: Filters[K]) => setFilters((current) => ({ ...current, [name]: value }));
  const filtered = Object.values(filters).some(Boolean);

  // On a phone the sentence is the row: its time and address go under it, and the table does not scroll sideways.
  const columns: Column<AuditEntryRow>[] = [
    { id: "time", header: t("auditLogAdmin.column.time"), cell: (entry) => <DateTimeCell value={entry.createdAt} />, className: "whitespace-nowrap align-top max-sm:hidden" },
    {
      id: "entry",
      header: t("auditLogAdmin.column.entry"),
      cell: (entry) => (
        <span className="grid gap-1">
          <AuditSentence text={describeAuditEntry(entry, { t, lang, userName: (userId) => names.get(userId), isolate: true })} />
          <span className="flex flex-wrap gap-x-3 text-xs text-ink-600 sm:hidden">
            <DateTimeCell value={entry.createdAt} />
            {entry.address && <bdi dir="ltr" className="font-mono">{entry.address}</bdi>}
          </span>
        </span>
      ),
      className: "align-top sm:min-w-64",
    },
    {
      id: "address",
      header: t("auditLogAdmin.column.address"),
      cell: (entry) => (entry.address ? <bdi dir="ltr" className="font-mono text-xs">{entry.address}</bdi> : "—"),
      className: "align-top max-sm:hidden",
    },
  ];

  return (
    <div>
      <PanelHeading
        title={t("auditLogAdmin.title")}
        lead={t("auditLogAdmin.lead")}
        actions={
          <Button asChild variant="outline">
            <a href={exportHref} download title={t("auditLogAdmin.exportHint")} data-testid="audit-export">
              <Download aria-hidden className="size-4" />
              {t("auditLogAdmin.export")}
            </a>
          </Button>
        }
      />

      <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
        <Field id={`${id}-action`} label={t("auditLogAdmin.filter.action")} className="lg:w-72">
          <Select id={`${id}-action`} value={filters.action} onChange={(event) => setFilter("action", event.target.value)} className="text-sm">
            <option value="">{t("auditLogAdmin.filter.anyAction")}</option>
            {auditFamilies.map((family) => {
              const label = familyLabel(t, family);
              return (
                <optgroup key={family} label={label}>
                  <option value={`${family}.`}>{t("auditLogAdmin.filter.family", { family: label })}</option>
                  {auditActions
                    .filter((action) => action.startsWith(`${family}.`))
                    .map((action) => (
                      <option key={action} value={action}>
                        {actionLabel(t, action)}
                      </option>
                    ))}
                </optgroup>
              );
            })}
          </Select>
        </Field>
        <Field id={`${id}-actor`} label={t("auditLogAdmin.filter.actor")} className="lg:w-56">
          <Select id={`${id}-actor`} value={filters.actor} onChange={(event) => setFilter("actor", event.target.value)} className="text-sm">
            <option value="">{t("auditLogAdmin.filter.anyActor")}</option>
            {admins.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {names.get(account.id)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-from`} label={t("auditLogAdmin.filter.from")} className="lg:w-44">
          <Input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => setFilter("from", event.target.value)} className="text-sm" aria-invalid={badRange || undefined} aria-describedby={badRange ? `${id}-range` : undefined} />
        </Field>
        <Field id={`${id}-to`} label={t("auditLogAdmin.filter.to")} className="lg:w-44">
          <Input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => setFilter("to", event.target.value)} className="text-sm" aria-invalid={badRange || undefined} aria-describedby={badRange ? `${id}-range` : undefined} />
        </Field>
        {filtered && (
          <Button type="button" variant="ghost" onClick={() => setFilters(noFilters)} className="justify-self-start">
            <X aria-hidden className="size-4" />
            {t("auditLogAdmin.filter.clear")}
          </Button>
        )}
      </div>
      {badRange && (
        <p id={`${id}-range`} role="alert" className="mb-3 text-sm text-danger-700">
          {t("auditLogAdmin.filter.badRange")}
        </p>
      )}

      <DataTable
        caption={t("auditLogAdmin.title")}
        columns={columns}
        list={list}
        rowKey={(entry) => entry.id}
        emptyText={t("auditLogAdmin.empty")}
        errorText={t("auditLogAdmin.fetchFailed")}
        minWidthClass="sm:min-w-[560px]"
      />
      <TablePagination list={list} label={t("auditLogAdmin.title")} />
    </div>
  );
}

/** An entry's sentence; its names and codes (a Latin name in Arabic, a post's slug) each isolated, so they keep their place. */
function AuditSentence({ text }: { text: string }) {
  return (
    <span className="text-ink-900" data-testid="audit-sentence">
      {splitLtrRuns(text).map((run, index) =>
        run.name ? (
          <bdi key={index} className="font-medium">
            {run.text}
          </bdi>
        ) : run.ltr ? (
          <bdi key={index} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </span>
  );
}

function Field({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-600">
        {label}
      </label>
      {children}
    </div>
  );
}
