import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import-direction zones of eslint.config.js (decision 025), run on small
 * probe files that are never written to disk: a wrong-way import must fail
 * lint whether it is written with the ~/ alias, #server/ or a relative path.
 */
const eslint = new ESLint();

async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors("import-x/no-restricted-paths", filePath, code);
const cycleErrors = (filePath: string, code: string) => ruleErrors("import-x/no-cycle", filePath, code);

describe("import boundaries", { timeout: 60_000 }, () => {
  it("shared code may not import a feature, by alias or by relative path", async () => {
    const errors = await boundaryErrors(
      "app/lib/boundary-probe.ts",
      'import { postStatuses } from "~/features/blog/post-status";\nimport { contentSections } from "../features/site-content/content-sections";\n\nexport const probe = [postStatuses, contentSections];\n',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("Shared code (components, lib, i18n) imports no feature");
  });

  it("app/i18n has no exception for a catalog registry: the registry lives above the features (app/message-catalogs.ts)", async () => {
    const code = 'import { homeMessages } from "~/features/home/messages";\nimport { blogMessages } from "../features/blog/messages";\n\nexport const probe = [homeMessages, blogMessages];\n';
    const shared = expect.stringContaining("Shared code (components, lib, i18n) imports no feature");
    expect(await boundaryErrors("app/i18n/catalogs.ts", code)).toEqual([shared, shared]);
    expect(await boundaryErrors("app/i18n/boundary-probe.ts", code)).toEqual([shared, shared]);
    expect(await boundaryErrors("app/message-catalogs.ts", code)).toEqual([]);
  });

  it("features and shared code import nothing from the app level: the catalog registry, the page namespaces, routes", async () => {
    const appLevel = expect.stringContaining("Features and shared code import nothing from the app level");
    const registry = 'import { catalogs } from "~/message-catalogs";\nimport { namespacesForPath } from "../../page-namespaces";\n\nexport const probe = [catalogs, namespacesForPath];\n';
    expect(await boundaryErrors("app/features/site-content/boundary-probe.ts", registry)).toEqual([appLevel, appLevel]);
    expect(await boundaryErrors("app/i18n/boundary-probe.ts", 'import routes from "~/routes";\n\nexport const probe = routes;\n')).toEqual([appLevel]);
    // Below the app level the built-in texts are read from app/i18n, which the composition roots fill.
    expect(await boundaryErrors("app/features/site-content/boundary-probe.ts", 'import { builtInCatalogs } from "~/i18n/built-in-catalogs";\n\nexport const probe = builtInCatalogs;\n')).toEqual([]);
  });

  it("nothing under app/ imports the Express layer, type-only imports included", async () => {
    const errors = await boundaryErrors("app/components/ui/boundary-probe.ts", 'import type { ApiDeps } from "#server/api/deps";\n\nexport type Probe = ApiDeps;\n');
    expect(errors).toEqual([expect.stringContaining("Nothing under app/ imports the Express layer")]);
  });

  it("a domain feature may not import another domain or the dashboard shell", async () => {
    const errors = await boundaryErrors(
      "app/features/leads/boundary-probe.ts",
      'import type { AdminStats } from "~/features/admin/admin-stats";\nimport { postStatuses } from "~/features/blog/post-status";\n\nexport const probe: [AdminStats | null, typeof postStatuses] = [null, postStatuses];\n',
    );
    expect(errors).toHaveLength(2);
  });

  it("a feature may import itself, the platform features and shared code; admin may import its tabs", async () => {
    expect(
      await boundaryErrors(
        "app/features/leads/boundary-probe.ts",
        'import { toServiceId } from "./service-id";\nimport { NO_ACCESS_STATUS } from "~/features/auth/no-access";\nimport { DEFAULT_PAGE_SIZE } from "~/lib/list-query";\n\nexport const probe = [toServiceId, NO_ACCESS_STATUS, DEFAULT_PAGE_SIZE];\n',
      ),
    ).toEqual([]);
    expect(await boundaryErrors("app/features/admin/boundary-probe.ts", 'export { UsersTab } from "~/features/users/components/users-tab";\n')).toEqual([]);
  });

  it("any feature may ask legal which privacy notice is in force (a platform feature, decision 032)", async () => {
    const code = 'import { acceptedPrivacyNoticeVersion } from "~/features/legal/current-privacy-notice.server";\n\nexport const probe = acceptedPrivacyNoticeVersion;\n';
    expect(await boundaryErrors("app/features/lead-capture/boundary-probe.ts", code)).toEqual([]);
    expect(await boundaryErrors("app/features/connect/boundary-probe.ts", code)).toEqual([]);
  });

  it("public features record leads through lead-capture and never import the Leads tab's lead-pipeline; the features that work the pipeline may", async () => {
    const capture = 'import { recordLead } from "~/features/lead-capture/record-lead.server";\nimport { ConsentNotice } from "~/features/lead-capture/components/consent-notice";\n\nexport const probe = [recordLead, ConsentNotice];\n';
    for (const feature of ["leads", "hr-assessment", "leadership-assessment"]) expect(await boundaryErrors(`app/features/${feature}/boundary-probe.ts`, capture)).toEqual([]);
    const pipeline = 'import { StatusBadge } from "~/features/lead-pipeline/components/lead-bits";\n\nexport const probe = StatusBadge;\n';
    for (const feature of ["leads", "hr-assessment", "leadership-assessment", "blog"]) {
      expect(await boundaryErrors(`app/features/${feature}/boundary-probe.ts`, pipeline)).toEqual([expect.stringContaining("lead-digest and privacy the lead pipeline")]);
    }
    for (const feature of ["admin", "lead-digest", "privacy"]) expect(await boundaryErrors(`app/features/${feature}/boundary-probe.ts`, pipeline)).toEqual([]);
  });

  it("db/ imports nothing from app/ or server/, by alias or by relative path, test files included", async () => {
    const code = [
      'import { riyadhDay } from "~/lib/riyadh-time";',
      'import type { ApiDeps } from "#server/api/deps";',
      'import { toServiceId } from "../../app/features/leads/service-id";',
      "export const probe: [typeof riyadhDay, ApiDeps | null, typeof toServiceId] = [riyadhDay, null, toServiceId];",
    ].join("\n");
    const dbZone = expect.stringContaining("db/ (schema, client, database errors) imports nothing from app/ or server/");
    expect(await boundaryErrors("db/seed/boundary-probe.test.ts", code)).toEqual([dbZone, dbZone, dbZone]);
    expect(
      await boundaryErrors("db/schema/boundary-probe.ts", 'import { sql } from "drizzle-orm";\nimport { userRoles } from "./enums";\nimport { rowsOf } from "#db/client";\n\nexport const probe = [sql, userRoles, rowsOf];\n'),
    ).toEqual([]);
  });

  it("an import that leads back to the importing file is a cycle, by alias or by relative path; a type-only one is not", async () => {
    // db/schema/index.ts re-exports enums.ts, so enums.ts importing the index closes a cycle.
    expect(await cycleErrors("db/schema/enums.ts", 'import { users } from "./index";\n\nexport const probe = users;\n')).toHaveLength(1);
    expect(await cycleErrors("db/schema/enums.ts", 'import { users } from "#db/schema";\n\nexport const probe = users;\n')).toHaveLength(1);
    expect(await cycleErrors("db/schema/enums.ts", 'import type { users } from "#db/schema";\n\nexport type Probe = typeof users;\n')).toEqual([]);
    expect(await cycleErrors("db/schema/boundary-probe.ts", 'import { users } from "#db/schema";\n\nexport const probe = users;\n')).toEqual([]);
  });

  it("an exception lets one file through, not its neighbours", async () => {
    const code = 'import { inlineScriptHashes } from "#server/page-cache/inline-script-hashes";\n\nexport const probe = inlineScriptHashes;\n';
    expect(await boundaryErrors("app/lib/defer-hydration.server.test.ts", code)).toEqual([]);
    expect(await boundaryErrors("app/lib/defer-hydration.server.ts", code)).toHaveLength(1);
  });
});
