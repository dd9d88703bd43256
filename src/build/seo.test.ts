import { describe, expect, it } from "vitest";
import { jsonLdText, robotsTxt, webManifest } from "#build/seo.ts";

describe("jsonLdText", () => {
  it("adds the schema.org context and escapes < so a value cannot end the script", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", name: "</script><script>alert(1)</script>" });
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and points at the sitemap of the configured site", () => {
    expect(robotsTxt("https://play.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://play.example/sitemap.xml\n",
    );
  });
});

describe("webManifest", () => {
  it("carries the configured name and colours", () => {
    const manifest = JSON.parse(
      webManifest({ name: "Playroom", description: "Fun.", themeColor: "#111111", backgroundColor: "#222222" }),
    );
    expect(manifest).toMatchObject({
      name: "Playroom",
      short_name: "Playroom",
      theme_color: "#111111",
      background_color: "#222222",
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["any", "192x192", "512x512"]);
  });
});
