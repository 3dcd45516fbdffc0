import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Express server, so the API, the services
  // and the rendered pages share one module graph (one database client).
  environments: { ssr: { build: { rollupOptions: { input: "./server/main.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
});
