import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Dashboard and page components read through useApiData / usePagedList and
 * write through their feature's api/ call files (issue 22 item 1): lint refuses
 * the request layer in a component, and a read call file used from an effect.
 * Probe files are linted in memory, never written.
 */
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("how components reach the API", { timeout: 60_000 }, () => {
  it("a component may not import the request layer's calls, only ApiError", async () => {
    const errors = await restrictedImports(
      "app/features/leads/components/read-probe.tsx",
      'import { ApiError, apiRequest, getJson } from "~/lib/api-client";\n\nexport const probe = [ApiError, apiRequest, getJson];\n',
    );
    expect(errors).toEqual([expect.stringContaining("Components read through useApiData"), expect.stringContaining("Components read through useApiData")]);
    expect(await restrictedImports("app/routes/read-probe.tsx", 'import { getJson } from "~/lib/api-client";\n\nexport const probe = getJson;\n')).toHaveLength(1);
    expect(await restrictedImports("app/features/leads/components/read-probe.tsx", 'import { ApiError } from "~/lib/api-client";\n\nexport const probe = ApiError;\n')).toEqual([]);
  });

  it("a component may not read through a call file; writes through call files are fine", async () => {
    const errors = await restrictedImports("app/features/blog/components/editor/read-probe.tsx", 'import { getPost } from "../../api/get-blog-post";\n\nexport const probe = getPost;\n');
    expect(errors).toEqual([expect.stringContaining("reads through useApiData/usePagedList")]);
    expect(await restrictedImports("app/features/blog/components/editor/read-probe.tsx", 'import { createBlogPost } from "../../api/create-blog-post";\n\nexport const probe = createBlogPost;\n')).toEqual([]);
  });

  it("the hook and the call files themselves hold the request layer", async () => {
    expect(await restrictedImports("app/components/data-table/use-api-data.ts", 'import { getJson } from "~/lib/api-client";\n\nexport const probe = getJson;\n')).toEqual([]);
    expect(await restrictedImports("app/features/blog/api/probe.ts", 'import { apiRequest } from "~/lib/api-client";\n\nexport const probe = apiRequest;\n')).toEqual([]);
  });
});
