import type { ContentItemKind } from "#db/schema/enums";

export { contentItemKinds, type ContentItemKind } from "#db/schema/enums";

/** A form's values as the browser sends them: field name → text, switch or number. */
export type DraftValues = Record<string, string | boolean | number | null>;

/** An account's autosaved working draft of one item (dates as ISO strings). */
export interface ContentDraft {
  kind: ContentItemKind;
  /** A post's id, `new` for a post not yet created, or a site text's key. */
  itemId: string;
  values: DraftValues;
  savedAt: string;
}

/** A member's own article, new or sent back for changes: its draft's item id, apart from the firm's post form's (`new`, a post's id). */
export function memberArticleDraftId(postId: number | "new"): string {
  return `article-${postId}`;
}

const MEMBER_ARTICLE_DRAFT = /^article-(new|[1-9]\d{0,9})$/;

/**
 * The draft's address: `/api/admin/drafts/post/12`, `/api/admin/drafts/post/new`,
 * `/api/admin/drafts/site_text/home.hero.title`; a member's article's under
 * the member's own API: `/api/articles/drafts/new`, `/api/articles/drafts/12`.
 */
export function contentDraftPath(kind: ContentItemKind, itemId: string): string {
  const article = kind === "post" ? MEMBER_ARTICLE_DRAFT.exec(itemId) : null;
  if (article) return `/api/articles/drafts/${article[1]}`;
  return `/api/admin/drafts/${kind}/${encodeURIComponent(itemId)}`;
}

/** The same JSON for the same values whatever the order of their fields: how a draft is compared with the item and with what was sent. */
export function stableJson(values: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}
