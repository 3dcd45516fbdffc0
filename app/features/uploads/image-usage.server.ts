import { like, or } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { blogPosts, clients, people, siteContent } from "#db/schema";
import { privacyNoticeTextsMentioning } from "~/features/legal/privacy-notice-texts-mentioning.server";

/** Where an uploaded image is shown: a post (its cover or its text), a site text or detail, a privacy-notice version, a client's logo (decision 048) or a team member's portrait (decision 047). */
export type ImageUse =
  | { kind: "post"; id: number; titleEn: string; titleAr: string; place: "cover" | "content" | "sharing" }
  | { kind: "siteText"; key: string; labelEn: string; labelAr: string }
  | { kind: "privacyNotice"; version: number }
  | { kind: "client"; id: number; nameEn: string; nameAr: string }
  | { kind: "person"; id: number; nameEn: string; nameAr: string };

const UPLOAD_PATH = /\/uploads\/([a-f0-9]{32})/g;
const idsIn = (...texts: (string | null)[]) => new Set(texts.flatMap((text) => [...(text ?? "").matchAll(UPLOAD_PATH)].map((match) => match[1])));
const mentions = "%/uploads/%";

/**
 * Every place the site shows an uploaded image now, by image id: posts'
 * covers, texts and sharing images (both languages), site texts and details (the advisor's
 * photo), and the privacy notice's published versions. Earlier revisions
 * and working drafts are not uses: the media library's deletion is safe
 * for what the public sees (decision 046).
 */
export async function findImageUses(db: DatabaseExecutor): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>();
  const add = (id: string, use: ImageUse) => uses.set(id, [...(uses.get(id) ?? []), use]);

  const posts = await db
    .select({
      id: blogPosts.id,
      titleEn: blogPosts.titleEn,
      titleAr: blogPosts.titleAr,
      imageUrl: blogPosts.imageUrl,
      contentEn: blogPosts.contentEn,
      contentAr: blogPosts.contentAr,
      socialImageEn: blogPosts.socialImageEn,
      socialImageAr: blogPosts.socialImageAr,
    })
    .from(blogPosts)
    .where(
      or(
        like(blogPosts.imageUrl, mentions),
        like(blogPosts.contentEn, mentions),
        like(blogPosts.contentAr, mentions),
        like(blogPosts.socialImageEn, mentions),
        like(blogPosts.socialImageAr, mentions),
      ),
    );
  for (const post of posts) {
    const base = { kind: "post" as const, id: post.id, titleEn: post.titleEn, titleAr: post.titleAr };
    for (const id of idsIn(post.imageUrl)) add(id, { ...base, place: "cover" });
    const cover = idsIn(post.imageUrl);
    for (const id of idsIn(post.contentEn, post.contentAr)) if (!cover.has(id)) add(id, { ...base, place: "content" });
    for (const id of idsIn(post.socialImageEn, post.socialImageAr)) if (!cover.has(id)) add(id, { ...base, place: "sharing" });
  }

  const texts = await db
    .select({ key: siteContent.key, labelEn: siteContent.labelEn, labelAr: siteContent.labelAr, contentEn: siteContent.contentEn, contentAr: siteContent.contentAr })
    .from(siteContent)
    .where(or(like(siteContent.contentEn, mentions), like(siteContent.contentAr, mentions)));
  for (const text of texts) for (const id of idsIn(text.contentEn, text.contentAr)) add(id, { kind: "siteText", key: text.key, labelEn: text.labelEn, labelAr: text.labelAr });

  // Every client's logo counts, permitted or not: ticking the box again must find it still there.
  const logos = await db.select({ id: clients.id, nameEn: clients.nameEn, nameAr: clients.nameAr, logoUrl: clients.logoUrl }).from(clients).where(like(clients.logoUrl, mentions));
  for (const client of logos) for (const id of idsIn(client.logoUrl)) add(id, { kind: "client", id: client.id, nameEn: client.nameEn, nameAr: client.nameAr });

  // Every team member's portrait counts, published or not: publishing them again must find it still there.
  const portraits = await db.select({ id: people.id, nameEn: people.nameEn, nameAr: people.nameAr, photo: people.photo }).from(people).where(like(people.photo, mentions));
  for (const person of portraits) for (const id of idsIn(person.photo)) add(id, { kind: "person", id: person.id, nameEn: person.nameEn, nameAr: person.nameAr });

  const notices = await privacyNoticeTextsMentioning(db, "/uploads/");
  for (const notice of notices) for (const id of idsIn(notice.contentEn, notice.contentAr)) add(id, { kind: "privacyNotice", version: notice.version });

  return uses;
}
