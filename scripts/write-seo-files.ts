/**
 * Build step after `react-router build`: writes sitemap.xml, robots.txt and site.webmanifest into
 * build/client from the app's own route list and site configuration, so they never drift apart.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
import { type RouteEntry, robotsTxt, sitemapXml, sitePaths, webManifest } from "./seo-files.ts";

const root = join(import.meta.dirname, "..");
const out = join(root, "build", "client");

// The app's modules use extensionless imports, which Vite resolves and Node does not.
const load = async <T>(file: string) => (await runnerImport<T>(join(root, file), { configFile: false, logLevel: "error" })).module;
const { default: routes } = await load<{ default: RouteEntry[] }>("app/routes.ts");
const { siteConfig } = await load<typeof import("../app/site.config.ts")>("app/site.config.ts");

const paths = sitePaths(routes);
writeFileSync(join(out, "sitemap.xml"), sitemapXml(siteConfig.url, paths));
writeFileSync(join(out, "robots.txt"), robotsTxt(siteConfig.url));
writeFileSync(
  join(out, "site.webmanifest"),
  webManifest({
    name: siteConfig.name,
    description: siteConfig.description,
    themeColor: siteConfig.themeColor,
    backgroundColor: siteConfig.themeColor,
  }),
);
console.log(`SEO files: sitemap.xml (${paths.length} pages), robots.txt, site.webmanifest`);
