/**
 * The plays endpoint (POST /api/plays), the same on every host: a game page says that its game's launcher loaded
 * (`play`) or failed (`fail`) in the player, and the host counts it at most once per visitor, game and day. A
 * visitor is a keyed hash (HMAC-SHA-256, the platform's Web Crypto) of the site, the game, the event, the address and
 * the browser's user agent, keyed with a random salt made for the day (UTC): kept that day only, with the salt, so
 * that after it nothing can tell who played, nor match one day's visitor with another's. Nothing of it is logged.
 * A visitor who asks not to be tracked (`Sec-GPC: 1`, `DNT: 1`) and a robot's user agent (isbot) are answered as
 * any other and not counted; what is not a report of a game of the site gets a 4xx and counts nothing.
 */
import { isbot } from "isbot";
import {
  MAX_PLAY_BYTES,
  PLAY_EVENTS,
  POPULAR_MAX_AGE,
  type PlayEvent,
  type PopularAnswer,
  dayOf,
  popularOrNone,
  popularSince,
} from "#shared/plays.ts";
import { type ContactAnswer, type ContactRequest, TooLarge } from "#server/messages/contact-endpoint.ts";
import type { RateLimiter } from "#server/messages/rate-limit.ts";

/** PLAYS_RATE_LIMIT's default: a visitor playing a game a minute for ten minutes, twelve times over, which no person reaches. */
export const DEFAULT_PLAYS_RATE_LIMIT = 120;

export type PlaysEndpoint = {
  siteId: string;
  /** The site's games, by slug. */
  games: ReadonlySet<string>;
  limiter: RateLimiter;
  /** The day's salt, made at its first play. */
  salt(day: string): Promise<string>;
  /** Counts `event` for `game` on `day` unless `visitor` has been counted for it that day; commits before it returns. */
  count(day: string, game: string, event: PlayEvent, visitor: string): Promise<void>;
  now?: () => number;
};

const answer = (status: number, headers: Record<string, string> = {}): ContactAnswer => ({
  status,
  headers: { "Cache-Control": "no-store", ...headers },
  body: "",
});

/** Whether the visitor's browser says not to track them: Global Privacy Control, or the older Do Not Track. */
export const asksNotToBeTracked = (request: Pick<ContactRequest, "header">) =>
  request.header("sec-gpc")?.trim() === "1" || request.header("dnt")?.trim() === "1";

/** The visitor of the day: the keyed hash of who sent the report, never stored beside anything that names them. */
export async function visitorOf(salt: string, parts: readonly string[]): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(parts.join("\n"))));
  return btoa(String.fromCharCode(...mac));
}

/** The report's game and event, or undefined when the body is not one. */
function reportOf(body: string): { game: string; event: PlayEvent } | undefined {
  let report: unknown;
  try {
    report = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof report !== "object" || report === null) return undefined;
  const { game, event } = report as Record<string, unknown>;
  if (typeof game !== "string" || !(PLAY_EVENTS as readonly unknown[]).includes(event)) return undefined;
  return { game, event: event as PlayEvent };
}

export async function answerPlay(request: ContactRequest, endpoint: PlaysEndpoint): Promise<ContactAnswer> {
  if (request.method !== "POST") return answer(405, { Allow: "POST" });
  const allowed = endpoint.limiter.take(request.client);
  if (!allowed.ok) return answer(429, { "Retry-After": String(allowed.retryAfterSeconds) });
  const body = await request.readBody(MAX_PLAY_BYTES);
  if (body instanceof TooLarge) return answer(413);
  const report = reportOf(body);
  if (!report) return answer(400);
  if (!endpoint.games.has(report.game)) return answer(404);
  const agent = request.header("user-agent") ?? "";
  if (asksNotToBeTracked(request) || isbot(agent)) return answer(204);
  const day = dayOf((endpoint.now ?? Date.now)());
  try {
    const visitor = await visitorOf(await endpoint.salt(day), [
      endpoint.siteId,
      report.game,
      report.event,
      request.client,
      agent,
    ]);
    await endpoint.count(day, report.game, report.event, visitor);
  } catch {
    // The database locked past its wait, or its disk full: the play is not counted, and the page need not know why.
    return answer(503, { "Retry-After": "60" });
  }
  return answer(204);
}

/** Where POPULAR_ENDPOINT's answer comes from: the site's games, how many visitor-days make one popular, and the store's count. */
export type PopularEndpoint = {
  games: ReadonlySet<string>;
  minimum: number;
  popular(since: string, minimum: number): Promise<readonly { game: string }[]> | readonly { game: string }[];
  now?: () => number;
};

/**
 * GET /api/popular: the week's popular games, most played first (none when fewer than POPULAR_GAMES qualify), for a
 * page's script to refresh the order its build knew. Kept by the browser up to POPULAR_MAX_AGE: nothing in it is a
 * visitor's, and the order it gives is then at most that old.
 */
export async function answerPopular(method: string, endpoint: PopularEndpoint): Promise<ContactAnswer> {
  if (method !== "GET" && method !== "HEAD") return answer(405, { Allow: "GET, HEAD" });
  let popular: readonly { game: string }[];
  try {
    popular = await endpoint.popular(popularSince((endpoint.now ?? Date.now)()), endpoint.minimum);
  } catch {
    return answer(503, { "Retry-After": "60" });
  }
  // A game the site no longer has (its list changed since it was counted) is not offered.
  const games = popularOrNone(popular.map(({ game }) => game).filter((game) => endpoint.games.has(game)));
  return {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": `public, max-age=${POPULAR_MAX_AGE}`,
    },
    body: method === "HEAD" ? "" : JSON.stringify({ games } satisfies PopularAnswer),
  };
}
