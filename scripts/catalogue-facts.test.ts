import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FactSource } from "../src/catalogue/fact-sources.ts";
import { mergeFacts, reportLines } from "./catalogue-facts.ts";

// A small SoftSwiss game list of the tests' own: items that match a game, and items each skipped for its own reason.
const list: unknown = JSON.parse(readFileSync(join(import.meta.dirname, "catalogue-facts-fixture.json"), "utf8"));

const LIST = "https://lists.example/softswiss.json";
const OTHER_LIST = "https://lists.example/another.json";
const STUDIO_PAGE = "https://pragmatic.example/gates-of-olympus";
const named = { en: "A list", fi: "Lista" };
const sources: FactSource[] = [
  { url: LIST, name: named },
  { url: OTHER_LIST, name: named },
  { url: STUDIO_PAGE, name: named, studio: "pragmatic-play" },
];
const [softSwiss, , studioPage] = sources as [FactSource, FactSource, FactSource];

const game = (slug: string, studio: string, launchId: string, more: Record<string, unknown> = {}) => ({ slug, name: slug, studio, category: "slots", launchId, ...more });
const fireJoker = game("fire-joker", "playngo", "firejoker", { year: 2016, palette: ["#f97316", "#b91c1c"], motif: "flame" });
const gates = game("gates-of-olympus", "pragmatic-play", "vs20olympgate");
const games = [
  fireJoker,
  gates,
  game("wolf-gold-1-million", "pragmatic-play", "scwolfgold"),
  game("elvis-frog-in-vegas", "bgaming", "ElvisFrog"),
  game("aztec-magic", "bgaming", "AztecMagic", { year: 2019 }),
  game("sugar-rush", "pragmatic-play", "vs20sugarrush"),
];

/** A catalogue in the file's layout: a game a line. */
const catalogueOf = (entries: readonly object[]) => `[\n${entries.map((entry) => `  ${JSON.stringify(entry)}`).join(",\n")}\n]\n`;

const merge = (text: string, source = softSwiss) => mergeFacts(text, list, source, sources);

