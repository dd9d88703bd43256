/**
 * How the built site is hosted: methods, caching, compression and request limits. The Node server and
 * the Cloudflare Worker apply these rules directly, and the nginx file is generated from them, so every
 * host answers the same way. Which address is which page is server/route-table.ts.
 */

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/** Astro writes content-hashed file names here, so a file's address changes whenever it does. */
export const HASHED_ASSETS_PREFIX = "/_astro/";

export const CACHE_CONTROL = {
  hashed: "public, max-age=31536000, immutable",
  // Stored, but checked with the server (ETag) before every use, so a new build shows at once.
  revalidate: "no-cache",
} as const;

/** Both nginx (large_client_header_buffers) and Node answer longer request targets with 414. */
export const MAX_URL_LENGTH = 8192;

/** Node's default limit on the request line and headers; Cloudflare's Worker answers larger requests with 431 too. */
export const MAX_HEADERS_SIZE = 16 * 1024;

/** Extensions worth compressing at build time; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = [".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml"] as const;

export function cacheControlFor(file: string): string {
  return file.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate;
}

/** The content codings a request's Accept-Encoding accepts (those not refused with q=0), in lower case. */
export function acceptedEncodings(acceptEncoding: string | null | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, quality]) => !/^\s*q=0(?:\.0*)?\s*$/.test(quality ?? ""))
      .map(([coding]) => coding?.trim().toLowerCase() ?? ""),
  );
}
