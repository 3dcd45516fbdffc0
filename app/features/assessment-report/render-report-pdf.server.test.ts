import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { renderReportPdf } from "./render-report-pdf.server";
import type { ReportDocument } from "./report-document";

const now = new Date("2026-11-22T08:00:00Z");

const questionsEn = [
  "To what extent does your leadership team anticipate market disruptions and prepare the organisation before they arrive?",
  "To what extent do your senior leaders personally drive digital transformation, rather than leaving it to the IT function?",
  "To what extent do your leaders build a culture in which people are encouraged to test new ideas and learn from failure?",
  "To what extent does your organisation systematically identify and develop its next generation of leaders?",
  "To what extent can your leadership team make important decisions quickly and change course when conditions change?",
  "To what extent are sustainability goals built into your strategy and your leaders' objectives?",
  "To what extent do your leaders base key decisions on data and analytics rather than on intuition alone?",
  "To what extent do your leaders build diverse teams and an inclusive culture in which every voice is heard?",
  "To what extent do your leaders understand global markets and work effectively across cultures and borders?",
  "To what extent are your leadership priorities and talent plans aligned with the goals of Saudi Vision 2030?",
];
const questionsAr = [
  "إلى أي مدى يتوقع فريقك القيادي اضطرابات السوق ويهيئ المؤسسة لها قبل وقوعها؟",
  "إلى أي مدى يقود كبار القادة التحول الرقمي بأنفسهم بدلا من تركه لإدارة تقنية المعلومات؟",
  "إلى أي مدى يبني قادتكم ثقافة تشجع الموظفين على تجربة الأفكار الجديدة والتعلم من الإخفاق؟",
  "إلى أي مدى تحدد مؤسستك الجيل القادم من القادة وتطوره بشكل منهجي؟",
  "إلى أي مدى يستطيع فريقك القيادي اتخاذ القرارات المهمة بسرعة وتغيير المسار عند تغير الظروف؟",
  "إلى أي مدى تدمج أهداف الاستدامة في استراتيجيتكم وأهداف قادتكم؟",
  "إلى أي مدى يبني قادتكم قراراتهم الرئيسية على البيانات والتحليلات لا على الحدس وحده؟",
  "إلى أي مدى يبني قادتكم فرقا متنوعة وثقافة شاملة يسمع فيها كل صوت؟",
  "إلى أي مدى يفهم قادتكم الأسواق العالمية ويعملون بفاعلية عبر الثقافات والحدود؟",
  "إلى أي مدى تتوافق أولويات القيادة وخطط المواهب مع أهداف رؤية السعودية 2030؟",
];

const english: ReportDocument = {
  lang: "en",
  firmName: "Sanad Executive Partners",
  pageNumber: "Page {page} of {count}",
  title: "Leadership Future-Readiness Assessment",
  subtitleLines: ["Prepared for Layla Al-Qahtani", "Najd Logistics Company"],
  dateText: "November 22, 2026",
  score: { value: 42, max: 50, display: "42 / 50", label: "Future-Ready", tone: "green", caption: "Your score" },
  sections: [
    {
      kind: "paragraphs",
      heading: "What your score means",
      paragraphs: ["Your leadership team shows strong readiness for the changes ahead. You anticipate disruption and lead digital change from the top."],
    },
    {
      kind: "bullets",
      heading: "Recommended next steps",
      items: [
        "Run a leadership succession review for your top 20 roles within the next 90 days.",
        "Build a global-mindset programme for senior leaders.",
        "Book a free 30-minute consultation with our partners.",
      ],
    },
    { kind: "answers", heading: "Your answers", rows: questionsEn.map((question, i) => ({ question: `${i + 1}. ${question}`, answer: "4 – Significantly" })) },
  ],
  footerLines: ["Discuss your results with a partner: consult@sanad-partners.sa", "sanad-partners.sa"],
};

