import scripts from "virtual:island-scripts";

/**
 * The built addresses of the plain boot script and of the islands' entry
 * (vite.config.ts, `islandScripts`; the source files in development).
 */
export const islandScriptUrls: { boot: string; entry: string } = scripts;
