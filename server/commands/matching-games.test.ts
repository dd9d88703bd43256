import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameLines, matchingGames } from "#server/commands/matching-games.ts";

const games = [
  {
    slug: "gates-of-olympus",
    name: "Gates of Olympus",
    studio: "pragmatic-play",
    launchId: "vs20olympgate",
    rtp: 96.5,
  },
  { slug: "rise-of-olympus", name: "Rise of Olympus", studio: "playngo", launchId: "riseofolympus" },
  { slug: "moon-princess", name: "Moon Princess", studio: "playngo", launchId: "moonprincess", volatility: "high" },
];

describe("matchingGames", () => {
  it("keeps the games with a word starting with each word asked, case and accents aside, of the studio asked", () => {
    expect(matchingGames(games, ["OLYMP"]).map((game) => game.slug)).toEqual(["gates-of-olympus", "rise-of-olympus"]);
    expect(matchingGames(games, ["olympus", "ri"]).map((game) => game.slug)).toEqual(["rise-of-olympus"]);
    expect(matchingGames(games, ["olympus"], "playngo").map((game) => game.slug)).toEqual(["rise-of-olympus"]);
    expect(matchingGames(games, ["prïncess"]).map((game) => game.slug)).toEqual(["moon-princess"]);
    expect(matchingGames(games, []).length).toBe(3);
    expect(matchingGames(games, ["lympus"])).toEqual([]);
  });
});

describe("gameLines", () => {
  it("prints a heading and a game a line, in aligned columns, with the facts each has or -", () => {
    expect(gameLines(games)).toEqual([
      "slug              name              studio          launch id      facts",
      "gates-of-olympus  Gates of Olympus  pragmatic-play  vs20olympgate  rtp",
      "rise-of-olympus   Rise of Olympus   playngo         riseofolympus  -",
      "moon-princess     Moon Princess     playngo         moonprincess   volatility",
    ]);
  });
});

// Each runs node on the command: a few seconds on a busy machine, beyond Vitest's default of five.
describe("npm run games:list", { timeout: 30_000 }, () => {
  /** The command run as npm runs it, in a process of its own: its exit status and what it wrote. */
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [join(import.meta.dirname, "games-list-command.ts"), ...args]).then(
      ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        status: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  it("lists the catalogue's games that match, or a site's, and says how many of how many", async () => {
    const [olympus, site] = await Promise.all([
      run("olympus", "--studio", "pragmatic-play"),
      run("--site", "spinhaven"),
    ]);
    expect(olympus.status).toBe(0);
    expect(olympus.stdout.split("\n")[1]).toMatch(
      /^gates-of-olympus +Gates of Olympus +pragmatic-play +vs20olympgate +rtp /,
    );
    expect(olympus.stderr).toBe("1 of the catalogue's 751 games\n");
    expect(site.stdout.trim().split("\n")).toHaveLength(7);
    expect(site.stderr).toBe("6 of spinhaven's 6 games\n");
  });

  it("exits 1 when no game matches, and 2, naming why, for an unknown studio, site or option", async () => {
    const [none, studio, site, option] = await Promise.all([
      run("zzqx"),
      run("--studio", "nope"),
      run("--site", "nope"),
      run("--bad"),
    ]);
    expect(none).toMatchObject({ status: 1, stderr: "no game of the catalogue's 751 matches\n" });
    expect(studio).toMatchObject({ status: 2, stderr: expect.stringContaining('no studio "nope"') });
    expect(site).toMatchObject({ status: 2, stderr: expect.stringContaining('Unknown site "nope"') });
    expect(option).toMatchObject({ status: 2, stderr: expect.stringContaining("usage: npm run games:list") });
  });
});