const arabic: ReportDocument = {
  lang: "ar",
  firmName: "سند للبحث التنفيذي",
  pageNumber: "صفحة {page} من {count}",
  title: "تقييم جاهزية القيادة للمستقبل",
  subtitleLines: ["أعد لـ ليلى القحطاني", "شركة نجد للخدمات اللوجستية"],
  dateText: "22 نوفمبر 2026",
  score: { value: 42, max: 50, display: "42 / 50", label: "جاهز للمستقبل", tone: "green", caption: "درجتكم" },
  sections: [
    {
      kind: "paragraphs",
      heading: "ماذا تعني درجتكم",
      paragraphs: ["حصلت على 42 من 50 نقطة في تقييم Leadership Pulse، ويظهر فريقك القيادي جاهزية قوية للتغيرات القادمة."],
    },
    {
      kind: "bullets",
      heading: "الخطوات التالية الموصى بها",
      items: [
        "راجعوا خطة التعاقب القيادي لأهم 20 منصبا خلال 90 يوما القادمة.",
        "أطلقوا برنامجا لتعزيز العقلية العالمية لدى كبار القادة.",
        "احجزوا استشارة مجانية مدتها 30 دقيقة مع شركائنا.",
      ],
    },
    { kind: "answers", heading: "إجاباتكم", rows: questionsAr.map((question, i) => ({ question: `${i + 1}. ${question}`, answer: "4 – بدرجة كبيرة" })) },
  ],
  footerLines: ["ناقش نتائجك مع أحد الشركاء: consult@sanad-partners.sa"],
};

const hrArabic: ReportDocument = {
  lang: "ar",
  firmName: "سند للبحث التنفيذي",
  pageNumber: "صفحة {page} من {count}",
  title: "تقييم نضج الموارد البشرية",
  dateText: "22 نوفمبر 2026",
  score: { value: 61.5, max: 100, display: "61.50%", label: "قيد التطوير", tone: "yellow" },
  sections: [
    {
      kind: "bars",
      heading: "النتائج حسب الفئة",
      rows: [
        { label: "استقطاب المواهب", percent: 82, tone: "green", note: "قوي" },
        { label: "التعلم والتطوير", percent: 64, tone: "yellow", note: "قيد التطوير" },
        { label: "إدارة الأداء", percent: 47.5, tone: "red", note: "يحتاج إلى اهتمام", percentText: "47.5%" },
        { label: "التعويضات والمزايا", percent: 70, tone: "yellow" },
        { label: "تقنية الموارد البشرية", percent: 3, tone: "red" },
      ],
    },
  ],
};

const raw = (pdf: Buffer) => pdf.toString("latin1");
const pageCount = (pdf: Buffer) => raw(pdf).match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
const embeddedFonts = (pdf: Buffer) => [...new Set([...raw(pdf).matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]))].sort();

/** A metadata entry (`/Title 15 0 R` → `15 0 obj (…) endobj`), decoded. */
function infoEntry(pdf: Buffer, key: string): string | undefined {
  const text = raw(pdf);
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];
  const literal = ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1] : undefined;
  if (literal === undefined) return undefined;
  const bytes = Buffer.from(
    literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
      const named: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
      return /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (named[c] ?? c);
    }),
    "latin1",
  );
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString("utf16le") : bytes.toString("latin1");
}

const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

/**
 * The text as a reader copies it (poppler), without spaces, line breaks and
 * direction marks: poppler wraps numbers and Latin words inside Arabic lines
 * in embedding marks and moves the spaces around them, but the letters come
 * out in reading order.
 */
