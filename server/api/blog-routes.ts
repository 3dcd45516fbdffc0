import { Router } from "express";
import { findPublishedPost } from "~/features/blog/find-published-post.server";
import { listPublishedPosts } from "~/features/blog/list-published-posts.server";
import { AppError } from "~/lib/app-error";
import type { ApiDeps } from "./deps";

/** `GET /api/blog` (published posts, newest first) and `GET /api/blog/:slug` (one with its content). */
export function blogRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/blog", async (_req, res) => {
    res.json({ posts: await listPublishedPosts(db) });
  });

  router.get("/blog/:slug", async (req, res) => {
    const post = await findPublishedPost(db, req.params.slug);
    if (!post) throw new AppError("NOT_FOUND");
    res.json({ post });
  });

  return router;
}
