import express, { Router, type Request, type RequestHandler } from "express";
import { getAdminStats } from "~/features/admin/get-admin-stats.server";
import { articleSubmissionSchema, blogPostCreateSchema, blogPostUpdateSchema } from "~/features/blog/blog-post.schema";
import { createBlogPost } from "~/features/blog/create-blog-post.server";
import { deleteBlogPost } from "~/features/blog/delete-blog-post.server";
import { postDeletionSchema } from "~/features/blog/redirects/redirect.schema";
import { findBlogPost } from "~/features/blog/find-blog-post.server";
import { comparePostRevisions } from "~/features/blog/compare-post-revisions.server";
import { listBlogPosts } from "~/features/blog/list-blog-posts.server";
import { listPostRevisions } from "~/features/blog/list-post-revisions.server";
import { listSeoReport } from "~/features/blog/list-seo-report.server";
import { loadSeoContext } from "~/features/blog/load-seo-context.server";
import { markTranslationReviewed } from "~/features/blog/mark-translation-reviewed.server";
import { restorePostRevision } from "~/features/blog/restore-post-revision.server";
import { listMyArticles } from "~/features/blog/list-my-articles.server";
import { listPendingPosts } from "~/features/blog/list-pending-posts.server";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "~/features/blog/post-preview-links.server";
import { postStatuses, type PostStatus } from "~/features/blog/post-status";
import { getMyArticle, resubmitMyArticle } from "~/features/blog/my-article.server";
import { changesRequestSchema, rejectionSchema } from "~/features/blog/review-decision.schema";
import { reviewPendingPost } from "~/features/blog/review-pending-post.server";
import { submitArticle } from "~/features/blog/submit-article.server";
import { updateBlogPost } from "~/features/blog/update-blog-post.server";
import { deleteUploadedImage } from "~/features/uploads/delete-uploaded-image.server";
import { listUploadedImages } from "~/features/uploads/list-uploaded-images.server";
import { saveUploadedImage } from "~/features/uploads/save-uploaded-image.server";
import { AppError } from "~/lib/app-error";
import { UPLOAD_MAX_BYTES, uploadContentTypes } from "~/lib/image-type";
import { parseListQuery } from "~/lib/list-query";
import { requestLanguage } from "../middleware/request-language";
import { currentUser, requireRole, requireUser } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/** `?status=` when it names a post status; anything else filters nothing. */
function statusOf(req: Request): PostStatus | undefined {
  return typeof req.query.status === "string" && (postStatuses as readonly string[]).includes(req.query.status) ? (req.query.status as PostStatus) : undefined;
}

/**
 * The dashboard's blog calls (stats, posts, pending review) and a signed-in
 * user's own articles (`/api/articles`).
 */
