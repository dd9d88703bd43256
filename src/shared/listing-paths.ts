/**
 * How a lobby listing's pages are addressed: its first page (`/games`), its page N (`/games/page/2`) and each order
 * besides A to Z (`/games/by/rtp`, `/games/by/rtp/page/2`). Shared, since the build writes these pages and every host
 * answers a listing asked for with `?sort=` by sending the visitor to its order's page (server/hosting/route-table.ts).
 */

/** The segment before a listing's page number: `/games/page/2`. */
export const PAGE_SEGMENT = "page";

/** The segment before an order's name: `/games/by/rtp`. */
export const ORDER_SEGMENT = "by";

/** The path of page `page` of the listing whose first page, A to Z, is at `path`, in `order` (A to Z: none). */
export function listingPagePath(path: string, page: number, order?: string): string {
  const ordered = order ? `${path}/${ORDER_SEGMENT}/${order}` : path;
  return page === 1 ? ordered : `${ordered}/${PAGE_SEGMENT}/${page}`;
}

const ORDERED = new RegExp(`^(.+)/${ORDER_SEGMENT}/([a-z0-9-]+)(/${PAGE_SEGMENT}/\\d+)?$`);

/**
 * The page an ordered page is the same page of, A to Z, and its order: `/games/by/rtp/page/2` is `/games/page/2` by
 * `rtp`. Undefined for any other path.
 */
export function unorderedPage(path: string): { path: string; order: string } | undefined {
  const match = ORDERED.exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  return { path: `${match[1]}${match[3] ?? ""}`, order: match[2] };
}
