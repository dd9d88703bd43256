// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { gameChecksFile, saveGameChecks } from "#build/site/game-checks.ts";
import { failingGames, failingLine } from "#server/commands/games-failing.ts";
import { openPlaysStore, playsFile } from "#server/plays/plays-store.ts";
import { dayOf, daysBefore } from "#shared/plays.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the failing games' list", () => {
  it("joins the days games failed for visitors and the games that failed two checks, each once, newest first", () => {
    const games = failingGames(
      [
        { game: "moon-princess", day: "2026-11-29", plays: 10, fails: 4 },
        { game: "fire-joker", day: "2026-11-28", plays: 0, fails: 3 },
        { game: "moon-princess", day: "2026-11-27", plays: 8, fails: 3 },
      ],
      {
        "moon-princess": [{ at: "2026-11-29T09:00:00.000Z", state: "loads" }],
        "book-of-dead": [
          { at: "2026-11-28T09:00:00.000Z", state: "does-not-load", problem: "answered 403, expected 200" },
          { at: "2026-11-27T09:00:00.000Z", state: "does-not-load", problem: "answered 403, expected 200" },
        ],
        reactoonz: [{ at: "2026-11-28T09:00:00.000Z", state: "does-not-load" }],
      },
    );
    expect(games.map(failingLine)).toEqual([
      "moon-princess: did not load for 4 visitors on 2026-11-29 (loaded for 10), 3 visitors on 2026-11-27 (loaded for 8); last check 2026-11-29 09:00 UTC: loads",
      "book-of-dead: did not load at its last two checks; last check 2026-11-28 09:00 UTC: does not load (answered 403, expected 200)",
      "fire-joker: did not load for 3 visitors on 2026-11-28 (loaded for 0); never checked (npm run games:check -- --save)",
    ]);
  });
});

// Each runs node on the command: a few seconds on a busy machine, beyond Vitest's default of five.
describe("npm run games:failing", { timeout: 30_000 }, () => {
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [join(import.meta.dirname, "games-failing-command.ts")], {
      env: { ...process.env, ...env },
    }).then(
      ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        status: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  it("lists a site's failing games from its data folder, exits 1 with some, 0 with none, 2 on a site without plays", async () => {
    const folder = mkdtempSync(join(tmpdir(), "games-failing-"));
    folders.push(folder);
    const none = await run({ SITE: "spinhaven-fi", DATA_DIR: folder });
    expect(none).toMatchObject({ status: 0, stdout: "" });
    expect(none.stderr).toContain("no game failed for 3 or more visitors a day in the last 7 days");

    const today = dayOf(Date.now());
    const store = openPlaysStore(playsFile(folder, "spinhaven-fi"));
    for (const visitor of ["a", "b", "c", "d"]) await store.count(today, "moon-princess", "fail", visitor);
    for (const visitor of ["a", "b"]) await store.count(daysBefore(today, 1), "fire-joker", "fail", visitor);
    store.close();
    saveGameChecks(
      gameChecksFile("spinhaven-fi", "/", folder),
      [{ slug: "moon-princess", state: "does-not-load", problem: "answered 403, expected 200" }],
      new Date(`${today}T08:00:00Z`),
    );
    const some = await run({ SITE: "spinhaven-fi", DATA_DIR: folder });
    expect(some.status).toBe(1);
    expect(some.stdout).toBe(
      `moon-princess: did not load for 4 visitors on ${today} (loaded for 0); last check ${today} 08:00 UTC: does not load (answered 403, expected 200)\n`,
    );
    expect(some.stderr).toContain("1 game failing in the last 7 days");

    const plain = await run({ SITE: "spinhaven", DATA_DIR: folder });
    expect(plain).toMatchObject({ status: 2, stderr: expect.stringContaining("spinhaven counts no plays") });
  });
});
