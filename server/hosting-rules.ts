/**
 * How the built site is hosted: methods, statuses, canonical paths and caching. The Node server
 * applies these rules directly, and the nginx and CDN files in deploy/ are generated from them, so
 * every host answers the same way.
 */

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/** The prerendered 404 page, served with status 404 for every path that is not a route or a file. */
export const NOT_FOUND_FILE = "/404.html";

/** The prerendered 500 page, served with status 500 when a server fails to answer a request. */
export const SERVER_ERROR_FILE = "/500.html";

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

/** Files of the build that are never answered directly: host configuration, pre-compressed twins, dotfiles, raw HTML. */
export const HIDDEN_FILE_NAMES = ["/_headers", "/_redirects"] as const;
export const HIDDEN_EXTENSIONS = [".html", ".br", ".gz"] as const;

/** Extensions worth compressing at build time; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = [".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml"] as const;

export function cacheControlFor(file: string): string {
  return file.startsWith(HASHED_ASSETS_PREFIX) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate;
}

/** The prerendered file of a route: "/" → "/index.html", "/contact" → "/contact.html". */
export function routeFile(route: string): string {
  return route === "/" ? "/index.html" : `${route}.html`;
}

/** Routes of the site, from the prerendered HTML files of a build; canonical form has no trailing slash. */
export function routesFromHtmlFiles(htmlFiles: readonly string[]): string[] {
  return htmlFiles
    .filter((file) => file.endsWith(".html") && file !== NOT_FOUND_FILE && file !== SERVER_ERROR_FILE)
    .map((file) => (file === "/index.html" ? "/" : file.slice(0, -".html".length)))
    .sort();
}

/** The non-canonical spellings of a route, each answered with a 301 to the route. */
export function redirectSources(route: string): string[] {
  return route === "/" ? ["/index.html"] : [`${route}/`, `${route}/index.html`];
}

export function isHiddenFile(path: string): boolean {
  return (
    (HIDDEN_FILE_NAMES as readonly string[]).includes(path) ||
    HIDDEN_EXTENSIONS.some((extension) => path.endsWith(extension)) ||
    path.split("/").some((segment) => segment.startsWith("."))
  );
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
