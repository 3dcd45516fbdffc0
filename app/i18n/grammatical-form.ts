/*
 * The grammar of a sentence whose subject is a person of the firm (decision
 * 036): Arabic verbs agree with their subject («سارة صدّرت», «أحمد صدّر»).
 * The form comes from the account holder's own profile answer (`users.gender`:
 * "male", "female", or empty for "prefer not to say"); without an answer the
 * sentence is a verbal noun with «من قِبل», grammatical for anyone. English
 * reads the same in all three. The audit log and the Leads tab's timeline both
 * word their lines with this kit.
 */

export const grammaticalForms = ["masculine", "feminine", "neutral"] as const;
export type GrammaticalForm = (typeof grammaticalForms)[number];

/** The profile's answer as the dashboard reads it: a stored value other than these two counts as no answer. */
export type ProfileGender = "male" | "female" | null;

export function profileGender(stored: string | null | undefined): ProfileGender {
  return stored === "male" || stored === "female" ? stored : null;
}

/** The grammatical form of a sentence whose subject is this person: their own profile answer, else neutral. */
export function grammaticalForm(gender: string | null | undefined): GrammaticalForm {
  const answer = profileGender(gender);
  return answer === "male" ? "masculine" : answer === "female" ? "feminine" : "neutral";
}

/** A sentence's catalog keys, one per form: `{key}.masculine`, `{key}.feminine`, `{key}.neutral`. */
export type InEachForm<K extends string> = Record<`${K}.${GrammaticalForm}`, string>;

/** An English sentence: the same words whoever acted, under each form's key. */
export function sameInEachForm<K extends string>(key: K, text: string): InEachForm<K> {
  return Object.fromEntries(grammaticalForms.map((form) => [`${key}.${form}`, text])) as InEachForm<K>;
}

/** An Arabic sentence in its three forms: the verb after a man's name, after a woman's, and the neutral verbal noun. */
export function inEachForm<K extends string>(key: K, text: Record<GrammaticalForm, string>): InEachForm<K> {
  return Object.fromEntries(grammaticalForms.map((form) => [`${key}.${form}`, text[form]])) as InEachForm<K>;
}