const compact = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e]/g, "");
function extractText(pdf: Buffer): string {
  return compact(execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8"));
}

describe("renderReportPdf", () => {
  it("renders an English report as an A4 PDF with its title, author and language, in IBM Plex Sans only", async () => {
    const pdf = await renderReportPdf(english, { now });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(raw(pdf).trimEnd().endsWith("%%EOF")).toBe(true);
    expect(raw(pdf)).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(raw(pdf)).toContain("/Lang (en)");
    expect(infoEntry(pdf, "Title")).toBe("Leadership Future-Readiness Assessment");
    expect(infoEntry(pdf, "Author")).toBe("Sanad Executive Partners");
    expect(infoEntry(pdf, "CreationDate")).toBe("D:20261122080000Z");
    expect(embeddedFonts(pdf)).toEqual(["IBMPlexSans-Regular", "IBMPlexSans-SemiBold"]);
    expect(pageCount(pdf)).toBe(2);
  });

  it("renders an Arabic report with the Arabic face, and the Latin face for its digits and Latin words", async () => {
    const pdf = await renderReportPdf(arabic, { now });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(raw(pdf)).toContain("/Lang (ar)");
    expect(infoEntry(pdf, "Title")).toBe("تقييم جاهزية القيادة للمستقبل");
    expect(infoEntry(pdf, "Author")).toBe("سند للبحث التنفيذي");
    expect(embeddedFonts(pdf)).toEqual(["IBMPlexSans-Regular", "IBMPlexSans-SemiBold", "IBMPlexSansArabic-Regular", "IBMPlexSansArabic-SemiBold"]);
    expect(pageCount(pdf)).toBe(2);
  });

  it("adds pages as the sections grow, in both languages", async () => {
    for (const doc of [english, arabic]) {
      const answers = doc.sections.at(-1)!;
      const long = { ...doc, sections: [...doc.sections, answers, answers, answers] };
      expect(pageCount(await renderReportPdf(long, { now }))).toBeGreaterThanOrEqual(4);
    }
  });

  it("gives the same bytes for the same document and date", async () => {
    const [first, second] = await Promise.all([renderReportPdf(arabic, { now }), renderReportPdf(arabic, { now })]);
    expect(first.equals(second)).toBe(true);
  });

  it("copes with a bare document and with out-of-range numbers", async () => {
    const bare: ReportDocument = {
      lang: "ar",
      firmName: "سند",
      pageNumber: "صفحة {page} من {count}",
      title: "",
      dateText: "",
      score: { value: 7, max: 0, display: "", label: "", tone: "red" },
      sections: [
        { kind: "paragraphs", heading: "", paragraphs: [] },
        { kind: "bullets", heading: "—", items: ["", "https://sanad-partners.sa/ar/leadership-assessment/results/very-long-link-without-spaces"] },
        { kind: "bars", heading: "—", rows: [{ label: "x", percent: 140, tone: "green" }, { label: "y", percent: -5, tone: "red" }] },
        { kind: "answers", heading: "—", rows: [] },
      ],
      footerLines: [],
    };
    const pdf = await renderReportPdf(bare, { now });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBe(1);
  });

  describe.skipIf(!hasPdftotext)("text a reader extracts (poppler's pdftotext)", () => {
    it("reads the English report in order, with page numbers", async () => {
      const text = extractText(await renderReportPdf(english, { now }));
      for (const expected of [
        "Sanad Executive Partners",
        "Leadership Future-Readiness Assessment",
        "Prepared for Layla Al-Qahtani",
        "42 / 50",
        "Future-Ready",
        "Recommended next steps",
        "Run a leadership succession review for your top 20 roles within the next 90 days.",
        "Saudi Vision 2030?",
        "Page 1 of 2",
        "Page 2 of 2",
      ]) {
        expect(text).toContain(compact(expected));
      }
      expect(text.indexOf(compact("What your score means"))).toBeLessThan(text.indexOf(compact("Your answers")));
    });

    it("reads the Arabic report in reading order: joined letters map back to the right letters, numbers and Latin words in place", async () => {
      const text = extractText(await renderReportPdf(arabic, { now }));
      for (const expected of [
        "سند للبحث التنفيذي",
        "أعد لـ ليلى القحطاني",
        "جاهز للمستقبل",
        "حصلت على 42 من 50 نقطة في تقييم",
        "Leadership Pulse",
        "رؤية السعودية 2030؟",
        "الخطوات التالية الموصى بها",
        "راجعوا خطة التعاقب القيادي لأهم 20 منصبا خلال 90 يوما القادمة.",
        "consult@sanad-partners.sa",
        "صفحة 1 من 2",
        "صفحة 2 من 2",
      ]) {
        expect(text).toContain(compact(expected));
      }
      expect(text.indexOf(compact("ماذا تعني درجتكم"))).toBeLessThan(text.indexOf("إجاباتكم"));
    });

    it("shows the bars' percentages and ratings", async () => {
      const text = extractText(await renderReportPdf(hrArabic, { now }));
      for (const expected of ["استقطاب المواهب", "47.5%", "يحتاج إلى اهتمام", "61.50%"]) expect(text).toContain(compact(expected));
    });
  });
});
