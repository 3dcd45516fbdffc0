declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** The plain scripts' built addresses (vite.config.ts, `islandScripts`). */
declare module "virtual:island-scripts" {
  const scripts: { boot: string; entry: string };
  export default scripts;
}
