// A child process for shutdown tests: the real server (server/main.ts's start(): configuration from the
// environment, database, API, outbox, signals) without the built pages, which these tests do not need.
import type { AddressInfo } from "node:net";
import { start } from "../main";

const server = await start({ loadBuild: () => Promise.reject(new Error("pages are not built in this test")) });
process.send?.({ port: (server.address() as AddressInfo).port });
