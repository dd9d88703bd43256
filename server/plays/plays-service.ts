/**
 * The plays endpoint on the Node server (plays-endpoint.ts on plays-store.ts), on a site that counts plays, and the
 * deletion of each day's salt and visitors once it has ended, and of the counts past 90 days. Environment: DATA_DIR
 * (default ./data) and PLAYS_RATE_LIMIT (reports per address in ten minutes, default 120, 0 for none).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PlaysSettings } from "#server/hosting/build-manifest.ts";
import { type Log, reasonOf } from "#server/log.ts";
import { contactRequest, sendAnswer } from "#server/messages/contact-http.ts";
import { createRateLimiter, rateLimitFrom } from "#server/messages/rate-limit.ts";
import { DEFAULT_PLAYS_RATE_LIMIT, answerPlay, answerPopular } from "#server/plays/plays-endpoint.ts";
import { dayOf, daysBefore } from "#shared/plays.ts";
import { openPlaysStore, playsFile } from "#server/plays/plays-store.ts";

/** Milliseconds from `time` to the next midnight, UTC. */
const untilMidnight = (time: number) => Date.parse(`${dayOf(time + 86_400_000)}T00:00:00Z`) - time;

type Options = { settings: PlaysSettings; headers: Record<string, string>; env: NodeJS.ProcessEnv; log: Log };

export function startPlaysService({ settings, headers, env, log }: Options) {
  const limiter = createRateLimiter(
    rateLimitFrom(env.PLAYS_RATE_LIMIT, { name: "PLAYS_RATE_LIMIT", fallback: DEFAULT_PLAYS_RATE_LIMIT }),
  );
  const file = playsFile(env.DATA_DIR || "data", settings.siteId);
  const store = openPlaysStore(file);
  const games = new Set(settings.games);
  log.info(`Plays are counted in ${file}: daily totals only, each day's visitors forgotten when it ends.`);

  // At each midnight (UTC), the day that ended is forgotten; each new day's first play forgets it too.
  let timer: NodeJS.Timeout;
  const forget = () => {
    store
      .forgetBefore(dayOf(Date.now()))
      .catch((error: unknown) => log.error({ reason: reasonOf(error) }, "forgetting the plays' last day failed"));
    timer = setTimeout(forget, untilMidnight(Date.now()) + 1000);
  };
  forget();

  return {
    handle(req: IncomingMessage, res: ServerResponse) {
      const answer = answerPlay(contactRequest(req), {
        siteId: settings.siteId,
        games,
        limiter,
        salt: (day) => store.salt(day),
        count: (day, game, event, visitor) => store.count(day, game, event, visitor),
      });
      void sendAnswer(req, res, answer, headers, log, "the plays endpoint");
    },
    /** GET /api/popular: the week's popular games, from the same file. */
    handlePopular(req: IncomingMessage, res: ServerResponse) {
      const answer = answerPopular(req.method ?? "", { games, minimum: settings.minimum, popular: store.popular });
      void sendAnswer(req, res, answer, headers, log, "the popular games' endpoint");
    },
    /** The days since yesterday on which a game failed for FAILING_VISITORS or more visitors. */
    failing: async () => store.failing(daysBefore(dayOf(Date.now()), 1)),
    stop() {
      clearTimeout(timer);
      store.close();
    },
  };
}
