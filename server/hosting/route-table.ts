/**
 * The site's route table: which address is which page, which spellings redirect to it, which files are
 * never answered directly. The build writes it from Astro's own list of page routes (build/hosting.json),
 * and every host (the Node server, the Cloudflare Worker, the nginx file), the sitemap and the hosting
 * checks read it from there, so a new page, locale or site needs no change here or in any host.
 */
import { unorderedPage } from "#shared/listing-paths.ts";

/** A page of the site: its canonical address (no trailing slash) and the file Astro wrote for it. */
export type Page = { path: string; file: string };

/** The health check's address on every host (server/health.ts answers it; nginx without the Node server, itself). */
export const HEALTH_ENDPOINT = "/api/health";

/** The prerendered 404 page, served with status 404 for every path that is not a page or a file. */
export const NOT_FOUND_FILE = "/404.html";

/** The prerendered 500 page, served with status 500 when a host fails to answer a request. */
export const SERVER_ERROR_FILE = "/500.html";

const isErrorPage = (file: string) => /\/(?:404|500)\.html$/.test(file);

/**
 * The folders of the site's other languages (`/en/`): the build writes their own 404 and 500 pages there
 * (`/en/404.html`), and a path under such a folder gets those instead of the root's.
 */
export function languageFoldersOf(htmlFiles: readonly string[]): string[] {
  return htmlFiles
    .filter((file) => file !== NOT_FOUND_FILE && file.endsWith(NOT_FOUND_FILE))
    .map((file) => file.slice(0, -"404.html".length));
}

/** The error page of `status` for a path: its language's (`/en/404.html` for `/en/…`), else the root's. */
export function errorPageFor(path: string, status: 404 | 500, languageFolders: readonly string[]): string {
  const folder = languageFolders.find((candidate) => path.startsWith(candidate)) ?? "/";
  return `${folder}${status}.html`;
}

/** Files of the build that are never answered directly: pre-compressed twins, raw HTML, dotfiles. */
export const HIDDEN_EXTENSIONS = [".html", ".br", ".gz"] as const;

/**
 * The pages of a build from the HTML files Astro wrote for its page routes (`build.format: "file"`):
 * "/index.html" is "/", "/contact.html" is "/contact", "/en.html" is "/en". The error pages are not pages.
 */
export function pagesOf(htmlFiles: readonly string[]): Page[] {
  return htmlFiles
    .filter((file) => !isErrorPage(file))
    .map((file) => ({ path: file === "/index.html" ? "/" : file.slice(0, -".html".length), file }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The pages of the lobby's orders (`/games/by/rtp`, `/games/by/rtp/page/2`), by the page they are the same page of A
 * to Z and their order's name: every host answers that page asked for with `?sort=<order>` with a 301 to its order's
 * page, which the build made sorted, so that a link of the older form paints sorted too.
 */
export function orderedPagesOf(pages: readonly Page[]): Map<string, Map<string, string>> {
  const ordered = new Map<string, Map<string, string>>();
  for (const { path } of pages) {
    const unordered = unorderedPage(path);
    if (!unordered) continue;
    let orders = ordered.get(unordered.path);
    if (!orders) ordered.set(unordered.path, (orders = new Map()));
    orders.set(unordered.order, path);
  }
  return ordered;
}

/** The other spellings of a page's address, each answered with a 301 to it. */
export function redirectSources(path: string): string[] {
  return path === "/" ? ["/index.html"] : [`${path}/`, `${path}/index.html`];
}

export function isHiddenFile(path: string): boolean {
  return (
    HIDDEN_EXTENSIONS.some((extension) => path.endsWith(extension)) ||
    path.split("/").some((segment) => segment.startsWith("."))
  );
}
