/**
 * Astro 7.3.4 opens the module it makes for a content entry's head assets (an MDX legal text imported with
 * `?astroPropagatedAssets`, astro/dist/content/vite-plugin-content-assets.js) with the directive
 * `"use astro:head-inject"`, once its marker for head propagation. Astro now finds those modules by that query in their
 * id (astro/dist/vite-plugin-head/index.js, PROPAGATED_ASSET_FLAG), and no code reads the directive any more; but
 * Rolldown, which cannot know that, warns for each such module that bundling may not keep a directive it does not know
 * (MODULE_LEVEL_DIRECTIVE, withastro/astro#18087): four warnings a build here. This Vite plugin takes the line out of
 * those modules before Rolldown reads them, so nothing is left for it to drop.
 */
import type { Plugin } from "vite";

/** The directive as Astro writes it, alone on its line. */
const DIRECTIVE = /^\s*"use astro:head-inject";\s*$/m;

/** `code` of a propagated-assets module without its directive; any other module as it is. */
export function withoutHeadInjectDirective(id: string, code: string): string | undefined {
  if (!id.includes("astroPropagatedAssets") || !DIRECTIVE.test(code)) return undefined;
  return code.replace(DIRECTIVE, "");
}

export function propagatedAssetsDirective(): Plugin {
  return {
    name: "spinhaven:propagated-assets-directive",
    // After Astro's own plugin has made the module.
    enforce: "post",
    transform: {
      filter: { id: /astroPropagatedAssets/ },
      handler(code, id) {
        const stripped = withoutHeadInjectDirective(id, code);
        return stripped === undefined ? undefined : { code: stripped, map: null };
      },
    },
  };
}
