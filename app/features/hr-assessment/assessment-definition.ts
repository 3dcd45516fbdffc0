// Moved to definition.ts (decision 028). Kept only for the files being changed by another change at the same time
// (the report, notification, export and create use cases, and the report tests); removed once they import definition.ts.
export * from "./definition";
