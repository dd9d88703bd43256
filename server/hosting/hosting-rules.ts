/**
 * How the built site is hosted: methods, caching, compression and request limits. The Node server and
 * the Cloudflare Worker apply these rules directly, and the nginx file is generated from them, so every
 * host answers the same way. Which address is which page is server/hosting/route-table.ts.
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
export const COMPRESSIBLE_EXTENSIONS = [
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
] as const;

export function cacheControlFor(file: string): string {
  return file.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate;
}

/** What a file is, by its extension, on every host: the Node server and the Worker send these, and nginx's types come from them. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

/** The type of a file whose extension CONTENT_TYPES does not know. */
export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

export function contentTypeFor(file: string): string {
  const extension = /\.[^./]+$/.exec(file)?.[0].toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? DEFAULT_CONTENT_TYPE;
}

/** The ways a host can send a file: its brotli or gzip twin written by the build, or the file itself. */
export type ContentCoding = "br" | "gzip" | "identity";

/** Between equal q-values: brotli (the smallest), then gzip, then the file itself. */
export const CODING_PREFERENCE: readonly ContentCoding[] = ["br", "gzip", "identity"];

// One entry of Accept-Encoding: a coding (or `*`) with an optional q-value (RFC 9110 §12.4.2: at most three decimals).
const ACCEPT_ENCODING_ENTRY =
  /^[ \t]*([!#$%&'*+.^_`|~0-9a-z-]+)[ \t]*(?:;[ \t]*q=(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?[ \t]*$/i;

/**
 * The codings a request accepts, most preferred first (RFC 9110 §12.5.3): higher q-values first, equal ones in
 * CODING_PREFERENCE order, none refused with q=0. A coding without its own entry takes `*`'s q-value. identity (the
 * file as it is) is acceptable unless refused (`identity;q=0`, or `*;q=0` without an identity entry), after every
 * coding the header names. Without the header, or with an empty one, identity alone. The first entry of a coding
 * counts; malformed entries (a bad q-value, another parameter) are ignored. A host sends the first of these it has a
 * file for, and the file itself when it has none (even when refused: RFC 9110 allows it rather than a 415).
 */
export function preferredEncodings(acceptEncoding: string | null | undefined): ContentCoding[] {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [, name, quality] = ACCEPT_ENCODING_ENTRY.exec(entry) ?? [];
    const coding = name?.toLowerCase();
    if (coding !== undefined && !weights.has(coding)) weights.set(coding, quality === undefined ? 1 : Number(quality));
  }
  const star = weights.get("*");
  // Not named at all, identity still comes last: below the lowest q-value a header can give (0.001).
  const weight = (coding: ContentCoding) => weights.get(coding) ?? star ?? (coding === "identity" ? 0.0001 : 0);
  return CODING_PREFERENCE.filter((coding) => weight(coding) > 0).sort(
    (a, b) => weight(b) - weight(a) || CODING_PREFERENCE.indexOf(a) - CODING_PREFERENCE.indexOf(b),
  );
}
