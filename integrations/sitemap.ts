/**
 * The sitemap of a build: one absolute address per page of the route table and, on a site of several
 * languages, each page's addresses in the others (`xhtml:link`, as the pages' own `hreflang` links).
 */
import { type Locale, alternates, splitLocale } from "#shared/i18n/locales.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(siteUrl: string, locales: readonly Locale[], paths: readonly string[]): string {
  const address = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = paths.map((path) => {
    const links = alternates(splitLocale(path, locales).path, locales).map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${address(alternate.path)}"/>`,
    );
    if (links.length === 0) return `  <url><loc>${address(path)}</loc></url>`;
    return ["  <url>", `    <loc>${address(path)}</loc>`, ...links, "  </url>"].join("\n");
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${locales.length < 2 ? "" : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'}`;
  return [`<?xml version="1.0" encoding="UTF-8"?>`, `<urlset ${namespaces}>`, ...urls, `</urlset>`, ""].join("\n");
}
