import { describe, expect, it } from "vitest";
import { blogPostStatuses } from "#db/schema";
import { postStatuses } from "./post-status";

describe("browser copies of database enums", () => {
  it("lists the same post statuses as the schema", () => {
    expect([...postStatuses]).toEqual([...blogPostStatuses]);
  });
});
