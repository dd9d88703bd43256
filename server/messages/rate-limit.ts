/**
 * How many messages one client may send: `limit` in any `windowMs`. The client's address is held only here, in
 * memory, for the length of the window, and never stored with a message.
 */
export type RateLimiter = {
  /** Counts one message from `client`; refused with the seconds to wait once the client is over the limit. */
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number };
};

export const RATE_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_RATE_LIMIT = 5;

/**
 * A limit from the environment (`name`, CONTACT_RATE_LIMIT by default): requests per client in ten minutes, `0` for
 * no limit, `fallback` when unset.
 */
export function rateLimitFrom(
  value: string | undefined,
  { name = "CONTACT_RATE_LIMIT", fallback = DEFAULT_RATE_LIMIT }: { name?: string; fallback?: number } = {},
): number {
  if (value === undefined || value.trim() === "") return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`${name}: expected a whole number, 0 for no limit, got ${JSON.stringify(value)}`);
  return limit;
}

export function createRateLimiter(limit: number, windowMs = RATE_WINDOW_MS, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  let takes = 0;

  function forgetOld(time: number) {
    for (const [client, times] of hits) if ((times.at(-1) ?? 0) <= time - windowMs) hits.delete(client);
  }

  return {
    take(client) {
      if (limit === 0) return { ok: true };
      const time = now();
      // Now and then, forget the clients whose window has passed, so memory follows recent traffic only.
      if (++takes % 1000 === 0) forgetOld(time);
      const recent = (hits.get(client) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= limit) {
        hits.set(client, recent);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((recent[0] ?? time) + windowMs - time) / 1000)) };
      }
      recent.push(time);
      hits.set(client, recent);
      return { ok: true };
    },
  };
}
