// Entry point. Production runs the bundle `react-router build` made from
// server/main.ts; development (NODE_ENV=development) runs it through Vite.
import path from "node:path";

if (process.env.NODE_ENV === "development") {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  const { start } = await vite.ssrLoadModule("./server/main.ts");
  await start({
    devMiddleware: vite.middlewares,
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  });
} else {
  const { start } = await import("./build/server/index.js");
  await start({ staticRoot: path.resolve("build/client") });
}
