// `npm start`: builds the site when there is no build yet, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js") || process.env.REBUILD === "true") {
  console.log("No build found: building the site first (this takes a minute)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server.js");
