import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
  plugins: [tailwindcss(), reactRouter()],
});
