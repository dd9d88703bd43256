// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openPlaysStore } from "#server/plays/plays-store.ts";
import { readPopular, sitePopular } from "#build/site/popular-games.ts";

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
      expect(sitePopular({ id: "spinhaven-fi", plays: { minimum: 1 } }, "/").games).toEqual([
        { game: "moon-princess", plays: 4 },
      ]);
      expect(sitePopular({ id: "spinhaven-fi" }, "/").games).toEqual([]);
    } finally {
      delete process.env.DATA_DIR;
    }
  });
});
