// Entry point. Production runs the bundle `react-router build` made from
// server/main.ts; development (NODE_ENV=development) runs it through Vite.
import path from "node:path";

if (process.env.NODE_ENV === "development") {
  // Vite loads the app with the "development" export condition; Node must load
  // the Express adapter's copy of react-router with it too, or the two copies
  // disagree about the request context. `npm run dev` passes the flag.
  if (!process.execArgv.some((arg) => arg.includes("conditions=development") || arg === "-C")) {
    console.error("Development mode needs Node's --conditions=development flag: run `npm run dev`.");
    process.exit(1);
  }
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
