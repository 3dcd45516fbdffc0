import { Select } from "~/components/ui/select";
import { formatMonthName, formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { datePartName, joinDateParts } from "../date-parts";

/**
 * A date as three lists in the reader's order: day, month, year. Arabic pages
 * use it instead of `<input type="date">`, whose format follows the browser's
 * own locale (often mm/dd/yyyy) whatever the page's language (decision 021).
 *
 * The value is the ISO date the API expects ("2026-03-05"), or "" when nothing
 * is chosen. A partly chosen date keeps its parts with zeros ("2026-00-05"),
 * which the schema refuses as not a calendar date, so the visitor is told.
 * With `name`, each list posts its part (`name-day`…) in a form sent without
 * script, which the server joins the same way.
 */
export function DayMonthYearInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  firstYear,
  label,
  ...aria
}: {
  id: string;
  name?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  firstYear: number;
  /** The field's label, to name each list ("Preferred date: day"). */
  label: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}) {
  const { t, lang } = useI18n();
  const [year = "", month = "", day = ""] = /^\d{4}-\d{2}-\d{2}$/.test(value ?? "") ? (value ?? "").split("-").map((part) => (/^0+$/.test(part) ? "" : part)) : [];
  const update = (part: { year?: string; month?: string; day?: string }) => {
    onChange(joinDateParts({ year, month, day, ...part }));
  };
  const pad = (n: number) => String(n).padStart(2, "0");
  const lists = [
    { part: "day" as const, value: day, options: Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), text: formatNumber(i + 1, lang) })) },
    { part: "month" as const, value: month, options: Array.from({ length: 12 }, (_, i) => ({ value: pad(i + 1), text: formatMonthName(i + 1, lang) })) },
    { part: "year" as const, value: year, options: [firstYear, firstYear + 1].map((y) => ({ value: String(y), text: formatNumber(y, lang, { grouping: false }) })) },
  ];
  return (
    <div role="group" aria-label={label} className="grid grid-cols-[5.5rem_1fr_6.5rem] gap-2 sm:max-w-80" data-testid="date-parts">
      {lists.map((list, index) => (
        <Select
          key={list.part}
          id={index === 0 ? id : `${id}-${list.part}`}
          aria-label={`${label}: ${t(`leads.date.${list.part}`)}`}
          name={name ? datePartName(name, list.part) : undefined}
          value={list.value}
          onChange={(event) => update({ [list.part]: event.target.value })}
          onBlur={onBlur}
          data-part={list.part}
          {...aria}
        >
          <option value="">{t(`leads.date.${list.part}`)}</option>
          {list.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </Select>
      ))}
    </div>
  );
}
