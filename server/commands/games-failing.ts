/**
 * The games failing on a site that counts plays, from both sources in one list: the days a game's launcher failed for
 * FAILING_VISITORS or more visitors (the plays' file), and the games that `games:check --save` found not loading twice
 * in a row (the checks' file), each with its last check's answer. One game a line, the most recent failure first.
 */
import { type SavedCheck, type SavedChecks, failedTwice } from "#build/site/game-checks.ts";
import type { FailingDay } from "#shared/plays.ts";

export type FailingGame = {
  game: string;
  days: FailingDay[];
  failedChecks: boolean;
  lastCheck?: SavedCheck | undefined;
};

/** The games of `days` (newest first) and of `checks`, newest failure first, then by slug. */
export function failingGames(days: readonly FailingDay[], checks: SavedChecks): FailingGame[] {
  const games = new Map<string, FailingGame>();
  const of = (game: string) => {
    let entry = games.get(game);
    if (!entry) games.set(game, (entry = { game, days: [], failedChecks: false, lastCheck: checks[game]?.[0] }));
    return entry;
  };
  for (const day of days) of(day.game).days.push(day);
  for (const [game, saved] of Object.entries(checks)) if (failedTwice(saved)) of(game).failedChecks = true;
  const latest = ({ days: [first], failedChecks, lastCheck }: FailingGame) =>
    [first?.day ?? "", failedChecks ? (lastCheck?.at.slice(0, 10) ?? "") : ""].sort().at(-1) ?? "";
  return [...games.values()].sort((a, b) => latest(b).localeCompare(latest(a)) || a.game.localeCompare(b.game));
}

const when = (at: string) => at.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, " UTC");

/** A check's answer as a line says it: `loads`, `does not load (answered 403, expected 200)`. */
const answerOf = ({ state, problem }: SavedCheck) => `${state.replaceAll("-", " ")}${problem ? ` (${problem})` : ""}`;

/** A failing game's line. */
export function failingLine({ game, days, failedChecks, lastCheck }: FailingGame): string {
  const parts = [
    ...(days.length > 0
      ? [
          `did not load for ${days
            .map(({ day, fails, plays }) => `${fails} visitors on ${day} (loaded for ${plays})`)
            .join(", ")}`,
        ]
      : []),
    ...(failedChecks ? ["did not load at its last two checks"] : []),
    lastCheck
      ? `last check ${when(lastCheck.at)}: ${answerOf(lastCheck)}`
      : "never checked (npm run games:check -- --save)",
  ];
  return `${game}: ${parts.join("; ")}`;
}
