import type { MetaDescriptor } from "react-router";
import { siteConfig } from "~/site.config";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path on the site, e.g. `/contact`; omitted for pages that must not be indexed. */
  path?: string;
};

export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).href;
}

/** Title, description, canonical URL and social cards of a page: one shape for every route. */
export function pageMeta({ title, description, path }: PageMeta): MetaDescriptor[] {
  const image = absoluteUrl(OG_IMAGE.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: `${siteConfig.name} logo and tagline on a dark background` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (path === undefined) return [...tags, { name: "robots", content: "noindex" }];
  const url = absoluteUrl(path);
  return [...tags, { property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url }];
}

export function pageTitle(name: string): string {
  return `${name} – ${siteConfig.name}`;
}
