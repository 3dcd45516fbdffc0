import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { build, defineConfig, type Plugin } from "vite";

/**
 * Worker threads of the server (the results PDFs' pool, decision 013): Vite
 * builds `new URL("./x.worker.ts", import.meta.url)` only for the browser, so
 * in the server build each such module becomes a file of its own beside the
 * bundle (build/server/x.worker.js) and the URL points there, relative to
 * whichever chunk holds it. From the sources (tests, `npm run dev`) the URL
 * stays the TypeScript file's.
 */
function serverWorkers(): Plugin {
  const workerUrl = /new URL\(\s*(["'])(\.\/[\w.-]+\.worker\.ts)\1\s*,\s*import\.meta\.url\s*\)/g;
  // Rollup's reference ids use `$` and `_` too, so the id is bracketed rather than matched as a word.
  const placeholder = /__SERVER_WORKER\[([^\]]+)\]__/g;
  return {
    name: "server-workers",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!code.includes(".worker.ts")) return null;
      const replaced = code.replace(workerUrl, (_match, _quote, file: string) => {
        const referenceId = this.emitFile({ type: "chunk", id: path.resolve(path.dirname(id), file), fileName: path.basename(file).replace(/\.ts$/, ".js") });
        return `new URL("__SERVER_WORKER[${referenceId}]__", import.meta.url)`;
      });
      return replaced === code ? null : { code: replaced, map: null };
    },
    renderChunk(code, chunk) {
      if (!code.includes("__SERVER_WORKER[")) return null;
      return code.replace(placeholder, (_match, referenceId: string) => {
        const relative = path.posix.relative(path.posix.dirname(chunk.fileName), this.getFileName(referenceId));
        return relative.startsWith(".") ? relative : `./${relative}`;
      });
    },
    // A worker address left unresolved would only fail when a report is asked for: fail the build instead.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.code.includes("__SERVER_WORKER")) this.error(`${file.fileName} still holds a server worker's placeholder`);
      }
    },
  };
}

/**
 * The public pages' own scripts (decision 040): `app/islands/boot.ts` runs
 * on every page, with or without React; `app/islands/entry.tsx` hydrates the
 * islands of a page of islands. Each is built on its own (boot as one
 * self-contained file: a static page makes one request for script, not one
 * per module it shares with the React app; the entry with React DOM and a
 * chunk per island, without React Router) and added to the client build's
 * assets (hashed names, immutable caching). The server learns its
 * address from `virtual:island-scripts`: the client build runs first (React
 * Router's `buildApp`) and this one plugin instance serves both builds. In
 * development Vite serves the source file itself.
 */
function islandScripts(): Plugin {
  const virtualId = "virtual:island-scripts";
  const resolvedId = `\0${virtualId}`;
  // boot: one self-contained file; entry: the islands' React, with a chunk per island (its dynamic imports).
  const sources = { boot: "app/islands/boot.ts", entry: "app/islands/entry.tsx" } as const;
  type Scripts = Record<keyof typeof sources, string>;
  let command: "build" | "serve" = "build";
  let built: Scripts | null = null;
  return {
    name: "island-scripts",
    configResolved(config) {
      command = config.command;
    },
    async generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      const entries = Object.entries(sources) as [keyof typeof sources, string][];
      const files = await Promise.all(
        entries.map(async ([name, source]) => {
          const output = await build({
            configFile: false,
            logLevel: "warn",
            resolve: { tsconfigPaths: true },
            build: {
              write: false,
              minify: true,
              modulePreload: { polyfill: false },
              rolldownOptions: {
                input: path.resolve(source),
                // The entry's exports are its interface (boot calls `hydrateIslands`); an app build would drop them.
                preserveEntrySignatures: "exports-only",
                output: { entryFileNames: `assets/${name}-[hash].js`, chunkFileNames: `assets/${name}-[name]-[hash].js` },
              },
            },
          });
          const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ("output" in result ? result.output : [])).filter((file) => file.type === "chunk");
          if (name === "boot" && chunks.length !== 1) this.error(`${source} must build to one self-contained file, got ${chunks.length}`);
          let entryFile = "";
          for (const chunk of chunks) {
            // Kept under the names the chunks import each other by.
            this.emitFile({ type: "asset", fileName: chunk.fileName, source: chunk.code });
            if (chunk.isEntry) entryFile = chunk.fileName;
          }
          return [name, `/${entryFile}`] as const;
        }),
      );
      built = Object.fromEntries(files) as Scripts;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      if (command === "serve") return `export default ${JSON.stringify(Object.fromEntries(Object.entries(sources).map(([name, source]) => [name, `/${source}`])))};`;
      if (this.environment.name === "client") this.error(`${virtualId} is for the server: the browser build cannot know its own file names`);
      if (!built) this.error(`${virtualId}: the client build did not make the island scripts`);
      return `export default ${JSON.stringify(built)};`;
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Express server, so the API, the services
  // and the rendered pages share one module graph (one database client).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A page's first load in a few files rather than dozens: on a
            // phone each extra request costs a round trip before first paint
            // (docs/decisions/020-speed-and-page-cache.md). React and React
            // Router go together; the icons every page shares go together
            // (each is a few hundred bytes).
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: { rollupOptions: { input: "./server/main.ts" } },
      // Bundled into the server build, so only the parts the site uses are
      // loaded: the icon set and the ORM are large as whole packages (about
      // 30 and 200 MB of memory at start). React and React Router stay
      // external: the Express adapter must share their one copy.
      resolve: { noExternal: ["lucide-react", "drizzle-orm"] },
    },
  },
  plugins: [tailwindcss(), reactRouter(), serverWorkers(), islandScripts()],
});
