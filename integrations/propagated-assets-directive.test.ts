// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutHeadInjectDirective } from "#integrations/propagated-assets-directive.ts";

const ASTRO = join(import.meta.dirname, "..", "node_modules", "astro", "dist");

describe("the propagated assets' directive", () => {
  it("is taken out of a propagated-assets module only, the rest of it kept", () => {
    const code =
      '\n\t\t\t"use astro:head-inject";\n\t\t\tasync function getMod() {}\n\t\t\texport default { getMod };\n';
    const id = "/work/src/content/legal/en/privacy-policy.mdx?astroPropagatedAssets";
    expect(withoutHeadInjectDirective(id, code)).toBe(
      "\n\t\t\tasync function getMod() {}\n\t\t\texport default { getMod };\n",
    );
    expect(withoutHeadInjectDirective("/work/src/pages/index.astro", code)).toBeUndefined();
    expect(withoutHeadInjectDirective(id, "export default {};")).toBeUndefined();
  });

  it("is one that Astro writes into those modules and finds them by their id, never by it", () => {
    // If Astro reads the directive again, or stops writing it, this plugin must go.
    const assets = readFileSync(join(ASTRO, "content", "vite-plugin-content-assets.js"), "utf8");
    expect(assets).toContain('"use astro:head-inject";');
    const head = readFileSync(join(ASTRO, "vite-plugin-head", "index.js"), "utf8");
    expect(head).toContain("id.includes(PROPAGATED_ASSET_FLAG)");
    expect(head).not.toContain("head-inject");
  });
});
