import type { Locator } from "@playwright/test";
import type { BlogPostInput } from "~/features/blog/blog-post.schema";
import { adminApi, csrfToken } from "./auth";
import { expect } from "./fixtures";

/** A post's fields as `POST /api/admin/blog` takes them: the shared schema's input. */
export type PostFields = BlogPostInput;

const defaults = {
  imageUrl: "/images/blog/hiring-a-c-suite-leader-in-saudi-arabia.svg",
  // Described, as the dashboard requires before a post is published (decision 045); a test of an undescribed cover passes `undefined` (the spec's payload).
  imageAltEn: "A boardroom table set for a meeting",
  imageAltAr: "طاولة اجتماعات مجلس إدارة مهيّأة للاجتماع",
  author: "Noura Al-Qahtani",
  authorAr: "نورة القحطاني",
  categoryEn: "Executive Search",
  summaryEn: "For the partner's approval.",
  contentEn: "## Before approval\n\nThe partner reads this first.",
  categoryAr: "البحث التنفيذي",
  summaryAr: "لاعتماد الشريك.",
  contentAr: "## قبل الاعتماد\n\nيقرؤه الشريك أولًا.",
  status: "draft",
} satisfies Partial<PostFields>;

/**
 * A post made through the admin API, a draft unless `status` says otherwise,
 * for a test whose click is not the post's making (the editor's, a preview
 * link's, the scheduler's…). Returns its id and the fields sent.
 */
export async function seedPost(fields: Pick<PostFields, "slug" | "titleEn" | "titleAr"> & Partial<PostFields>): Promise<PostFields & { id: number }> {
  const data = { ...defaults, ...fields };
  const api = await adminApi();
  try {
    const token = await csrfToken(api);
    const res = await api.post("/api/admin/blog", { headers: { "CSRF-Token": token }, data });
    expect(res.status(), await res.text()).toBe(201);
    return { ...data, id: ((await res.json()) as { post: { id: number } }).post.id };
  } finally {
    await api.dispose();
  }
}

/** A post in the dashboard's posts list: its table row on a laptop, its card on a phone (the one shown). */
export function postInList(panel: Locator, title: string): Locator {
  return panel.locator('tr, [data-testid="post-card"]').filter({ hasText: title, visible: true });
}
