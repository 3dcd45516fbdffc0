import { z } from "zod";

// Zod probes `new Function` when it builds an object schema unless it runs
// jitless; the site's Content-Security-Policy forbids eval, and the probe alone
// is reported as a violation in the browser. Every module that builds schemas
// imports this first, whatever order the browser loads route modules in.
z.config({ jitless: true });
