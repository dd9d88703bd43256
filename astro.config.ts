import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, fontProviders } from "astro/config";
import { afterPaintDirective } from "#integrations/client-directives.ts";
import { consentVariablesOnBanner } from "#integrations/consent-variables.ts";
import { buildStampIntegration } from "#integrations/build-stamp.ts";
import { hostingIntegration } from "#integrations/hosting-files.ts";
import { sitePicturesPlugin } from "#integrations/site-pictures-module.ts";
import { propagatedAssetsDirective } from "#integrations/propagated-assets-directive.ts";
import { CACHE_DIR } from "#build/build-cache.ts";
import { checkBuildInputs } from "#build/site/build-inputs.ts";
import { FONT_VARIABLES, type FontRole, fontVariants } from "#build/site/fonts.ts";
import { sitePlays } from "#build/site/plays-at-build.ts";

// The game catalogue (src/build/catalogue/catalogue.json), then the site to build (SITE=<id>, a file of sites/), each
// checked before anything is built: a problem stops here, one line each, and the previous build is left as it was.
const inputs = await checkBuildInputs();
if ("stop" in inputs) {
  console.error(inputs.stop);
  process.exit(1);
}
const { site } = inputs;
for (const warning of inputs.warnings) console.warn(`warning: ${warning}`);
if (site.gamePictures) {
  const count = Object.keys(site.brand.gamePictures ?? {}).length;
  console.log(
    `${site.id}: ${count} of its ${site.games.length} games have their own picture in ${site.gamePictures}; the others show their own art`,
  );
}
// On a site that counts plays: the week's popular games, the order its pages show without JavaScript, and the games
// that may not load right now.
const { file: playsFile, ...plays } = sitePlays(site, import.meta.dirname);
if (site.plays)
  console.log(
    `${site.id}: ${plays.popular.length} games played on ${site.plays.minimum} or more visitor-days this week, ${plays.failing.length} that may not load, in ${playsFile}`,
  );

// The site's typefaces, if it has its own: served from their packages' files, only the faces the pages use.
const fonts = Object.entries(site.brand.fonts ?? {}).map(([name, font]) => {
  const role = name as FontRole;
  const [first, ...rest] = fontVariants(font, role, site.locales).map((variant) => ({
    src: [variant.file] as [string],
    weight: variant.weight,
    style: "normal" as const,
    unicodeRange: [variant.unicodeRange] as [string],
  }));
  if (!first) throw new Error(`${font.packageName} has no file for the site's languages`);
  return {
    provider: fontProviders.local(),
    name: font.family,
    cssVariable: FONT_VARIABLES[role],
    fallbacks: [font.fallback],
    // Drawn only if it has come by the first paint; one that comes later is kept for the next page, never swapped
    // in: no fallback, however well its metrics match, lays out every line and row exactly as the face does, so a
    // swap would move the page.
    display: "optional" as const,
    options: { variants: [first, ...rest] as [typeof first, ...(typeof first)[]] },
  };
});

// A static site: every page is rendered to HTML at build time; only the islands ship JavaScript.
export default defineConfig({
  site: site.url,
  output: "static",
  outDir: "build/client",
  // Canonical addresses have no trailing slash: `/contact` is written as contact.html.
  trailingSlash: "never",
  // Several routes at once: a social card waits on a worker thread (src/build/site/svg-to-jpeg.ts) while other pages render.
  build: { format: "file", concurrency: 4 },
  // The site's languages: the first at the root, the others under /<locale>/ (the pages' [...locale] param).
  fonts,
  i18n: { locales: [...site.locales], defaultLocale: site.locales[0] ?? "en", routing: { prefixDefaultLocale: false } },
  // hosting() last: it reads the files the others have written.
  // The build stamp last: written once everything else has written its files.
  integrations: [
    react(),
    mdx(),
    afterPaintDirective(),
    hostingIntegration(site),
    buildStampIntegration(site.id, plays),
  ],
  // No code blocks on this site, and Shiki's inline styles would need a looser style policy.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // Beside the build's own files kept for the next build (src/build/build-cache.ts).
  cacheDir: CACHE_DIR,
  // The checked configuration, written into the code that reads it (src/build/site/config.ts). An SVG picture stays a
  // file, never a `data:` address, which the Content-Security-Policy does not allow; everything else keeps the
  // default limit, below which Astro writes a small script into the page.
  vite: {
    plugins: [tailwindcss(), sitePicturesPlugin(site), propagatedAssetsDirective()],
    define: { __SITE__: JSON.stringify(site), __PLAYS__: JSON.stringify(plays) },
    css: { postcss: { plugins: [consentVariablesOnBanner] } },
    build: { assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined) },
  },
});
