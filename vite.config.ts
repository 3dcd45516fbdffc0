import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Express server, so the API, the services
  // and the rendered pages share one module graph (one database client).
  environments: {
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
