import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, webManifest } from "./seo-files.ts";

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

describe("robotsTxt", () => {
  it("allows every crawler and points at the sitemap of the configured site", () => {
    expect(robotsTxt("https://play.example")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://play.example/sitemap.xml\n");
  });
});

describe("webManifest", () => {
  it("carries the configured name and colours", () => {
    const manifest = JSON.parse(
      webManifest({ name: "Playroom", description: "Fun.", themeColor: "#111111", backgroundColor: "#222222" }),
    );
    expect(manifest).toMatchObject({ name: "Playroom", short_name: "Playroom", theme_color: "#111111", background_color: "#222222" });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["any", "192x192", "512x512"]);
  });
});
