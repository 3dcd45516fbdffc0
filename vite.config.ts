import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

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
  plugins: [tailwindcss(), reactRouter(), serverWorkers()],
});
