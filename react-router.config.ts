import type { Config } from "@react-router/dev/config";
import { ensurePgliteTemplate } from "./db/pglite-cluster";

export default {
  ssr: true,
  // Every build also makes the empty embedded-database template, so a new
  // data folder starts in a second instead of running initdb (db/pglite-cluster.ts).
  async buildEnd() {
    await ensurePgliteTemplate();
  },
} satisfies Config;
