import { describe, expect, it } from "vitest";
import { checkPostSeo, countBlocking, effectiveDescription, effectiveSearchTitle, seoSeverities, sitePathOf, type SeoCheckPost, type SeoContext, type SeoContextPost, type SeoFinding } from "./seo-check";

const origin = "https://firm.example";

/** A post with nothing to find: titles and descriptions of good length, every image described, headings in order, links that lead somewhere. */
function post(overrides: Partial<SeoCheckPost> = {}): SeoCheckPost {
  return {
    id: 1,
    slug: "hiring-a-chief-financial-officer",
    status: "published",
    imageUrl: "/uploads/cover",
    author: "Noura Al-Qahtani",
    authorAr: "نورة القحطاني",
    titleEn: "Hiring a chief financial officer",
    titleAr: "تعيين مدير مالي",
    categoryEn: "Executive Search",
    categoryAr: "البحث التنفيذي",
    summaryEn: "What boards in the Kingdom should settle before they search for a chief financial officer, and why.",
    summaryAr: "ما ينبغي لمجالس الإدارة في المملكة أن تحسمه قبل البحث عن مدير مالي، ولماذا يصنع ذلك الفرق كله.",
    contentEn: "## The mandate\n\nStart with it. See [our services](/#services) and [the blog](/blog).\n\n### Who decides\n\n![The board at work](/uploads/board)",
    contentAr: "## المهمة\n\nابدؤوا بها. اطلعوا على [المدونة](/ar/blog).\n\n### من يقرر\n\n![المجلس في اجتماع](/uploads/board)",
    searchTitleEn: "",
    searchTitleAr: "",
    searchDescriptionEn: "",
    searchDescriptionAr: "",
    socialImageEn: "",
    socialImageAr: "",
    imageAltEn: "A boardroom in Riyadh",
    imageAltAr: "قاعة اجتماعات في الرياض",
    ...overrides,
  };
}

function other(overrides: Partial<SeoContextPost> = {}): SeoContextPost {
  return {
    id: 2,
    slug: "succession-planning",
    status: "published",
    titleEn: "Succession planning",
    titleAr: "تخطيط التعاقب",
    summaryEn: "Another summary entirely.",
    summaryAr: "ملخص آخر تمامًا.",
    searchTitleEn: "",
    searchTitleAr: "",
    searchDescriptionEn: "",
    searchDescriptionAr: "",
    ...overrides,
  };
}

const context = (posts: SeoContextPost[] = [other()]): SeoContext => ({ posts, brand: { en: "Sanad", ar: "سند" }, siteOrigin: origin });

const kinds = (findings: SeoFinding[]) => findings.map((finding) => `${finding.kind}${finding.language ? `:${finding.language}` : ""}`);
const only = (findings: SeoFinding[], kind: SeoFinding["kind"]) => findings.filter((finding) => finding.kind === kind);

