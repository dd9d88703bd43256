import { describe, expect, it } from "vitest";
import { sitemapXml } from "#integrations/sitemap.ts";

describe("sitemapXml", () => {
  it("gives one absolute, escaped <loc> per path under the site URL", () => {
    const xml = sitemapXml("https://play.example/", ["en"], ["/", "/contact", "/a&b"]);
    expect(xml).toContain(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      "<loc>https://play.example/</loc>",
      "<loc>https://play.example/contact</loc>",
      "<loc>https://play.example/a&amp;b</loc>",
    ]);
    expect(xml).not.toContain("xhtml");
  });

  it("lists each page's address in every language of a site of several, and the default one's as x-default", () => {
    const xml = sitemapXml("https://play.example", ["fi", "en"], ["/", "/contact", "/en", "/en/contact"]);
    expect(xml).toContain(`xmlns:xhtml="http://www.w3.org/1999/xhtml"`);
    const english = xml.split("<url>").find((url) => url.includes("<loc>https://play.example/en/contact</loc>"));
    expect(english?.match(/<xhtml:link [^>]*>/g)).toEqual([
      `<xhtml:link rel="alternate" hreflang="fi" href="https://play.example/contact"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="https://play.example/en/contact"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://play.example/contact"/>`,
    ]);
    const home = xml.split("<url>").find((url) => url.includes("<loc>https://play.example/</loc>"));
    expect(home).toContain(`hreflang="en" href="https://play.example/en"`);
  });
});