export function adminBlogRoutes({ db, config, signingSecret }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/stats", requireRole("admin"), async (_req, res) => {
    res.json(await getAdminStats(db));
  });

  router.get("/admin/blog", requireRole("admin", "editor"), async (req, res) => {
    const status = statusOf(req);
    // `translation=update`: the posts whose translations need work (decision 042).
    res.json(await listBlogPosts(db, { ...parseListQuery(req.query), status, translationToUpdate: req.query.translation === "update" }, config.PUBLIC_URL));
  });

  // The search check (decision 045): the site-wide report, and what the editor checks a post against. Before `/admin/blog/:id`.
  router.get("/admin/blog/seo-report", requireRole("admin", "editor"), async (req, res) => {
    res.json(await listSeoReport(db, { ...parseListQuery(req.query), status: statusOf(req) }, config.PUBLIC_URL));
  });

  router.get("/admin/blog/seo-context", requireRole("admin", "editor"), async (_req, res) => {
    res.json({ context: await loadSeoContext(db, config.PUBLIC_URL) });
  });

  router.get("/admin/blog/:id", requireRole("admin", "editor"), async (req, res) => {
    res.json({ post: await findBlogPost(db, parseIdParam(req.params.id, "blogAdmin.error.notFound")) });
  });

  router.post("/admin/blog", requireRole("admin", "editor"), async (req, res) => {
    const values = blogPostCreateSchema.parse(req.body ?? {});
    res.status(201).json({ post: await createBlogPost(db, values, auditContextOf(req)) });
  });

  router.put("/admin/blog/:id", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const values = blogPostUpdateSchema.parse(req.body ?? {});
    res.json({ post: await updateBlogPost(db, id, values, auditContextOf(req)) });
  });

  // The spec's call sends no body; `{ redirectTo }` sends a published post's readers to another page instead of "removed" (decision 043).
  router.delete("/admin/blog/:id", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const { redirectTo } = postDeletionSchema.parse(req.body ?? {});
    await deleteBlogPost(db, id, auditContextOf(req), { redirectTo });
    res.status(204).end();
  });

  // Private preview links of a post (decision 042): listed, made, ended.
  router.get("/admin/blog/:id/preview-links", requireRole("admin", "editor"), async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    res.json({ links: await listPreviewLinks(db, { postId, secret: signingSecret }) });
  });

  router.post("/admin/blog/:id/preview-links", requireRole("admin", "editor"), async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    res.status(201).json({ link: await createPreviewLink(db, { postId, secret: signingSecret, audit: auditContextOf(req) }) });
  });

  router.delete("/admin/blog/:id/preview-links/:linkId", requireRole("admin", "editor"), async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const linkId = parseIdParam(req.params.linkId, "blogAdmin.preview.error.notFound");
    await revokePreviewLink(db, { postId, linkId, audit: auditContextOf(req) });
    res.status(204).end();
  });

  // Revisions and the linked pair of languages (decision 042): the history, a comparison, a restore, "Mark as up to date".
  router.get("/admin/blog/:id/revisions", requireRole("admin", "editor"), async (req, res) => {
    res.json(await listPostRevisions(db, parseIdParam(req.params.id, "blogAdmin.error.notFound")));
  });

  router.get("/admin/blog/:id/revisions/compare", requireRole("admin", "editor"), async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const from = parseIdParam(req.query.from);
    const to = parseIdParam(req.query.to);
    res.json(await comparePostRevisions(db, { postId, from, to }));
  });

  router.post("/admin/blog/:id/revisions/:number/restore", requireRole("admin", "editor"), async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const revision = parseIdParam(req.params.number);
    res.json({ post: await restorePostRevision(db, { postId, revision, audit: auditContextOf(req) }) });
  });

  router.post("/admin/blog/:id/translation/:language/reviewed", requireRole("admin", "editor"), async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const language = req.params.language;
    if (language !== "en" && language !== "ar") throw new AppError("NOT_FOUND");
    res.json({ state: await markTranslationReviewed(db, { postId, language, audit: auditContextOf(req) }) });
  });

  router.get("/admin/pending-posts", requireRole("admin", "editor"), async (req, res) => {
    res.json(await listPendingPosts(db, parseListQuery(req.query)));
  });

  // A review's decision (decision 042): the spec's approve and reject (no body; a rejection may carry a comment) and a request for changes (a comment).
  const review = (req: Request) => ({ audit: auditContextOf(req), publicUrl: config.PUBLIC_URL });
  router.post("/admin/pending-posts/:id/approve", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    await reviewPendingPost(db, id, { kind: "approve" }, review(req));
    res.json({ id, status: "published" });
  });

  router.post("/admin/pending-posts/:id/reject", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const { comment } = rejectionSchema.parse(req.body ?? {});
    await reviewPendingPost(db, id, { kind: "reject", comment }, review(req));
    res.json({ id, status: "rejected" });
  });

  router.post("/admin/pending-posts/:id/request-changes", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const { comment } = changesRequestSchema.parse(req.body ?? {});
    await reviewPendingPost(db, id, { kind: "request_changes", comment }, review(req));
    res.json({ id, status: "changes_requested" });
  });

  router.get("/articles/mine", requireUser, async (req, res) => {
    res.json(await listMyArticles(db, currentUser(req).id, parseListQuery(req.query)));
  });

  router.post("/articles", requireUser, async (req, res) => {
    const values = articleSubmissionSchema.parse(req.body ?? {});
    res.status(201).json({ post: await submitArticle(db, { userId: currentUser(req).id, values, lang: requestLanguage(req) }) });
  });

  // A member's own article: read whole, and sent again after the reviewer asked for changes.
  router.get("/articles/:id", requireUser, async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    res.json({ post: await getMyArticle(db, { userId: currentUser(req).id, postId }) });
  });

  router.put("/articles/:id", requireUser, async (req, res) => {
    const postId = parseIdParam(req.params.id, "blogAdmin.error.notFound");
    const values = articleSubmissionSchema.parse(req.body ?? {});
    res.json({ post: await resubmitMyArticle(db, { userId: currentUser(req).id, postId, values, lang: requestLanguage(req) }) });
  });

  return router;
}

/**
 * `POST /api/admin/uploads`: the image itself is the body (JPEG, PNG or
 * WebP, up to 5 MB and 8,000 pixels a side), audited. Mounted before the API's JSON-only body parser, so it
 * checks the CSRF token itself.
 */
export function adminUploadRoutes({ db, csrf }: ApiDeps): Router {
  const router = Router();
  const raw = express.raw({ type: [...uploadContentTypes], limit: UPLOAD_MAX_BYTES });
  const readImage: RequestHandler = (req, res, next) => {
    raw(req, res, (error?: unknown) => {
      const e = error as { type?: string; status?: number } | undefined;
      if (e?.type === "entity.too.large" || e?.status === 413) return next(new AppError("PAYLOAD_TOO_LARGE", { message: "admin.upload.error.tooLarge" }));
      next(error);
    });
  };

  router.post("/admin/uploads", csrf.verify, requireRole("admin", "editor"), readImage, async (req, res) => {
    if (!Buffer.isBuffer(req.body)) {
      const declared = req.get("content-type")?.split(";")[0].trim().toLowerCase() ?? "";
      if ((uploadContentTypes as readonly string[]).includes(declared)) throw new AppError("VALIDATION", { message: "admin.upload.error.empty" });
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: "admin.upload.error.notImage" });
    }
    const saved = await saveUploadedImage(db, { bytes: req.body, audit: auditContextOf(req) });
    res.status(201).json({ url: saved.url });
  });

  // The media library (issue 27 item 6): the uploaded images with where each is shown, and deleting one no longer shown.
  router.get("/admin/uploads", requireRole("admin", "editor"), async (req, res) => {
    res.json(await listUploadedImages(db, parseListQuery(req.query)));
  });

  router.delete("/admin/uploads/:id", csrf.verify, requireRole("admin", "editor"), async (req, res) => {
    await deleteUploadedImage(db, String(req.params.id), auditContextOf(req));
    res.status(204).end();
  });

  return router;
}
