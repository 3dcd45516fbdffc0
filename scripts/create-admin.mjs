// `npm run create-admin`: creates the first administrator (or resets an
// existing account's password and makes it admin) from the terminal;
// `npm run create-admin -- --reset-second-factor <username>` removes an
// account's second factors instead (decision 038).
//
// It runs the project's TypeScript use case through Vite's module loader, the
// way `npm run dev` runs the server, so there is nothing to build first. The
// password is typed twice and never echoed. Reads DATABASE_URL / DATA_DIR like
// the server; with the embedded database, stop the server first.
import readline from "node:readline";
import { Writable } from "node:stream";
import path from "node:path";
import { fileURLToPath } from "node:url";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`This needs Node.js 24 (found ${process.versions.node}). Run it as \`npm run create-admin\`, which uses the project's own Node.`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

// Echo goes through this stream, so it can be muted while a password is typed.
let muted = false;
const output = new Writable({
  write(chunk, encoding, callback) {
    if (!muted) process.stdout.write(chunk, encoding);
    callback();
  },
});
const terminal = Boolean(process.stdin.isTTY && process.stdout.isTTY);
const rl = readline.createInterface({ input: process.stdin, output, terminal });
rl.on("SIGINT", () => {
  process.stdout.write("\nCancelled; nothing was changed.\n");
  process.exit(130);
});
// The iterator buffers lines, so piped answers are not lost between questions.
const lines = rl[Symbol.asyncIterator]();
const nextLine = async () => {
  const { value, done } = await lines.next();
  return done ? "" : String(value);
};

const io = {
  ask: async (question) => {
    process.stdout.write(question);
    const answer = await nextLine();
    if (!terminal) process.stdout.write("\n");
    return answer;
  },
  askSecret: async (question) => {
    process.stdout.write(question);
    muted = true;
    try {
      return await nextLine();
    } finally {
      muted = false;
      process.stdout.write("\n");
    }
  },
  say: (line) => console.log(line),
  warn: (line) => console.error(line),
};

const { createServer } = await import("vite");
const vite = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  appType: "custom",
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});

let code = 1;
try {
  const { runCreateAdminCli } = await vite.ssrLoadModule("/app/features/auth/create-admin-cli.server.ts");
  code = await runCreateAdminCli(io, process.env, process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  rl.close();
  await vite.close();
}
process.exit(code);
