// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  importExitCode,
  importPictures,
  importReport,
  type KitGame,
  matchFile,
  namesOf,
  type Outcome,
} from "#server/commands/pictures-import.ts";

const game = (slug: string, name: string, launchId: string, studio: string, picture?: string): KitGame => ({
  slug,
  name,
  launchId,
  studio: {
    id: studio,
    name: studio === "playngo" ? "Play'n GO" : studio === "pragmatic-play" ? "Pragmatic Play" : "Other Studio",
  },
  picture,
});

const OLYMPUS = game("gates-of-olympus", "Gates of Olympus", "vs20olympgate", "pragmatic-play");
const BOOK = game("book-of-dead", "Book of Dead", "bookofdead", "playngo");
const JOKER = game("fire-joker", "Fire Joker", "firejoker", "playngo");
const OTHER_JOKER = game("fire-joker-other", "Fire Joker", "fire_joker", "other");
const SUGAR = game("sugar-rush-1000", "Sugar Rush 1000", "vs20sugarrushx", "pragmatic-play");
const SUGAR_ONE = game("sugar-rush", "Sugar Rush", "vs20sugarrush", "pragmatic-play");
const GAMES = [OLYMPUS, BOOK, JOKER, OTHER_JOKER, SUGAR];

let kit: string;
let folder: string;
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "pictures-import-"));
  kit = join(root, "kit");
  folder = join(root, "pictures");
  mkdirSync(kit);
  mkdirSync(folder);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A picture of the tests' own: a flat colour of the given size, in the type of its name. */
async function draw(path: string, width: number, height: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  const type = extname(path).slice(1).toLowerCase();
  writeFileSync(path, await image.toFormat(type === "jpg" ? "jpeg" : (type as "png")).toBuffer());
}

const byKind = (outcomes: readonly Outcome[], kind: Outcome["kind"]) =>
  outcomes.filter((outcome) => outcome.kind === kind).map((outcome) => outcome.file);

describe("the names a kit's file may be of", () => {
  it("drops sizes and a kit's words from the end, the fullest name first", () => {
    expect(namesOf("Gates of Olympus_512x512.png")).toEqual(["Gates of Olympus_512x512", "Gates of Olympus"]);
    expect(namesOf("BookOfDead-thumbnail.webp")).toEqual(["BookOfDead-thumbnail", "BookOfDead"]);
    expect(namesOf("Fire Joker@2x.png")).toEqual(["Fire Joker@2x", "Fire Joker"]);
    expect(namesOf("moon_princess-1920x1080_thumb.jpg")).toEqual([
      "moon_princess-1920x1080_thumb",
      "moon_princess-1920x1080",
      "moon_princess",
    ]);
    expect(namesOf("WolfGoldLogo.png")).toEqual(["WolfGoldLogo", "WolfGold"]);
  });

  it("never drops a number that may be a name's, nor a 2x without its @", () => {
    expect(namesOf("Sugar Rush 1000.png")).toEqual(["Sugar Rush 1000"]);
    expect(namesOf("Gemix 2x.png")).toEqual(["Gemix 2x"]);
  });
});

describe("matching a file to a game", () => {
  it("joins a launch id, case aside, and a name, case, spacing and punctuation aside", () => {
    expect(matchFile("VS20OLYMPGATE.jpg", GAMES)).toEqual({ game: OLYMPUS, by: "launch id" });
    expect(matchFile("gates  OF olympus_512x512.PNG", GAMES)).toEqual({ game: OLYMPUS, by: "name" });
    expect(matchFile("Book-Of-Dead (thumbnail).webp", GAMES)).toEqual({ game: BOOK, by: "name" });
    expect(matchFile("gates-of-olympus.webp", GAMES)).toEqual({ game: OLYMPUS, by: "name" });
  });

  it("calls a name two studios' games have ambiguous, and takes it within one studio", () => {
    expect(matchFile("Fire Joker.png", GAMES)).toEqual({ fits: [JOKER, OTHER_JOKER], by: "name" });
    expect(
      matchFile(
        "Fire Joker.png",
        GAMES.filter((one) => one.studio.id === "playngo"),
      ),
    ).toEqual({ game: JOKER, by: "name" });
    // Its launch id tells the studio.
    expect(matchFile("fire_joker.png", GAMES)).toEqual({ game: OTHER_JOKER, by: "launch id" });
  });

  it("takes the fullest name that fits, so a game's number is never dropped for another game", () => {
    expect(matchFile("Sugar Rush 1000_thumb.png", [SUGAR, SUGAR_ONE])).toEqual({ game: SUGAR, by: "name" });
    expect(matchFile("Sugar Rush 1000.png", [SUGAR_ONE])).toBeUndefined();
  });
});

