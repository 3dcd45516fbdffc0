import { and, eq, max } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { contentRevisions, translationStates } from "#db/schema";
import type { RevisionCause } from "#db/schema/enums";
import type { ContentItem } from "./content-item";
import { changedLanguages, changedRev, contentLanguages, otherLanguage, type ContentLanguage, nextTranslationState, noTranslationState, translationFlags, type LanguageFields, type TranslationState } from "./translation-flags";

const itemIs = (table: typeof contentRevisions | typeof translationStates, item: ContentItem) => and(eq(table.itemKind, item.kind), eq(table.itemKey, item.key));

/** The pair's stored state; all 0 for an item saved before revisions existed. */
export async function readTranslationState(executor: DatabaseExecutor, item: ContentItem): Promise<TranslationState> {
  const [row] = await executor
    .select({ changedRevEn: translationStates.changedRevEn, changedRevAr: translationStates.changedRevAr, reviewedRevEn: translationStates.reviewedRevEn, reviewedRevAr: translationStates.reviewedRevAr })
    .from(translationStates)
    .where(itemIs(translationStates, item))
    .limit(1);
  return row ?? noTranslationState;
}

export async function writeTranslationState(executor: DatabaseExecutor, item: ContentItem, state: TranslationState): Promise<void> {
  await executor
    .insert(translationStates)
    .values({ itemKind: item.kind, itemKey: item.key, postId: item.postId ?? null, ...state })
    .onConflictDoUpdate({ target: [translationStates.itemKind, translationStates.itemKey], set: state });
}

/** The item's latest revision number; 0 when it has none. */
export async function latestRevisionNumber(executor: DatabaseExecutor, item: ContentItem): Promise<number> {
  const [row] = await executor.select({ latest: max(contentRevisions.number) }).from(contentRevisions).where(itemIs(contentRevisions, item));
  return Number(row?.latest ?? 0);
}

/**
 * Records a save as the item's next revision and moves the pair's state on
 * (decision 042). Call it in the transaction of the save, after the item's
 * row is written: that write holds the row, so two saves of one item number
 * their revisions one after the other.
 */
export async function recordRevision(
  executor: DatabaseExecutor,
  save: {
    item: ContentItem;
    /** The item as it was before the save (null for a new item) and after it. */
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
    fields: LanguageFields;
    authorId: number | null;
    cause: RevisionCause;
    restoredFrom?: number | null;
    noTranslationNeeded?: boolean;
    now: Date;
  },
): Promise<number> {
  const number = (await latestRevisionNumber(executor, save.item)) + 1;
  await executor.insert(contentRevisions).values({
    itemKind: save.item.kind,
    itemKey: save.item.key,
    postId: save.item.postId ?? null,
    number,
    authorId: save.authorId,
    createdAt: save.now,
    cause: save.cause,
    restoredFrom: save.restoredFrom ?? null,
    snapshot: save.after,
  });
  const state = await readTranslationState(executor, save.item);
  const flagsBefore = save.before ? translationFlags(state, save.before, save.fields) : null;
  const behind = Object.fromEntries(contentLanguages.map((language) => [language, flagsBefore !== null && flagsBefore[language] !== "ok"])) as Record<(typeof contentLanguages)[number], boolean>;
  const next = nextTranslationState(state, { number, changed: changedLanguages(save.before, save.after, save.fields), behind, noTranslationNeeded: save.noTranslationNeeded ?? false });
  await writeTranslationState(executor, save.item, next);
  return number;
}

/**
 * "Mark as up to date" (decision 042): the language counts as reviewed
 * against the other's latest change, without a revision (its words did not
 * change). Call it in a transaction that holds the item's row.
 */
export async function markLanguageReviewed(executor: DatabaseExecutor, item: ContentItem, language: ContentLanguage): Promise<TranslationState> {
  const state = await readTranslationState(executor, item);
  const reviewed = changedRev(state, otherLanguage(language));
  const next = language === "en" ? { ...state, reviewedRevEn: reviewed } : { ...state, reviewedRevAr: reviewed };
  await writeTranslationState(executor, item, next);
  return next;
}
