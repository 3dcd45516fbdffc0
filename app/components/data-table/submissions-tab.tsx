import { Mail } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DataTable, ExportCsvLink, PanelHeading, TablePagination, TableSearch, type Column } from "./data-table";
import { Detail } from "./details";
import { BreakableEmail } from "./email-address";
import type { PagedList } from "./use-paged-list";

/** The words of one submissions tab, from the owning feature's catalog. */
export interface SubmissionsTabTexts {
  heading: string;
  lead: string;
  export: string;
  exportHint: string;
  searchPlaceholder: string;
  empty: string;
  fetchFailed: string;
}

/** One field of the details dialog's list; `wide` spans both columns and shows the value as a block of text. */
export interface DetailField<Row> {
  id: string;
  label: string;
  value: (row: Row) => ReactNode;
  wide?: boolean;
}

/** What the details dialog of a row shows; the list's row opens it (`open` in `columns`). */
export interface SubmissionDetails<Row> {
  title: (row: Row) => string;
  eyebrow: string;
  fields: DetailField<Row>[];
  /** Blocks after the field list (scores, challenges, a message). */
  more?: (row: Row) => ReactNode;
  /** The address the Reply button writes to. */
  email: (row: Row) => string;
  closeLabel: string;
  replyLabel: string;
  className?: string;
}

interface SubmissionsTabProps<Row> {
  texts: SubmissionsTabTexts;
  list: PagedList<Row>;
  /** The columns; `open(row)` shows the row's details dialog. */
  columns: (open: (row: Row) => void) => Column<Row>[];
  rowKey: (row: Row) => number;
  /** The CSV export's path (the table's search and the page's language are added). */
  exportPath: string;
  minWidthClass: string;
  /** Shown between the heading and the search (e.g. the Leadership tab's mail notice). */
  notice?: ReactNode;
  details?: SubmissionDetails<Row>;
}

/**
 * One dashboard tab of submissions (contacts, HR and leadership assessments):
 * heading with the CSV export of what the search shows, search, a paged
 * table and, where the feature has one, a row's details dialog.
 */
export function SubmissionsTab<Row>({ texts, list, columns, rowKey, exportPath, minWidthClass, notice, details }: SubmissionsTabProps<Row>) {
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <div>
      <PanelHeading
        title={texts.heading}
        lead={texts.lead}
        actions={<ExportCsvLink path={exportPath} search={list.search} label={texts.export} hint={texts.exportHint} />}
      />
      {notice}
      <div className="mb-3">
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={texts.searchPlaceholder} />
      </div>
      <DataTable
        caption={texts.heading}
        columns={columns(setOpen)}
        list={list}
        rowKey={rowKey}
        emptyText={texts.empty}
        errorText={texts.fetchFailed}
        minWidthClass={minWidthClass}
      />
      <TablePagination list={list} label={texts.heading} />
      {details && <SubmissionDialog row={open} details={details} onClose={() => setOpen(null)} />}
    </div>
  );
}

function SubmissionDialog<Row>({ row, details, onClose }: { row: Row | null; details: SubmissionDetails<Row>; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {row !== null && (
        <DialogContent title={details.title(row)} eyebrow={details.eyebrow} className={details.className}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {details.fields.map((field) =>
              field.wide ? (
                <div key={field.id} className="sm:col-span-2">
                  <dt className="text-xs font-semibold text-ink-600">{field.label}</dt>
                  <dd
                    dir="auto"
                    className="mt-1.5 max-h-80 overflow-y-auto rounded-lg border border-ink-100 bg-sand-50/50 p-4 leading-relaxed whitespace-pre-wrap text-ink-900"
                  >
                    {field.value(row)}
                  </dd>
                </div>
              ) : (
                <Detail key={field.id} label={field.label}>
                  {field.value(row)}
                </Detail>
              ),
            )}
          </dl>
          {details.more?.(row)}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {details.closeLabel}
            </Button>
            <Button asChild variant="secondary">
              <a href={`mailto:${details.email(row)}`}>
                <Mail aria-hidden className="size-4" />
                {details.replyLabel}
              </a>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** A details dialog's e-mail address, as a mailto link; it wraps only between its parts (after the @, before a dot). */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} dir="ltr" className="font-medium text-ink-900 underline decoration-sand-500 underline-offset-4 hover:text-sand-700">
      <BreakableEmail email={email} />
    </a>
  );
}

/** A list's first column: the row's name, a button that opens its details. */
export function OpenDetailsButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="text-start font-semibold text-ink-900 hover:text-sand-700 hover:underline">
      {children}
    </button>
  );
}
