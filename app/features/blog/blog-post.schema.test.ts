import { describe, expect, it } from "vitest";
import { MARKDOWN_MAX_EMPHASIS_MARKS, MARKDOWN_MAX_NESTING } from "~/lib/markdown-limits";
import { articleSubmissionSchema, blogPostSchema, blogPostUpdateSchema, displayedCover, legacyBlogPostSchema, suggestSlug } from "./blog-post.schema";

const valid = {
  slug: "hiring-a-cfo",
  imageUrl: `/uploads/${"ab".repeat(16)}`,
  author: "Noura Al-Qahtani",
  authorAr: "نورة القحطاني",
  titleEn: "Hiring a CFO",
  categoryEn: "Executive Search",
  summaryEn: "What boards should know.",
  contentEn: "## Start\n\nWith the mandate.",
  titleAr: "تعيين مدير مالي",
  categoryAr: "البحث التنفيذي",
  summaryAr: "ما ينبغي أن تعرفه مجالس الإدارة.",
  contentAr: "## البداية\n\nمن مهمة المنصب.",
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("blogPostSchema", () => {
  it("accepts a complete post, published unless Draft is chosen, and not featured", () => {
    const parsed = blogPostSchema.parse(valid);
    expect(parsed.status).toBe("published");
    expect(parsed.featured).toBe(false);
    expect(blogPostSchema.parse({ ...valid, status: "draft" }).status).toBe("draft");
  });

  it("leaves the status out of an update that has none, so the post keeps its own", () => {
    expect(blogPostUpdateSchema.parse(valid).status).toBeUndefined();
    expect(blogPostUpdateSchema.parse({ ...valid, status: "draft" }).status).toBe("draft");
    expect(errorsOf(blogPostUpdateSchema.safeParse({ ...valid, status: "live" })).status).toBe("admin.form.error.invalid");
  });

  it("requires the Arabic author name of a new post; an edit may leave it out (kept) or empty (checked against the stored post)", () => {
    expect(errorsOf(blogPostSchema.safeParse({ ...valid, authorAr: "  " })).authorAr).toBe("admin.form.error.required");
    expect(errorsOf(articleSubmissionSchema.safeParse({ ...valid, authorAr: "" })).authorAr).toBe("admin.form.error.required");
    const { authorAr: _omitted, ...withoutAuthorAr } = valid;
    expect(blogPostUpdateSchema.parse(withoutAuthorAr).authorAr).toBeUndefined();
    expect(blogPostUpdateSchema.parse({ ...valid, authorAr: " " }).authorAr).toBe("");
    expect(legacyBlogPostSchema.parse({ ...valid, authorAr: "" }).authorAr).toBe("");
    expect(errorsOf(legacyBlogPostSchema.safeParse({ ...valid, authorAr: "ن".repeat(121) })).authorAr).toBe("admin.form.error.tooLong");
  });

  it("requires every text field, with the catalog's message", () => {
    const errors = errorsOf(blogPostSchema.safeParse({}));
    for (const field of Object.keys(valid)) expect(errors[field], field).toBe("admin.form.error.required");
  });

  it("treats whitespace as empty", () => {
    expect(errorsOf(blogPostSchema.safeParse({ ...valid, titleAr: "   " })).titleAr).toBe("admin.form.error.required");
  });

  it("refuses slugs that are not lower-case words joined by single hyphens", () => {
    for (const slug of ["Hiring", "hiring_cfo", "hiring--cfo", "-hiring", "hiring-", "تعيين", "a b"]) {
      expect(errorsOf(blogPostSchema.safeParse({ ...valid, slug })).slug, slug).toBe("blogAdmin.error.slugFormat");
    }
    expect(blogPostSchema.safeParse({ ...valid, slug: "cfo-2025-guide" }).success).toBe(true);
  });

  it("refuses image addresses that could run code or leave the site silently", () => {
    for (const imageUrl of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png", "uploads/x"]) {
      expect(errorsOf(blogPostSchema.safeParse({ ...valid, imageUrl })).imageUrl, imageUrl).toBe("blogAdmin.error.imageUrl");
    }
  });

  it("refuses a cover or an article image at any address of this site but an upload or /images/… (issue 21 item 2)", () => {
    const admin = ["/api/admin/leads.csv", "/api/admin/privacy/export?email=a@b.example&download=1", "/images/../api/admin/leads.csv"];
    for (const imageUrl of admin) {
      expect(errorsOf(blogPostSchema.safeParse({ ...valid, imageUrl })).imageUrl, imageUrl).toBe("blogAdmin.error.imageUrl");
      expect(errorsOf(articleSubmissionSchema.safeParse({ ...valid, imageUrl })).imageUrl, imageUrl).toBe("blogAdmin.error.imageUrl");
    }
    const contents = ["![x](/api/admin/leads.csv)", "Text\n\n<img src=\"/api/admin/privacy/export?email=a@b.example&download=1\">", "![x](/uploads/../api/admin/audit-log.csv)"];
    for (const contentEn of contents) {
      expect(errorsOf(articleSubmissionSchema.safeParse({ ...valid, contentEn })).contentEn, contentEn).toBe("blogAdmin.error.contentImage");
    }
    const contentAr = `![صورة](/images/blog/x.svg)\n\n<img src="/uploads/${"0".repeat(32)}">`;
    expect(articleSubmissionSchema.safeParse({ ...valid, contentAr }).success).toBe(true);
  });

  it("a member's article sent with its picture's descriptions must describe the picture and every image, as the approval publishes it as sent; the spec's payload, without them, stays valid", () => {
    expect(articleSubmissionSchema.safeParse(valid).success).toBe(true);
    expect(articleSubmissionSchema.safeParse({ ...valid, imageAltEn: "A boardroom table", imageAltAr: "طاولة اجتماعات" }).success).toBe(true);
    expect(errorsOf(articleSubmissionSchema.safeParse({ ...valid, imageAltEn: "", imageAltAr: " " }))).toEqual({
      imageAltEn: "blogAdmin.error.coverAltRequired",
      imageAltAr: "blogAdmin.error.coverAltRequired",
    });
    // Without a picture, or with the firm's pattern put in for one, there is nothing to describe.
    expect(articleSubmissionSchema.safeParse({ ...valid, imageUrl: "", imageAltEn: "", imageAltAr: "" }).success).toBe(true);
    expect(articleSubmissionSchema.safeParse({ ...valid, imageUrl: "/images/blog/default-cover.svg", imageAltEn: "", imageAltAr: "" }).success).toBe(true);
    expect(errorsOf(articleSubmissionSchema.safeParse({ ...valid, imageUrl: "", imageAltEn: "", imageAltAr: "", contentAr: "![](/images/blog/x.svg)" })).contentAr).toBe("blogAdmin.error.imageAltRequired");
  });

  it("refuses Markdown past the rendering limits (issue 21 item 6a)", () => {
    const slow = "*a_".repeat(16_000);
    expect(errorsOf(articleSubmissionSchema.safeParse({ ...valid, contentEn: slow })).contentEn).toBe("blogAdmin.error.markdown.emphasis");
    const deep = `${">".repeat(3_000)} quote`;
    expect(errorsOf(blogPostSchema.safeParse({ ...valid, contentAr: deep })).contentAr).toBe("blogAdmin.error.markdown.nesting");
    const atLimits = [`${"> ".repeat(MARKDOWN_MAX_NESTING)}deep`, "**b** ".repeat(MARKDOWN_MAX_EMPHASIS_MARKS / 2)].join("\n\n");
    expect(articleSubmissionSchema.safeParse({ ...valid, contentEn: atLimits }).success).toBe(true);
  });

  it("accepts only the known statuses", () => {
    expect(blogPostSchema.parse({ ...valid, status: "published" }).status).toBe("published");
    expect(errorsOf(blogPostSchema.safeParse({ ...valid, status: "live" })).status).toBe("admin.form.error.invalid");
  });

  it("limits lengths", () => {
    expect(errorsOf(blogPostSchema.safeParse({ ...valid, titleEn: "x".repeat(201) })).titleEn).toBe("admin.form.error.tooLong");
  });
});

describe("articleSubmissionSchema", () => {
  it("makes the picture optional and ignores status and featured", () => {
    const { imageUrl: _imageUrl, ...withoutImage } = valid;
    const parsed = articleSubmissionSchema.parse({ ...withoutImage, status: "published", featured: true });
    expect(parsed).not.toHaveProperty("status");
    expect(parsed).not.toHaveProperty("featured");
    expect(articleSubmissionSchema.parse({ ...withoutImage, imageUrl: "" }).imageUrl).toBe("");
  });
});

describe("displayedCover", () => {
  it("shows a cover stored before the rule as the default cover, never requesting it", () => {
    expect(displayedCover("/images/blog/x.svg")).toBe("/images/blog/x.svg");
    expect(displayedCover("/api/admin/leads.csv")).toBe("/images/blog/default-cover.svg");
    expect(displayedCover("https://tracker.example/p.gif")).toBe("/images/blog/default-cover.svg");
  });
});

describe("suggestSlug", () => {
  it("makes a slug of an English title", () => {
    expect(suggestSlug("CFO Hiring: 5 Lessons from Riyadh")).toBe("cfo-hiring-5-lessons-from-riyadh");
    expect(suggestSlug("  Women in Leadership & the Kingdom's Boards ")).toBe("women-in-leadership-and-the-kingdoms-boards");
    expect(suggestSlug("Résumé Screening")).toBe("resume-screening");
  });

  it("gives an empty slug for a title without Latin letters or digits", () => {
    expect(suggestSlug("تعيين القادة")).toBe("");
  });

  it("cuts long titles at a word boundary", () => {
    const slug = suggestSlug("the quick brown fox jumps over the lazy dog again and again", 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith("-")).toBe(false);
    expect("the-quick-brown-fox-jumps-over-the-lazy-dog".startsWith(slug)).toBe(true);
  });
});

describe("the schedule's rules", () => {
  const at = "2026-11-29T06:00:00.000Z";
  it("accepts the spec's payload (no schedule) and a scheduled post with its times", () => {
    expect(blogPostSchema.parse(valid).publishAt).toBeUndefined();
    const parsed = blogPostSchema.parse({ ...valid, status: "scheduled", publishAt: at, unpublishAt: "2026-12-29T06:00:00+03:00" });
    expect(parsed).toMatchObject({ status: "scheduled", publishAt: at });
    // A time in the past is accepted: the next run publishes it.
    expect(blogPostSchema.safeParse({ ...valid, status: "scheduled", publishAt: "2020-01-01T00:00:00Z" }).success).toBe(true);
  });

  it("refuses a scheduled post without a publish time, an unpublish time not after it, and what is not a time", () => {
    expect(errorsOf(blogPostSchema.safeParse({ ...valid, status: "scheduled" })).publishAt).toBe("blogAdmin.schedule.error.publishAtRequired");
    expect(errorsOf(blogPostSchema.safeParse({ ...valid, status: "scheduled", publishAt: null })).publishAt).toBe("blogAdmin.schedule.error.publishAtRequired");
    expect(errorsOf(blogPostUpdateSchema.safeParse({ ...valid, status: "scheduled", publishAt: at, unpublishAt: at })).unpublishAt).toBe("blogAdmin.schedule.error.unpublishBeforePublish");
    expect(errorsOf(legacyBlogPostSchema.safeParse({ ...valid, status: "scheduled", publishAt: "Sunday 9:00" })).publishAt).toBe("blogAdmin.schedule.error.invalid");
  });

  it("leaves a time that does not apply to the status to the server, which keeps it only where it applies", () => {
    expect(blogPostSchema.safeParse({ ...valid, status: "draft", publishAt: at, unpublishAt: "2020-01-01T00:00:00Z" }).success).toBe(true);
  });
});

describe("every image described before a post goes public (decision 045)", () => {
  const described = { ...valid, imageAltEn: "A boardroom at dusk", imageAltAr: "قاعة مجلس إدارة عند الغروب" };
  const at = "2026-12-01T06:00:00.000Z";

  it("refuses publishing or scheduling with a cover undescribed in either language", () => {
    for (const status of ["published", "scheduled"] as const) {
      const errors = errorsOf(blogPostSchema.safeParse({ ...described, status, publishAt: at, imageAltAr: "  " }));
      expect(errors.imageAltAr, status).toBe("blogAdmin.error.coverAltRequired");
      expect(errors.imageAltEn).toBeUndefined();
      expect(errorsOf(blogPostUpdateSchema.safeParse({ ...described, status, publishAt: at, imageAltEn: "" })).imageAltEn).toBe("blogAdmin.error.coverAltRequired");
    }
    expect(blogPostSchema.safeParse(described).success).toBe(true);
  });

  it("refuses publishing with an image in the text without a description, Markdown or HTML", () => {
    const errors = errorsOf(blogPostSchema.safeParse({ ...described, contentEn: `Text\n\n![](/uploads/${"cd".repeat(16)})`, contentAr: `<img src="/uploads/${"cd".repeat(16)}" alt=" ">` }));
    expect(errors.contentEn).toBe("blogAdmin.error.imageAltRequired");
    expect(errors.contentAr).toBe("blogAdmin.error.imageAltRequired");
    expect(blogPostSchema.safeParse({ ...described, contentEn: `Text\n\n![Two partners in a meeting](/uploads/${"cd".repeat(16)})` }).success).toBe(true);
  });

  it("lets a draft wait, and keeps the spec's payloads (no descriptions sent) as they were", () => {
    expect(blogPostSchema.safeParse({ ...valid, status: "draft", imageAltEn: "", imageAltAr: "", contentEn: `![](/uploads/${"cd".repeat(16)})` }).success).toBe(true);
    expect(blogPostSchema.safeParse({ ...valid, contentEn: `![](/uploads/${"cd".repeat(16)})` }).success).toBe(true);
    expect(blogPostUpdateSchema.safeParse({ ...valid, status: "published" }).success).toBe(true);
  });
});
