// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPlaysStore } from "#server/plays/plays-store.ts";
import { readPopular, sitePlays } from "#build/site/plays-at-build.ts";
import { gameChecksFile, saveGameChecks } from "#build/site/game-checks.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A plays' file as the Node server writes it, with `visitors` of each game on `day`. */
async function playsFile(counts: [day: string, game: string, visitors: number][]) {
  const folder = mkdtempSync(join(tmpdir(), "popular-"));
  folders.push(folder);
  const file = join(folder, "spinhaven-fi-plays.sqlite");
  const store = openPlaysStore(file);
  for (const [day, game, visitors] of counts)
    for (let visitor = 0; visitor < visitors; visitor += 1) await store.count(day, game, "play", `${game}-${visitor}`);
  store.close();
  return { folder, file };
}

describe("readPopular", () => {
  it("reads the week's games of the minimum of visitor-days from the server's file, most played first", async () => {
    const { file } = await playsFile([
      ["2026-11-22", "legacy-of-dead", 9],
      ["2026-11-23", "fire-joker", 2],
      ["2026-11-29", "fire-joker", 1],
      ["2026-11-29", "moon-princess", 4],
      ["2026-11-29", "reactoonz", 2],
    ]);
    const now = Date.parse("2026-11-29T18:00:00Z");
    expect(readPopular(file, 3, now)).toEqual([
      { game: "moon-princess", plays: 4 },
      { game: "fire-joker", plays: 3 },
    ]);
    expect(readPopular(file, 1, now).map(({ game }) => game)).toEqual(["moon-princess", "fire-joker", "reactoonz"]);
  });

  it("knows none without the file, and none on a site that does not count plays", async () => {
    const { folder } = await playsFile([["2026-11-29", "moon-princess", 4]]);
    expect(readPopular(join(folder, "spinhaven-plays.sqlite"), 1)).toEqual([]);
    process.env.DATA_DIR = folder;
    try {
      expect(sitePlays({ id: "spinhaven-fi", plays: { minimum: 1 } }, "/").popular).toEqual([
        { game: "moon-princess", plays: 4 },
      ]);
      expect(sitePlays({ id: "spinhaven-fi" }, "/")).toMatchObject({ popular: [], failing: [] });
    } finally {
      delete process.env.DATA_DIR;
    }
  });
});

describe("the games that may not load", () => {
  it("are those that failed for three or more visitors yesterday, and those found not loading twice in a row", async () => {
    const { folder, file } = await playsFile([]);
    // Failures: three visitors yesterday, two the day before and today (not enough, or not yet a whole day).
    const store = openPlaysStore(file);
    const failed = async (day: string, game: string, visitors: number) => {
      for (let visitor = 0; visitor < visitors; visitor += 1)
        await store.count(day, game, "fail", `${game}-${visitor}`);
    };
    await failed("2026-11-28", "moon-princess", 3);
    await failed("2026-11-27", "fire-joker", 2);
    await failed("2026-11-29", "reactoonz", 5);
    store.close();
    const checks = gameChecksFile("spinhaven-fi", "/", folder);
    const answers = (state: "loads" | "does-not-load") => [
      { slug: "book-of-dead", state: "does-not-load" as const, problem: "answered 403, expected 200" },
      { slug: "legacy-of-dead", state },
    ];
    saveGameChecks(checks, answers("does-not-load"), new Date("2026-11-28T09:00:00Z"));
    saveGameChecks(checks, answers("loads"), new Date("2026-11-29T09:00:00Z"));
    const now = Date.parse("2026-11-29T18:00:00Z");
    process.env.DATA_DIR = folder;
    try {
      // Book of Dead did not load twice; Legacy of Dead loads again.
      expect(sitePlays({ id: "spinhaven-fi", plays: { minimum: 3 } }, "/", now).failing).toEqual([
        "book-of-dead",
        "moon-princess",
      ]);
      saveGameChecks(checks, [{ slug: "book-of-dead", state: "loads" }], new Date("2026-11-29T10:00:00Z"));
      expect(sitePlays({ id: "spinhaven-fi", plays: { minimum: 3 } }, "/", now).failing).toEqual(["moon-princess"]);
    } finally {
      delete process.env.DATA_DIR;
    }
  });
});
