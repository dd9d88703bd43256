// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { countsOf, d1Counts, writeCounts } from "#server/commands/plays-pull.ts";
import { readPopular } from "#build/site/plays-at-build.ts";
import { openPlaysStore } from "#server/plays/plays-store.ts";

const WRANGLER = join(import.meta.dirname, "..", "..", "node_modules", "wrangler", "bin", "wrangler.js");
const MIGRATIONS = join(import.meta.dirname, "..", "plays", "migrations");
const DATABASE_ID = "11111111-2222-3333-4444-555555555555";
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), "plays-pull-test-"));
  folders.push(made);
  return made;
};
const today = new Date().toISOString().slice(0, 10);

describe("plays:pull", () => {
  it("brings the daily counts of wrangler's local D1 into the plays' file a build reads", async () => {
    // A local D1 as `wrangler dev` keeps it: the migrations applied, then the counts the Worker made.
    const state = folder();
    const config = join(state, "wrangler.json");
    writeFileSync(
      config,
      JSON.stringify({
        name: "spinhaven-fi",
        d1_databases: [
          {
            binding: "PLAYS",
            database_name: "spinhaven-fi-plays",
            database_id: DATABASE_ID,
            migrations_dir: MIGRATIONS,
          },
        ],
      }),
    );
    const wrangler = (...args: string[]) =>
      execFileSync(process.execPath, [WRANGLER, "d1", ...args, "--local", "--persist-to", state, "--config", config], {
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
        stdio: "pipe",
      });
    wrangler("migrations", "apply", "PLAYS");
    wrangler(
      "execute",
      "PLAYS",
      "--command",
      `INSERT INTO play_counts (game, day, plays, fails) VALUES ('reactoonz', '${today}', 5, 1), ('fire-joker', '${today}', 3, 0), ('book-of-dead', '2026-01-01', 9, 0)`,
    );

    const counts = await d1Counts("spinhaven-fi", DATABASE_ID, { persistTo: state });
    expect(counts).toEqual([
      { game: "book-of-dead", day: "2026-01-01", plays: 9, fails: 0 },
      { game: "fire-joker", day: today, plays: 3, fails: 0 },
      { game: "reactoonz", day: today, plays: 5, fails: 1 },
    ]);
    // The file's counts are replaced; the week's popular games are then those of D1.
    const file = join(folder(), "spinhaven-fi-plays.sqlite");
    const store = openPlaysStore(file);
    await store.count(today, "moon-princess", "play", "someone");
    store.close();
    writeCounts(file, counts);
    expect(readPopular(file, 3)).toEqual([
      { game: "reactoonz", plays: 5 },
      { game: "fire-joker", plays: 3 },
    ]);
    // Three runs of wrangler: a bound, not a wait.
  }, 60_000);

  it("reads wrangler's answer, and refuses one that is not of counts", () => {
    expect(countsOf(JSON.stringify([{ results: [], success: true }]))).toEqual([]);
    expect(() => countsOf(JSON.stringify([{ results: [{ game: 1 }] }]))).toThrow("not a day's count");
  });
});