describe("checkPostSeo", () => {
  it("finds nothing in a complete, well-made post", () => {
    expect(checkPostSeo(post(), context())).toEqual([]);
  });

  it("measures the <title> the page gets: the title with the firm's name, or the search title as written", () => {
    const long = "Hiring a chief financial officer: what boards should settle first";
    const findings = checkPostSeo(post({ titleEn: long }), context());
    expect(only(findings, "titleLong")).toEqual([
      { kind: "titleLong", severity: "advice", language: "en", field: "searchTitleEn", values: { count: `${long} | Sanad`.length, max: 60 } },
    ]);
    // A shorter search title fixes it; the Arabic is counted alike.
    expect(kinds(checkPostSeo(post({ titleEn: long, searchTitleEn: "Hiring a CFO: what boards settle first" }), context()))).toEqual([]);
    expect(kinds(checkPostSeo(post({ searchTitleAr: "ع".repeat(61) }), context()))).toEqual(["titleLong:ar"]);
    expect(kinds(checkPostSeo(post({ searchTitleAr: "ع".repeat(60) }), context()))).toEqual([]);
  });

  it("wants descriptions of 70 to 160 characters, the summary standing in for an empty one", () => {
    const short = checkPostSeo(post({ summaryEn: "Too short." }), context());
    expect(only(short, "descriptionShort")).toEqual([
      { kind: "descriptionShort", severity: "advice", language: "en", field: "searchDescriptionEn", values: { count: 10, min: 70, max: 160 } },
    ]);
    expect(kinds(checkPostSeo(post({ summaryEn: "Too short.", searchDescriptionEn: "x".repeat(70) }), context()))).toEqual([]);
    expect(kinds(checkPostSeo(post({ searchDescriptionAr: "ع".repeat(161) }), context()))).toEqual(["descriptionLong:ar"]);
  });

  it("finds a title or description another public post already has, in the same language, whatever the case and spacing", () => {
    const twin = other({ titleEn: "HIRING a  chief financial officer", summaryAr: "ما ينبغي لمجالس الإدارة في المملكة أن تحسمه قبل البحث عن مدير مالي، ولماذا يصنع ذلك الفرق كله." });
    const findings = checkPostSeo(post(), context([twin]));
    expect(findings).toContainEqual({ kind: "titleDuplicate", severity: "blocking", language: "en", field: "searchTitleEn", values: { title: twin.titleEn } });
    expect(findings).toContainEqual({ kind: "descriptionDuplicate", severity: "advice", language: "ar", field: "searchDescriptionAr", values: { title: twin.titleAr } });
    // The other language's same words are no duplicate; a search title of its own makes the page distinct.
    expect(kinds(checkPostSeo(post({ titleAr: "Hiring a chief financial officer" }), context([other({ titleEn: "Hiring a chief financial officer" })])))).toEqual(["titleDuplicate:en"]);
    expect(kinds(checkPostSeo(post({ searchTitleEn: "CFO hiring for boards" }), context([twin])))).toEqual(["descriptionDuplicate:ar"]);
  });

  it("compares with posts that are or will be public, never with the post itself", () => {
    const same = { titleEn: post().titleEn };
    expect(kinds(checkPostSeo(post(), context([other({ ...same, status: "draft" })])))).toEqual([]);
    expect(kinds(checkPostSeo(post(), context([other({ ...same, status: "scheduled" })])))).toEqual(["titleDuplicate:en"]);
    expect(kinds(checkPostSeo(post(), context([other({ ...same, id: 1 })])))).toEqual([]);
    // A new post (no id yet) is compared with every public one.
    expect(kinds(checkPostSeo(post({ id: null }), context([other({ ...same, id: 1 })])))).toEqual(["titleDuplicate:en"]);
  });

  it("says a language is missing on a draft, and that the pair of pages is incomplete on a public post, naming the empty fields", () => {
    const draft = checkPostSeo(post({ status: "draft", titleAr: "", contentAr: " " }), context());
    expect(only(draft, "languageMissing")).toEqual([
      { kind: "languageMissing", severity: "blocking", language: "ar", field: "titleAr", values: { count: 2 }, missing: ["titleAr", "contentAr"] },
    ]);
    const live = checkPostSeo(post({ authorAr: "" }), context());
    expect(live).toEqual([{ kind: "hreflangIncomplete", severity: "blocking", language: "ar", field: "authorAr", values: { count: 1 }, missing: ["authorAr"] }]);
    expect(kinds(checkPostSeo(post({ status: "scheduled", summaryEn: "" }), context()))).toEqual(["hreflangIncomplete:en"]);
  });

  it("finds images without a description in Markdown and in raw HTML, and a cover without one, per language", () => {
    const findings = checkPostSeo(
      post({
        contentEn: "## One\n\n![](/uploads/a) ![ ](/uploads/b) ![Described](/uploads/c)\n\n<img src=\"/uploads/d\"> <img src='/uploads/e' alt=''> <img alt=\"Fine\" src=\"/uploads/f\">",
        imageAltAr: " ",
      }),
      context(),
    );
    expect(findings).toEqual([
      { kind: "imageAltMissing", severity: "blocking", language: "en", field: "contentEn", values: { count: 4 } },
      { kind: "coverAltMissing", severity: "blocking", language: "ar", field: "imageAltAr", values: {} },
    ]);
    // No cover, nothing to describe.
    expect(kinds(checkPostSeo(post({ imageUrl: "", imageAltEn: "", imageAltAr: "" }), context()))).toEqual([]);
  });

  it("wants headings from H2 down without skipping a level, and no H1 in the text (the title is the page's H1)", () => {
    expect(only(checkPostSeo(post({ contentEn: "# Big\n\nText." }), context()), "headingH1")).toEqual([
      { kind: "headingH1", severity: "advice", language: "en", field: "contentEn", values: { heading: "Big", count: 1 } },
    ]);
    expect(only(checkPostSeo(post({ contentAr: "## أ\n\n#### ب\n\n###### ج" }), context()), "headingSkipped")).toEqual([
      { kind: "headingSkipped", severity: "advice", language: "ar", field: "contentAr", values: { heading: "ب", level: 4, expected: 3 } },
    ]);
    // Starting at H3 skips H2; going back up is fine; headings inside a quote or a list count too.
    expect(kinds(checkPostSeo(post({ contentEn: "### Late start" }), context()))).toEqual(["headingSkipped:en"]);
    expect(kinds(checkPostSeo(post({ contentEn: "## A\n\n### B\n\n## C\n\n### D" }), context()))).toEqual([]);
    expect(kinds(checkPostSeo(post({ contentEn: "## A\n\n> #### Quoted" }), context()))).toEqual(["headingSkipped:en"]);
    // Text that merely looks like a heading in code is not one.
    expect(kinds(checkPostSeo(post({ contentEn: "## A\n\n```\n# not a heading\n```" }), context()))).toEqual([]);
  });

  it("finds links to this site's paths that lead nowhere: unknown pages, unpublished or unknown posts, in either language", () => {
    const links = [
      "[home](/)",
      "[ar home](/ar)",
      "[contact](/contact?form=inquiry)",
      "[section](/#services)",
      "[published](/blog/succession-planning)",
      "[published ar](/ar/blog/succession-planning/)",
      "[absolute](https://firm.example/connect)",
      "[itself](/blog/hiring-a-chief-financial-officer)",
      "[relative](succession-planning)",
      "[elsewhere](https://other.example/nowhere)",
      "[mail](mailto:a@b.example)",
      "[anchor](#top)",
      "[file](/uploads/abc) [feed](/blog/feed.xml) [api](/api/admin/export)",
      "[broken page](/services)",
      "[draft post](/ar/blog/a-draft)",
      "[gone](https://firm.example/blog/gone)",
      "[broken page again](/services)",
      '<a href="/old-page">raw</a>',
    ].join("\n\n");
    const findings = checkPostSeo(post({ contentEn: `## Links\n\n${links}` }), context([other(), other({ id: 3, slug: "a-draft", status: "draft", titleEn: "Draft", titleAr: "مسودة" })]));
    expect(only(findings, "brokenLink").map((finding) => finding.values.href)).toEqual(["/services", "/ar/blog/a-draft", "https://firm.example/blog/gone", "/old-page"]);
    expect(only(findings, "brokenLink").every((finding) => finding.severity === "blocking" && finding.field === "contentEn" && finding.language === "en")).toBe(true);
  });

  it("wants a readable address: lower-case words and hyphens, no long numbers or codes, not too long", () => {
    const slugFindings = (slug: string) => checkPostSeo(post({ slug }), context()).filter((finding) => finding.language === null);
    expect(slugFindings("board-guide-2025")).toEqual([]);
    expect(slugFindings("Board_Guide")).toEqual([{ kind: "slugFormat", severity: "advice", language: null, field: "slug", values: { slug: "Board_Guide" } }]);
    expect(kinds(slugFindings("post-1234567"))).toEqual(["slugNumber"]);
    expect(slugFindings("guide-3f9a2b7c")[0]).toMatchObject({ kind: "slugNumber", values: { word: "3f9a2b7c" } });
    expect(kinds(slugFindings("a-".repeat(31) + "b"))).toEqual(["slugLong"]);
  });

  it("lists blocking findings first, in language order, and counts them", () => {
    const findings = checkPostSeo(post({ summaryEn: "Short.", imageAltEn: "", contentAr: "## أ\n\n![](/uploads/x)", slug: "x-123456" }), context());
    expect(kinds(findings)).toEqual(["coverAltMissing:en", "imageAltMissing:ar", "descriptionShort:en", "slugNumber"]);
    expect(countBlocking(findings)).toBe(2);
  });

  it("skips the body of a text past the renderer's limits, which the page shows as plain text", () => {
    const nested = `${"> ".repeat(25)}![](/uploads/x)`;
    expect(kinds(checkPostSeo(post({ contentEn: nested }), context()))).toEqual([]);
  });

  it("gives every kind a severity", () => {
    expect(new Set(Object.values(seoSeverities))).toEqual(new Set(["blocking", "advice"]));
  });
});

