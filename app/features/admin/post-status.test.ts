import { describe, expect, it } from "vitest";
import { blogPostStatuses, siteSections } from "#db/schema";
import { contentSections, postStatuses } from "./post-status";

describe("browser copies of database enums", () => {
  it("lists the same post statuses as the schema", () => {
    expect([...postStatuses]).toEqual([...blogPostStatuses]);
  });

  it("lists the same site sections as the schema", () => {
    expect([...contentSections]).toEqual([...siteSections]);
  });
});
