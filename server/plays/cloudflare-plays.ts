/**
 * The plays endpoint on Cloudflare Workers (plays-endpoint.ts on plays-d1.ts), on a site that counts plays: the
 * D1 database PLAYS of wrangler.jsonc, and PLAYS_RATE_LIMIT as on the Node server. A report names no client in the
 * Worker's log: nothing of it is logged.
 */
import type { PlaysSettings } from "#server/hosting/build-manifest.ts";
import { contactRequest } from "#server/messages/cloudflare-contact.ts";
import type { D1Database } from "#server/messages/contact-d1.ts";
import { type RateLimiter, createRateLimiter, rateLimitFrom } from "#server/messages/rate-limit.ts";
import { DEFAULT_PLAYS_RATE_LIMIT, answerPlay, answerPopular } from "#server/plays/plays-endpoint.ts";
import { d1PlaysStore } from "#server/plays/plays-d1.ts";
import { dayOf, daysBefore } from "#shared/plays.ts";

export type PlaysEnv = { PLAYS?: D1Database; PLAYS_RATE_LIMIT?: string };

export function createPlaysWorker(settings: PlaysSettings) {
  const games = new Set(settings.games);
  // Per isolate, as the contact endpoint's: the limit across the network is a rate limiting rule of the zone.
  let limiter: RateLimiter | undefined;
  return {
    async fetch(request: Request, env: PlaysEnv, headers: Record<string, string>): Promise<Response> {
      if (!env.PLAYS) throw new Error("The Worker has no PLAYS binding: plays need the D1 database of wrangler.jsonc.");
      limiter ??= createRateLimiter(
        rateLimitFrom(env.PLAYS_RATE_LIMIT, { name: "PLAYS_RATE_LIMIT", fallback: DEFAULT_PLAYS_RATE_LIMIT }),
      );
      const store = d1PlaysStore(env.PLAYS);
      const answer = await answerPlay(contactRequest(request), {
        siteId: settings.siteId,
        games,
        limiter,
        salt: store.salt,
        count: store.count,
      });
      return new Response(answer.body || null, { status: answer.status, headers: { ...headers, ...answer.headers } });
    },
    /** GET /api/popular: the week's popular games, from the same database. */
    async popular(request: Request, env: PlaysEnv, headers: Record<string, string>): Promise<Response> {
      if (!env.PLAYS) throw new Error("The Worker has no PLAYS binding: plays need the D1 database of wrangler.jsonc.");
      const answer = await answerPopular(request.method, {
        games,
        minimum: settings.minimum,
        popular: d1PlaysStore(env.PLAYS).popular,
      });
      return new Response(answer.body || null, { status: answer.status, headers: { ...headers, ...answer.headers } });
    },
    /** The days since yesterday on which a game failed for FAILING_VISITORS or more visitors, from `database` (PLAYS). */
    failingGames: (database: D1Database | undefined) =>
      database && (() => d1PlaysStore(database).failing(daysBefore(dayOf(Date.now()), 1))),
    /** The daily Cron Trigger: the day that has ended is forgotten, even when no one plays the next. */
    async scheduled(env: PlaysEnv): Promise<void> {
      if (env.PLAYS) await d1PlaysStore(env.PLAYS).forgetBefore(dayOf(Date.now()));
    },
  };
}