describe("effective titles and descriptions", () => {
  it("defaults to the title with the firm's name and to the summary", () => {
    expect(effectiveSearchTitle(post(), "ar", "سند")).toBe("تعيين مدير مالي | سند");
    expect(effectiveSearchTitle(post({ searchTitleAr: " عنوان البحث " }), "ar", "سند")).toBe("عنوان البحث");
    expect(effectiveSearchTitle(post({ titleEn: "" }), "en", "Sanad")).toBe("");
    expect(effectiveDescription(post({ searchDescriptionEn: "Own" }), "en")).toBe("Own");
    expect(effectiveDescription(post(), "ar")).toBe(post().summaryAr);
  });
});

describe("sitePathOf", () => {
  it("reads a link as a path of this site without its language, or null when it is not a page here", () => {
    expect(sitePathOf("/ar/blog/x/", "a", origin)).toBe("/blog/x");
    expect(sitePathOf("/ar", "a", origin)).toBe("/");
    expect(sitePathOf("https://firm.example/contact#form", "a", origin)).toBe("/contact");
    expect(sitePathOf("other-post", "a", origin)).toBe("/blog/other-post");
    expect(sitePathOf("/blog/%D8%A3", "a", origin)).toBe("/blog/أ");
    expect(sitePathOf("//evil.example/x", "a", origin)).toBeNull();
    expect(sitePathOf("tel:+966", "a", origin)).toBeNull();
    expect(sitePathOf("/images/blog/a.svg", "a", origin)).toBeNull();
  });
});
