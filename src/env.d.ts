/// <reference types="astro/client" />

/** The pictures the site names, by their paths from the repository's root (integrations/site-pictures-module.ts). */
declare module "virtual:site-pictures" {
  export const pictures: Record<string, import("astro").ImageMetadata>;
}