describe("the import of a SoftSwiss game list", () => {
  it("joins each item to a game by its studio and exact launch id, and takes its facts by the mapping table", () => {
    const { report } = merge(catalogueOf(games));
    expect(report.matched).toEqual([
      { slug: "fire-joker", launchId: "firejoker", change: "added", facts: { rtp: 96.15, volatility: "medium", maxWin: 800 } },
      {
        slug: "gates-of-olympus",
        launchId: "vs20olympgate",
        change: "added",
        facts: { rtp: 96.5, volatility: "very-high", maxWin: 5000, features: ["free-spins", "bonus-buy"], released: "2021-02-25" },
      },
      { slug: "wolf-gold-1-million", launchId: "scwolfgold", change: "added", facts: { features: ["free-spins", "jackpot"] } },
      // BGaming's launch id is its identifier2, where its identifier may differ (softswiss:ElvisFroginVegas).
      { slug: "elvis-frog-in-vegas", launchId: "ElvisFrog", change: "added", facts: { rtp: 94, volatility: "medium-high", maxWin: 2500, features: ["free-spins"] } },
      { slug: "aztec-magic", launchId: "AztecMagic", change: "added", facts: { rtp: 96.1 } },
    ]);
  });

  it("skips an item that is no game of ours, saying why, however alike the names", () => {
    expect(merge(catalogueOf(games)).report.skipped).toEqual([
      { title: "Sugar Rush", place: "pragmatic-play vs20cm", reason: "no game of pragmatic-play has this launch id" },
      { title: "Candy Island Princess", place: "playngo candyislandprincess", reason: "no game of playngo has this launch id" },
      { title: "Mega Wheel", place: "pragmaticplaylive 801", reason: 'its producer "pragmaticplaylive" is none of ours (playngo, pragmaticplay, bgaming)' },
    ]);
  });

  it("skips a value out of our range or scale, and a day of release in another year than the game's, saying why", () => {
    expect(merge(catalogueOf(games)).report.skippedValues).toEqual([
      { slug: "wolf-gold-1-million", field: "payout", value: 74.48, reason: "expected a percentage from 80 to 99.99, got 74.48" },
      { slug: "wolf-gold-1-million", field: "multiplier", value: 99999, reason: "99999 is the list's ceiling, which it gives to larger maximum wins, not a figure" },
      { slug: "aztec-magic", field: "volatility_rating", value: "extreme", reason: 'expected one of low, low-medium, medium, medium-high, high, very-high, got "extreme"' },
      { slug: "aztec-magic", field: "released_at", value: "2021-06-17T00:00:00.000Z", reason: "the catalogue's year of release is 2019" },
      { slug: "aztec-magic", field: "has_freespins", value: "yes", reason: 'expected true or false, got "yes"' },
    ]);
  });

  it("writes the facts last on the game's line, with the list's address, and leaves every other line and field as it was", () => {
    // An untouched line keeps even a layout of its own.
    const untouched = '  {"slug": "moon-princess", "name": "Moon Princess", "studio": "playngo", "category": "slots", "launchId": "moonprincess"}';
    const before = `${catalogueOf(games).replace(/\n\]\n$/, ",\n")}${untouched}\n]\n`;
    const after = merge(before).text.split("\n");
    expect(after[1]).toBe(
      `  {"slug":"fire-joker","name":"fire-joker","studio":"playngo","category":"slots","launchId":"firejoker","year":2016,"palette":["#f97316","#b91c1c"],"motif":"flame","rtp":96.15,"volatility":"medium","maxWin":800,"factsSource":"${LIST}"},`,
    );
    // Sugar Rush, the untouched line, and the end.
    expect(after.slice(6)).toEqual(before.split("\n").slice(6));
    expect(after[7]).toBe(untouched);
  });

  it("changes nothing when run again", () => {
    const once = merge(catalogueOf(games)).text;
    const twice = merge(once);
    expect(twice.text).toBe(once);
    expect(twice.report.matched.map((match) => match.change)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged", "unchanged"]);
  });

  it("updates a game's facts from the same list to what the list now says", () => {
    const stale = { ...fireJoker, rtp: 95, maxWin: 800, reels: 3, factsSource: LIST };
    const { text, report } = merge(catalogueOf([stale]));
    expect(report.matched[0]?.change).toBe("updated");
    expect(JSON.parse(text)[0]).toMatchObject({ rtp: 96.15, volatility: "medium", maxWin: 800, factsSource: LIST });
    expect(JSON.parse(text)[0]).not.toHaveProperty("reels");
  });

  it("removes the facts a list gave a game once it states none we take, and leaves another source's", () => {
    const silent = { title: "Fire Joker", identifier2: "numId=307&gid=firejoker", producer: "playngo", payout: 12, multiplier: 99999 };
    const { text, report } = mergeFacts(catalogueOf([{ ...fireJoker, rtp: 96.15, factsSource: LIST }, { ...gates, rtp: 96.5, factsSource: OTHER_LIST }]), [silent], softSwiss, sources);
    expect(report.matched).toEqual([{ slug: "fire-joker", launchId: "firejoker", facts: {}, change: "removed" }]);
    const [firstGame, secondGame] = JSON.parse(text) as Record<string, unknown>[];
    expect(firstGame).toEqual(fireJoker);
    expect(secondGame).toMatchObject({ rtp: 96.5, factsSource: OTHER_LIST });
  });

  it("keeps the facts of a game from another list of the same rank, and reports each value they differ in", () => {
    const sourced = { ...gates, rtp: 96.5, volatility: "high", maxWin: 5000, features: ["bonus-buy", "free-spins"], factsSource: OTHER_LIST };
    const before = catalogueOf([sourced]);
    const { text, report } = merge(before);
    expect(text).toBe(before);
    expect(report.matched[0]?.change).toBe("kept");
    expect(report.conflicts).toEqual([{ slug: "gates-of-olympus", fact: "volatility", kept: { url: OTHER_LIST, value: "high" }, setAside: { url: LIST, value: "very-high" } }]);
  });

  it("keeps the studio's own figures over a list's, and a studio's own source replaces a list's facts", () => {
    const own = { ...gates, rtp: 96.51, maxWin: 5000, reels: 6, rows: 5, factsSource: STUDIO_PAGE };
    const kept = merge(catalogueOf([own]));
    expect(kept.report.matched[0]?.change).toBe("kept");
    expect(kept.report.conflicts).toEqual([{ slug: "gates-of-olympus", fact: "rtp", kept: { url: STUDIO_PAGE, value: 96.51 }, setAside: { url: LIST, value: 96.5 } }]);

    const listed = { ...gates, rtp: 96.51, reels: 6, factsSource: OTHER_LIST };
    const replaced = merge(catalogueOf([listed]), studioPage);
    expect(replaced.report.matched[0]?.change).toBe("replaced");
    expect(replaced.report.conflicts).toEqual([{ slug: "gates-of-olympus", fact: "rtp", kept: { url: STUDIO_PAGE, value: 96.5 }, setAside: { url: OTHER_LIST, value: 96.51 } }]);
    // A game keeps one source: none of the list's facts stays beside the studio's.
    expect(JSON.parse(replaced.text)[0]).not.toHaveProperty("reels");
    expect(JSON.parse(replaced.text)[0]).toMatchObject({ rtp: 96.5, factsSource: STUDIO_PAGE });
  });

  it("refuses a catalogue the build would refuse, and a list that is not a list", () => {
    expect(() => merge(catalogueOf([{ ...fireJoker, rtp: 101, factsSource: LIST }]))).toThrow(/\[0\] "fire-joker": rtp: expected a percentage from 80 to 99\.99, got 101/);
    expect(() => merge(catalogueOf([{ ...fireJoker, rtp: 96, factsSource: "https://casino.example/fire-joker" }]))).toThrow(
      /\[0\] "fire-joker": factsSource: "https:\/\/casino\.example\/fire-joker" is not a registered source/,
    );
    expect(() => mergeFacts(catalogueOf(games), { games: [] }, softSwiss, sources)).toThrow(/expected a SoftSwiss game list/);
  });

  it("prints each match with its facts, each skip and each conflict with why", () => {
    const lines = reportLines(merge(catalogueOf([{ ...gates, rtp: 96.5, volatility: "high", factsSource: OTHER_LIST }, ...games.slice(2)])).report);
    expect(lines).toContain("matched 4 games: 3 added, 0 updated, 0 unchanged, 0 removed, 0 replaced, 1 kept");
    expect(lines).toContain("  elvis-frog-in-vegas (ElvisFrog): added: rtp 94, volatility medium-high, maxWin 2500, features free-spins");
    expect(lines).toContain("  Sugar Rush (pragmatic-play vs20cm): no game of pragmatic-play has this launch id");
    expect(lines).toContain("  wolf-gold-1-million: payout 74.48: expected a percentage from 80 to 99.99, got 74.48");
    expect(lines).toContain("skipped 5 values:");
    expect(lines).toContain("1 conflict:");
    expect(lines).toContain(`  gates-of-olympus: volatility: kept high from ${OTHER_LIST}, not very-high from ${LIST}`);
  });
});
