/**
 * `virtual:site-pictures`: the pictures a site names (its home page's, its games'), imported as Astro's image
 * pipeline takes them (astro:assets), by their paths from the repository's root. Only those: a build reads no
 * picture of another site, nor a stray file of a shared folder, which the build has already reported.
 */
import type { Plugin } from "vite";
import type { LoadedSite } from "#build/site/load-site.ts";

const ID = "virtual:site-pictures";
// Vite's mark for a module no file holds.
const RESOLVED = `\0${ID}`;

export function sitePicturesPlugin(site: Pick<LoadedSite, "home" | "brand">): Plugin {
  const paths = [...(site.home?.picture ? [site.home.picture] : []), ...Object.values(site.brand.gamePictures ?? {})];
  return {
    name: "site-pictures",
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED
        ? paths.map((path, index) => `import picture${index} from ${JSON.stringify(`/${path}`)};\n`).join("") +
          `export const pictures = { ${paths.map((path, index) => `${JSON.stringify(path)}: picture${index}`).join(", ")} };\n`
        : undefined,
  };
}
