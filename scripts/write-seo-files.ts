/**
 * Build step after `astro build`: writes sitemap.xml, robots.txt and site.webmanifest into
 * build/client from the prerendered pages and the site configuration, so they never drift apart.
 */
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { siteConfig } from "../src/site.config.ts";
import { routesFromHtmlFiles } from "../server/hosting-rules.ts";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files.ts";

const out = join(import.meta.dirname, "..", "build", "client");

// The same route list the server answers 200 for: one definition of what a page of the site is.
const htmlFiles = readdirSync(out, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => `/${file.split("\\").join("/")}`);
const paths = routesFromHtmlFiles(htmlFiles);
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
