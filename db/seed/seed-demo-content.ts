import { isSiteDetailKey } from "~/features/site-content/site-details";
import { catalogs } from "~/i18n/catalogs";
import type { Database } from "../client";
import { appSettings, blogPosts, siteContent } from "../schema";
import { seedBlogPosts } from "./blog-posts";
import { sectionNames, siteContentItems } from "./site-content-items";

/**
 * Runs on every start. Site content items that do not exist yet are added
 * (edits are never overwritten); the demo articles are added only on the very
 * first start, so articles the firm deletes stay deleted.
 */
export async function seedDemoContent(db: Database): Promise<{ blogPostsAdded: number }> {
  await db
    .insert(siteContent)
    .values(
      siteContentItems.map((item) => ({
        key: item.key,
        section: item.section,
        sectionEn: sectionNames[item.section].en,
        sectionAr: sectionNames[item.section].ar,
        labelEn: item.labelEn,
        labelAr: item.labelAr,
        // Contact details and the advisor's photo start empty (hidden) until the firm fills them in.
        contentEn: isSiteDetailKey(item.key) ? null : catalogs.en[item.key],
        contentAr: isSiteDetailKey(item.key) ? null : catalogs.ar[item.key],
      })),
    )
    .onConflictDoNothing({ target: siteContent.key });

  const firstStart = await db
    .insert(appSettings)
    .values({ key: "demo_content_seeded", value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  if (firstStart.length === 0) return { blogPostsAdded: 0 };

  const added = await db
    .insert(blogPosts)
    .values(
      seedBlogPosts.map((post) => {
        const { publishedAt, ...fields } = post;
        const date = new Date(publishedAt);
        return { ...fields, status: "published" as const, createdAt: date, updatedAt: date, publishedAt: date };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return { blogPostsAdded: added.length };
}
