import { Checkbox } from "~/components/ui/checkbox";

/**
 * The checkbox by the save button (decision 042): this change needs no
 * translation (a typo), so the other language is not marked behind. The
 * words are the caller's, from its own catalog.
 */
export function NoTranslationNeeded({ id, checked, onChange, label, hint }: { id: string; checked: boolean; onChange: (checked: boolean) => void; label: string; hint: string }) {
  return (
    <Checkbox
      id={id}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <span className="grid">
          <span className="font-semibold text-ink-900">{label}</span>
          <span className="text-ink-600">{hint}</span>
        </span>
      }
    />
  );
}
