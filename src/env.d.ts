/// <reference types="astro/client" />

/** The pictures the site names, by their paths from the repository's root (scripts/site-pictures-plugin.ts). */
declare module "virtual:site-pictures" {
  export const pictures: Record<string, import("astro").ImageMetadata>;
}
