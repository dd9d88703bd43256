import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("sitemapXml", () => {
  it("gives one absolute, escaped <loc> per path under the site URL", () => {
    const xml = sitemapXml("https://play.example/", ["/", "/contact", "/a&b"]);
    expect(xml).toContain(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      "<loc>https://play.example/</loc>",
      "<loc>https://play.example/contact</loc>",
      "<loc>https://play.example/a&amp;b</loc>",
    ]);
  });
});
