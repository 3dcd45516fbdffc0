/** Honorifics written before a name, in either script: "Dr. Faisal", "د. فيصل". */
const TITLE = /^(?:(?:dr|eng|mr|ms|mrs|prof)\.?|[دمأ]\.|الدكتورة?|المهندسة?|الأستاذة?)$/i;

/**
 * Two letters for an author's avatar ("Dr. Faisal Al-Harbi" → "FH"), or null
 * when the name is not in Latin script. Arabic letters set side by side join
 * into a word ("ليلى القحطاني" gave "لا"), and initials are not an Arabic
 * convention, so Arabic names get a plain person icon instead (decision 023).
 */
export function authorInitials(name: string): string | null {
  if (/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(name)) return null;
  const letters = name
    .trim()
    .split(/\s+/)
    .filter((part) => part && !TITLE.test(part))
    .map((part) => part.replace(/^(?:al|el)-/i, "").match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => Boolean(letter));
  if (letters.length === 0) return null;
  return (letters.length > 1 ? letters[0] + letters[letters.length - 1] : letters[0]).toUpperCase();
}
