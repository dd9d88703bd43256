/**
 * Decides how to answer a request before any file is touched: which file of the build, which
 * redirect, or which error. Anything odd is refused here, so the file server only sees clean paths.
 */
import { ALLOWED_METHODS, MAX_URL_LENGTH } from "#server/hosting/hosting-rules.ts";
import {
  NOT_FOUND_FILE,
  type Page,
  errorPageFor,
  isHiddenFile,
  orderedPagesOf,
  redirectSources,
} from "#server/hosting/route-table.ts";
import { SORT } from "#shared/lobby-choice.ts";

export type Decision =
  | { kind: "file"; file: string }
  /** The 404 page `page` (the one of the path's language); `file` is tried first when it may be a static file of the build. */
  | { kind: "not-found"; page: string; file?: string }
  | { kind: "redirect"; location: string }
  | { kind: "error"; status: 400 | 405 | 414 };

export type RequestLine = { method: string; url: string; host: string | undefined };

// A DNS name or an IP literal, with an optional port: anything else in Host is a malformed request.
const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
// Kept on redirects only when it cannot carry anything but printable ASCII into the Location header.
const SAFE_QUERY = /^\?[\x21-\x7e]*$/;

export function createResolver(pages: readonly Page[], languageFolders: readonly string[] = []) {
  const files = new Map(pages.map((page) => [page.path, page.file]));
  const redirects = new Map(
    pages.flatMap((page) => redirectSources(page.path).map((source) => [source, page.path] as const)),
  );
  const ordered = orderedPagesOf(pages);

  return function resolve({ method, url, host }: RequestLine): Decision {
    if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { kind: "error", status: 405 };
    if (host === undefined || !VALID_HOST.test(host)) return { kind: "error", status: 400 };
    if (url.length > MAX_URL_LENGTH) return { kind: "error", status: 414 };

    const target = originForm(url);
    if (target === undefined) return { kind: "error", status: 400 };
    const queryStart = target.indexOf("?");
    const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
    const query = queryStart === -1 ? "" : target.slice(queryStart);

    const path = decodePath(rawPath);
    if (path === undefined) return { kind: "error", status: 400 };

    const file = files.get(path);
    if (file !== undefined) {
      // A query is read only on a page that has orders: every other page is answered without parsing it.
      const orders = query ? ordered.get(path) : undefined;
      const order = orders?.get(new URLSearchParams(query).get(SORT) ?? "");
      if (order !== undefined) return { kind: "redirect", location: SAFE_QUERY.test(query) ? order + query : order };
      return { kind: "file", file };
    }
    const canonical = redirects.get(path);
    if (canonical !== undefined) {
      return { kind: "redirect", location: SAFE_QUERY.test(query) ? canonical + query : canonical };
    }
    const page = errorPageFor(path, 404, languageFolders);
    if (path === NOT_FOUND_FILE || isHiddenFile(path) || path.endsWith("/")) return { kind: "not-found", page };
    return { kind: "not-found", page, file: path };
  };
}

/**
 * The decoded path of a request target, of an absolute-form one (`GET http://host/en/x`) too, or undefined when
 * it is malformed: what decides a path's error pages wherever the request is answered.
 */
export function targetPath(url: string): string | undefined {
  const target = originForm(url);
  const queryStart = target?.indexOf("?") ?? -1;
  return target === undefined ? undefined : decodePath(queryStart === -1 ? target : target.slice(0, queryStart));
}

/** The path and query of a request target; an absolute-form target (`GET http://host/path`) gives its path. */
function originForm(url: string): string | undefined {
  if (url.startsWith("/")) return url;
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
}

/** The decoded path, or undefined for malformed encoding, NUL, backslashes or dot segments. */
function decodePath(rawPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (path.includes("\0") || path.includes("\\")) return undefined;
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return undefined;
  return path;
}
