/** The pure part of the SEO build step: the text of each file. */

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`, ""].join("\n");
}

type ManifestSite = { name: string; description: string; themeColor: string; backgroundColor: string };

export function webManifest(site: ManifestSite): string {
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: site.backgroundColor,
    theme_color: site.themeColor,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
