import { describe, expect, it } from "vitest";
import { siteSections } from "#db/schema";
import { contentSections } from "./content-sections";

describe("browser copy of the site sections enum", () => {
  it("lists the same site sections as the schema", () => {
    expect([...contentSections]).toEqual([...siteSections]);
  });
});