describe("importing a kit", () => {
  async function drawKit() {
    await draw(join(kit, "Gates of Olympus_512x512.png"), 512, 512);
    await draw(join(kit, "vs20olympgate.jpg"), 1800, 1200);
    await draw(join(kit, "BookOfDead-thumbnail.webp"), 400, 300);
    await draw(join(kit, "FIRE joker@2x.png"), 64, 64);
    await draw(join(kit, "Starburst_thumb.png"), 64, 64);
    mkdirSync(join(kit, "Pragmatic Play"));
    await draw(join(kit, "Pragmatic Play", "Sugar Rush 1000-logo.png"), 64, 64);
    writeFileSync(join(kit, "broken.png"), "not a picture at all");
    // A whole header and half its pixels, as a download cut short leaves it.
    const whole = await sharp({
      create: {
        width: 256,
        height: 256,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(join(kit, "Starburst-cut-short.jpg"), whole.subarray(0, whole.length / 2));
    writeFileSync(join(kit, "readme.txt"), "The studio's terms of use");
    writeFileSync(join(kit, ".DS_Store"), "");
  }

  it("writes each match under its slug as WebP no larger than the build needs, and reports every file", async () => {
    await drawKit();
    const outcomes = await importPictures(kit, GAMES, {
      folder,
      folderName: "sites/x/pictures",
      scope: "the games of x",
    });

    expect(byKind(outcomes, "matched")).toEqual([
      "BookOfDead-thumbnail.webp",
      join("Pragmatic Play", "Sugar Rush 1000-logo.png"),
      "vs20olympgate.jpg",
    ]);
    expect(byKind(outcomes, "unmatched")).toEqual(["Starburst_thumb.png"]);
    expect(byKind(outcomes, "ambiguous")).toEqual(["FIRE joker@2x.png"]);
    expect(byKind(outcomes, "skipped")).toEqual([
      "Gates of Olympus_512x512.png",
      "Starburst-cut-short.jpg",
      "broken.png",
      "readme.txt",
    ]);
    expect(readdirSync(folder).sort()).toEqual(["book-of-dead.webp", "gates-of-olympus.webp", "sugar-rush-1000.webp"]);
    // The larger of the two pictures of Gates of Olympus, whole (3:2), made just large enough to cover 1280 × 720; a small one kept as it is.
    expect(await sharp(join(folder, "gates-of-olympus.webp")).metadata()).toMatchObject({
      format: "webp",
      width: 1280,
      height: 853,
    });
    expect(await sharp(join(folder, "book-of-dead.webp")).metadata()).toMatchObject({
      format: "webp",
      width: 400,
      height: 300,
    });

    const report = importReport(outcomes);
    expect(report).toContain(
      "matched   vs20olympgate.jpg → sites/x/pictures/gates-of-olympus.webp (Gates of Olympus, Pragmatic Play, by launch id)\n",
    );
    expect(report).toContain(
      "ambiguous FIRE joker@2x.png: its name fits fire-joker (Play'n GO) and fire-joker-other (Other Studio): pass --studio <id>",
    );
    expect(report).toContain(
      'unmatched Starburst_thumb.png: "Starburst" is the name or launch id of none of the games of x\n',
    );
    expect(report).toContain(
      "skipped   Gates of Olympus_512x512.png: vs20olympgate.jpg is a larger picture of gates-of-olympus\n",
    );
    expect(report).toMatch(/skipped {3}broken\.png: not a picture sharp can read \(.+\)\n/);
    expect(report).toMatch(/skipped {3}Starburst-cut-short\.jpg: not a picture sharp can read \(.+\)\n/);
    expect(report).toMatch(/skipped {3}readme\.txt: not a picture sharp can read/);
    expect(report.trimEnd().split("\n").at(-1)).toBe(
      "3 matched, 1 unmatched, 1 ambiguous, 4 skipped, of 9 files: 3 written",
    );
    expect(importExitCode(outcomes)).toBe(1);
  });

  it("writes nothing on a dry run, and reports the same", async () => {
    await drawKit();
    const outcomes = await importPictures(kit, GAMES, { folder, scope: "the games of x", dryRun: true });

    expect(byKind(outcomes, "matched")).toHaveLength(3);
    expect(readdirSync(folder)).toEqual([]);
    expect(importReport(outcomes, true)).toContain("of 9 files: nothing written (--dry-run)");
  });

  it("never overwrites a game's picture without --force, and with it leaves one picture of the game", async () => {
    await draw(join(kit, "vs20olympgate.jpg"), 1600, 900);
    await draw(join(kit, "Book of Dead.png"), 64, 64);
    writeFileSync(join(folder, "gates-of-olympus.jpg"), "the operator's own");
    writeFileSync(join(folder, "book-of-dead.webp"), "the operator's own");

    const kept = await importPictures(kit, GAMES, { folder, folderName: "p", scope: "the games of x" });
    expect(importReport(kept)).toContain(
      "skipped   vs20olympgate.jpg: gates-of-olympus has a picture already (p/gates-of-olympus.jpg): --force replaces it\n",
    );
    expect(readFileSync(join(folder, "gates-of-olympus.jpg"), "utf8")).toBe("the operator's own");
    expect(readFileSync(join(folder, "book-of-dead.webp"), "utf8")).toBe("the operator's own");
    // Nothing needs the operator: the games have their pictures.
    expect(importExitCode(kept)).toBe(0);

    const replaced = await importPictures(kit, GAMES, {
      folder,
      folderName: "p",
      scope: "the games of x",
      force: true,
    });
    expect(importReport(replaced)).toContain(
      "(Gates of Olympus, Pragmatic Play, by launch id, in place of p/gates-of-olympus.jpg)",
    );
    expect(readdirSync(folder).sort()).toEqual(["book-of-dead.webp", "gates-of-olympus.webp"]);
    expect(await sharp(join(folder, "book-of-dead.webp")).metadata()).toMatchObject({ format: "webp", width: 64 });
  });

  it("writes the file a site's own list names for its game, in that file's type", async () => {
    await draw(join(kit, "own-game-512x512.png"), 64, 64);
    const own = game("own-game", "Own Game", "own1", "other", "own.jpg");

    const outcomes = await importPictures(kit, [own], { folder, scope: "the games of x" });
    expect(byKind(outcomes, "matched")).toEqual(["own-game-512x512.png"]);
    expect(readdirSync(folder)).toEqual(["own.jpg"]);
    expect(await sharp(join(folder, "own.jpg")).metadata()).toMatchObject({ format: "jpeg" });
  });

  it("names the game a file is of when the site does not show it, and a near name", async () => {
    await draw(join(kit, "Sugar Rush.png"), 64, 64);
    await draw(join(kit, "Gates of Olympos.png"), 64, 64);

    const outcomes = await importPictures(kit, GAMES, { folder, scope: "the games of x", otherGames: [SUGAR_ONE] });
    const report = importReport(outcomes);
    expect(report).toContain("unmatched Sugar Rush.png: sugar-rush (Pragmatic Play) is not one of the games of x\n");
    expect(report).toContain(
      'unmatched Gates of Olympos.png: "Gates of Olympos" is the name or launch id of none of the games of x; did you mean gates-of-olympus (Pragmatic Play)?\n',
    );
  });
});

describe("the command", () => {
  const run = promisify(execFile);
  const command = join(import.meta.dirname, "pictures-import-command.ts");

  // Two commands started, each reading the site and the catalogue: seconds on a busy machine, not the usual five.
  it("says how to call it, and which site field it needs, exiting 2", async () => {
    await expect(run(process.execPath, [command])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage: npm run pictures:import -- <folder>"),
    });
    await expect(run(process.execPath, [command, kit, "--site", "spinhaven"])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'sites/spinhaven.ts has no gamePictures folder to bring pictures into: add gamePictures: "sites/spinhaven/pictures"',
      ),
    });
  }, 60_000);
});
