import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FactSource } from "#build/catalogue/fact-sources.ts";
import { entryLines, type FactAlias, mergeFacts, reportLines } from "#scripts/catalogue-facts.ts";

// A small SoftSwiss game list of the tests' own, an item a line: items that match a game, and items each skipped for its own reason.
const list = readFileSync(join(import.meta.dirname, "catalogue-facts-fixture.json"), "utf8");

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

const game = (slug: string, studio: string, launchId: string, more: Record<string, unknown> = {}) => ({
  slug,
  name: slug,
  studio,
  category: "slots",
  launchId,
  ...more,
});
const fireJoker = game("fire-joker", "playngo", "firejoker", {
  year: 2016,
  palette: ["#f97316", "#b91c1c"],
  motif: "flame",
});
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
const catalogueOf = (entries: readonly object[]) =>
  `[\n${entries.map((entry) => `  ${JSON.stringify(entry)}`).join(",\n")}\n]\n`;

const merge = (text: string, source = softSwiss) => mergeFacts(text, list, source, { sources });

/** A list in SoftSwiss's own layout: four spaces in, a field a line. */
const listOf = (items: readonly object[]) => JSON.stringify(items, null, 4);

describe("the import of a SoftSwiss game list", () => {
  it("joins each item to a game by its studio and exact launch id, and takes its facts by the mapping table", () => {
    const { report } = merge(catalogueOf(games));
    expect(report.matched).toEqual([
      {
        slug: "fire-joker",
        launchId: "firejoker",
        change: "added",
        facts: { rtp: 96.15, volatility: "medium", maxWin: 800 },
      },
      // `has_freespins` is the aggregator's free rounds, not the game's feature: Gates of Olympus has it, and gets no free spins from it.
      {
        slug: "gates-of-olympus",
        launchId: "vs20olympgate",
        change: "added",
        facts: { rtp: 96.5, volatility: "very-high", maxWin: 5000, features: ["bonus-buy"], released: "2021-02-25" },
      },
      { slug: "wolf-gold-1-million", launchId: "scwolfgold", change: "added", facts: { features: ["jackpot"] } },
      // BGaming's launch id is its identifier2, where its identifier may differ (softswiss:ElvisFroginVegas).
      {
        slug: "elvis-frog-in-vegas",
        launchId: "ElvisFrog",
        change: "added",
        facts: { rtp: 94, volatility: "medium-high", maxWin: 2500 },
      },
      { slug: "aztec-magic", launchId: "AztecMagic", change: "added", facts: { rtp: 96.1 } },
    ]);
  });

  it("skips an item that is no game of ours, saying why, however alike the names", () => {
    expect(merge(catalogueOf(games)).report.skipped).toEqual([
      { title: "Sugar Rush", place: "pragmatic-play vs20cm", reason: "no game of pragmatic-play has this launch id" },
      {
        title: "Candy Island Princess",
        place: "playngo candyislandprincess",
        reason: "no game of playngo has this launch id",
      },
      {
        title: "Mega Wheel",
        place: "pragmaticplaylive 801",
        reason: 'its producer "pragmaticplaylive" is none of ours (playngo, pragmaticplay, bgaming)',
      },
      { title: "Fortune Teller", place: "playngo fortuneteller", reason: "no game of playngo has this launch id" },
      { title: "Photo Safari", place: "playngo photosafari", reason: "no game of playngo has this launch id" },
      { title: "Bugs Party", place: "playngo bugsparty", reason: "no game of playngo has this launch id" },
      { title: "Wild Texas", place: "bgaming WildTexas", reason: "no game of bgaming has this launch id" },
    ]);
  });

  it("skips a value out of our range or scale, saying why, and leaves out a day of release in another year than the game's", () => {
    const { report } = merge(catalogueOf(games));
    expect(report.skippedValues).toEqual([
      {
        slug: "wolf-gold-1-million",
        field: "payout",
        value: 74.48,
        reason: "expected a percentage from 80 to 99.99, got 74.48",
      },
      {
        slug: "wolf-gold-1-million",
        field: "multiplier",
        value: 99999,
        reason: "99999 is the list's ceiling, which it gives to larger maximum wins, not a figure",
      },
      {
        slug: "aztec-magic",
        field: "volatility_rating",
        value: "extreme",
        reason: 'expected one of low, low-medium, medium, medium-high, high, very-high, got "extreme"',
      },
    ]);
    expect(report.suspects).toEqual([
      { slug: "aztec-magic", fact: "released", value: "2021-06-17", reason: "the catalogue's year of release is 2019" },
    ]);
  });

  it("writes the facts last on the game's line, with the list's address, and leaves every other line and field as it was", () => {
    // An untouched line keeps even a layout of its own.
    const untouched =
      '  {"slug": "moon-princess", "name": "Moon Princess", "studio": "playngo", "category": "slots", "launchId": "moonprincess"}';
    const before = `${catalogueOf(games).replace(/\n\]\n$/, ",\n")}${untouched}\n]\n`;
    const after = merge(before).text.split("\n");
    expect(after[1]).toBe(
      `  {"slug":"fire-joker","name":"fire-joker","studio":"playngo","category":"slots","launchId":"firejoker","year":2016,"palette":["#f97316","#b91c1c"],"motif":"flame","rtp":96.15,"volatility":"medium","maxWin":800,"factsSource":"${LIST}#L2"},`,
    );
    // Sugar Rush, the untouched line, and the end.
    expect(after.slice(6)).toEqual(before.split("\n").slice(6));
    expect(after[7]).toBe(untouched);
  });

  it("changes nothing when run again", () => {
    const once = merge(catalogueOf(games)).text;
    const twice = merge(once);
    expect(twice.text).toBe(once);
    expect(twice.report.matched.map((match) => match.change)).toEqual([
      "unchanged",
      "unchanged",
      "unchanged",
      "unchanged",
      "unchanged",
    ]);
  });

  it("updates a game's facts from the same list to what the list now says", () => {
    const stale = { ...fireJoker, rtp: 95, maxWin: 800, reels: 3, factsSource: LIST };
    const { text, report } = merge(catalogueOf([stale]));
    expect(report.matched[0]?.change).toBe("updated");
    expect(JSON.parse(text)[0]).toMatchObject({
      rtp: 96.15,
      volatility: "medium",
      maxWin: 800,
      factsSource: `${LIST}#L2`,
    });
    expect(JSON.parse(text)[0]).not.toHaveProperty("reels");
  });

  it("removes the facts a list gave a game once it states none we take, and leaves another source's", () => {
    const silent = {
      title: "Fire Joker",
      identifier2: "numId=307&gid=firejoker",
      producer: "playngo",
      payout: 12,
      multiplier: 99999,
    };
    const { text, report } = mergeFacts(
      catalogueOf([
        { ...fireJoker, rtp: 96.15, factsSource: `${LIST}#L2` },
        { ...gates, rtp: 96.5, factsSource: OTHER_LIST },
      ]),
      listOf([silent]),
      softSwiss,
      { sources },
    );
    expect(report.matched).toEqual([{ slug: "fire-joker", launchId: "firejoker", facts: {}, change: "removed" }]);
    const [firstGame, secondGame] = JSON.parse(text) as Record<string, unknown>[];
    expect(firstGame).toEqual(fireJoker);
    expect(secondGame).toMatchObject({ rtp: 96.5, factsSource: OTHER_LIST });
  });

  it("keeps the facts of a game from another list of the same rank, and reports each value they differ in", () => {
    const sourced = {
      ...gates,
      rtp: 96.5,
      volatility: "high",
      maxWin: 5000,
      features: ["bonus-buy"],
      factsSource: OTHER_LIST,
    };
    const before = catalogueOf([sourced]);
    const { text, report } = merge(before);
    expect(text).toBe(before);
    expect(report.matched[0]?.change).toBe("kept");
    expect(report.conflicts).toEqual([
      {
        slug: "gates-of-olympus",
        fact: "volatility",
        kept: { url: OTHER_LIST, value: "high" },
        setAside: { url: LIST, value: "very-high" },
      },
    ]);
  });

  it("keeps the studio's own figures over a list's, and a studio's own source replaces a list's facts", () => {
    const own = { ...gates, rtp: 96.51, maxWin: 5000, reels: 6, rows: 5, factsSource: STUDIO_PAGE };
    const kept = merge(catalogueOf([own]));
    expect(kept.report.matched[0]?.change).toBe("kept");
    expect(kept.report.conflicts).toEqual([
      {
        slug: "gates-of-olympus",
        fact: "rtp",
        kept: { url: STUDIO_PAGE, value: 96.51 },
        setAside: { url: LIST, value: 96.5 },
      },
    ]);

    const listed = { ...gates, rtp: 96.51, reels: 6, factsSource: OTHER_LIST };
    const replaced = merge(catalogueOf([listed]), studioPage);
    expect(replaced.report.matched[0]?.change).toBe("replaced");
    expect(replaced.report.conflicts).toEqual([
      {
        slug: "gates-of-olympus",
        fact: "rtp",
        kept: { url: STUDIO_PAGE, value: 96.5 },
        setAside: { url: OTHER_LIST, value: 96.51 },
      },
    ]);
    // A game keeps one source: none of the list's facts stays beside the studio's.
    expect(JSON.parse(replaced.text)[0]).not.toHaveProperty("reels");
    expect(JSON.parse(replaced.text)[0]).toMatchObject({ rtp: 96.5, factsSource: `${STUDIO_PAGE}#L3` });
  });

  it("links each game to its own item: the file's lines from the item's opening brace to its launch id", () => {
    const items = [
      {
        title: "Fire Joker",
        identifier: "playngo:FireJoker",
        identifier2: "numId=307&gid=firejoker",
        producer: "playngo",
        payout: 96.15,
      },
      {
        title: "Gates of Olympus",
        identifier: "pragmaticexternal:GatesOfOlympus1",
        identifier2: "vs20olympgate",
        producer: "pragmaticplay",
        payout: 96.5,
      },
    ];
    const text = listOf(items);
    expect(entryLines(text)).toEqual([
      { from: 2, to: 5 },
      { from: 9, to: 12 },
    ]);
    expect(text.split("\n")[11]).toContain('"identifier2": "vs20olympgate"');
    const [first, second] = JSON.parse(
      mergeFacts(catalogueOf([fireJoker, gates]), text, softSwiss, { sources }).text,
    ) as Record<string, unknown>[];
    expect(first?.factsSource).toBe(`${LIST}#L2-L5`);
    expect(second?.factsSource).toBe(`${LIST}#L9-L12`);
  });

  it("leaves out a figure a check doubts, and prints it on a line of its own; a reviewed decision keeps it", () => {
    const buffaloKing = game("buffalo-king", "pragmatic-play", "vs4096bufking");
    const item = {
      title: "Buffalo King",
      identifier2: "vs4096bufking",
      producer: "pragmaticplay",
      payout: 96.06,
      ways: 243,
      bonus_buy: true,
    };
    const doubted = mergeFacts(catalogueOf([buffaloKing]), listOf([item]), softSwiss, { sources });
    expect(doubted.report.suspects).toEqual([
      { slug: "buffalo-king", fact: "ways", value: 243, reason: "vs4096bufking says 4096" },
    ]);
    expect(reportLines(doubted.report)).toContain("  buffalo-king ways 243: vs4096bufking says 4096");
    expect(JSON.parse(doubted.text)[0]).toMatchObject({ rtp: 96.06, features: ["bonus-buy"] });
    expect(JSON.parse(doubted.text)[0]).not.toHaveProperty("ways");

    const reviews = [
      { slug: "buffalo-king", fact: "ways", value: 243, reason: "The game's own page states 243 ways." } as const,
    ];
    const kept = mergeFacts(catalogueOf([buffaloKing]), listOf([item]), softSwiss, { sources, reviews });
    expect(kept.report.suspects).toEqual([]);
    expect(reportLines(kept.report)).toContain(
      "  buffalo-king ways 243: vs4096bufking says 4096: kept: The game's own page states 243 ways.",
    );
    expect(JSON.parse(kept.text)[0]).toMatchObject({ ways: 243 });
  });

  it("leaves out a maximum win that unrelated games of the list share with the same RTP and volatility, games not in the catalogue included", () => {
    const figures = { producer: "playngo", payout: 96.88, volatility_rating: "high", multiplier: 67332 };
    const items = [
      { title: "Myth", identifier2: "numId=1&gid=myth", ...figures },
      { title: "Pearl Lagoon", identifier2: "numId=2&gid=pearllagoon", ...figures },
    ];
    const { text, report } = mergeFacts(catalogueOf([game("myth", "playngo", "myth")]), listOf(items), softSwiss, {
      sources,
    });
    expect(report.suspects.map(({ slug, fact, value }) => `${slug} ${fact} ${value}`)).toEqual(["myth maxWin 67332"]);
    expect(JSON.parse(text)[0]).toMatchObject({ rtp: 96.88, volatility: "high" });
    expect(JSON.parse(text)[0]).not.toHaveProperty("maxWin");
  });

  it("leaves out a maximum win of uncommon digits that an unrelated game of the studio has, whatever its RTP and volatility", () => {
    // Fortune Teller's 10,658× is Photo Safari's, a game of the list of another volatility that the catalogue does not have.
    const fortuneTeller = game("fortune-teller", "playngo", "fortuneteller", { name: "Fortune Teller" });
    const { text, report } = merge(catalogueOf([fortuneTeller]));
    expect(report.suspects).toEqual([
      {
        slug: "fortune-teller",
        fact: "maxWin",
        value: 10658,
        reason:
          "Photo Safari has it too, of the same studio and no name in common: an uncommon figure is one game's own",
      },
    ]);
    expect(JSON.parse(text)[0]).toMatchObject({ rtp: 94.17, volatility: "medium" });
    expect(JSON.parse(text)[0]).not.toHaveProperty("maxWin");
    const reviews = [
      { slug: "fortune-teller", fact: "maxWin", value: 10658, reason: "The game's own rules state 10,658×." } as const,
    ];
    const kept = mergeFacts(catalogueOf([fortuneTeller]), list, softSwiss, { sources, reviews });
    expect(JSON.parse(kept.text)[0]).toMatchObject({ maxWin: 10658 });
  });

  it("files a game in the category the list's allows, with the type it names: video poker, and video bingo where its description says so", () => {
    const bugsParty = game("bugs-party", "playngo", "bugsparty", { name: "Bugs Party" });
    const wildTexas = game("wild-texas", "bgaming", "WildTexas", { name: "Wild Texas" });
    const { text, report } = merge(catalogueOf([bugsParty, wildTexas]));
    expect(report.kinds).toEqual([
      {
        slug: "bugs-party",
        from: "slots",
        to: "instant-games (video-bingo)",
        why: "the list's category is lottery, and its description says video bingo",
      },
      { slug: "wild-texas", from: "slots", to: "table-games (video-poker)", why: "the list's category is video_poker" },
    ]);
    expect(reportLines(report)).toContain(
      "  wild-texas: slots → table-games (video-poker): the list's category is video_poker",
    );
    const [bingo, poker] = JSON.parse(text) as Record<string, unknown>[];
    // The type follows the category, as the catalogue orders its fields; the facts come last, as ever.
    expect(Object.keys(bingo ?? {})).toEqual([
      "slug",
      "name",
      "studio",
      "category",
      "type",
      "launchId",
      "rtp",
      "volatility",
      "maxWin",
      "factsSource",
    ]);
    expect(bingo).toMatchObject({ category: "instant-games", type: "video-bingo", maxWin: 3620 });
    expect(poker).toMatchObject({ category: "table-games", type: "video-poker", rtp: 95 });
    const again = merge(text);
    expect(again.text).toBe(text);
    expect(again.report.kinds).toEqual([]);
  });

  it("keeps the catalogue's category where the list's allows it, and a type the list does not deny", () => {
    const item = (category: string, more: Record<string, unknown> = {}) => ({
      title: "Keno",
      identifier2: "numId=239&gid=keno",
      producer: "playngo",
      category,
      payout: 92.09,
      ...more,
    });
    const keno = game("keno", "playngo", "keno", { category: "instant-games" });
    const kindAfter = (entry: object, listed: object) => {
      const { text, report } = mergeFacts(catalogueOf([entry]), listOf([listed]), softSwiss, { sources });
      const { category, type } = JSON.parse(text)[0] as Record<string, unknown>;
      return { category, type, kinds: report.kinds.length, skipped: report.skippedValues };
    };
    // The list's casual holds keno and Pragmatic Play's baccarat: either category of ours stands.
    expect(kindAfter(keno, item("casual"))).toMatchObject({ category: "instant-games", kinds: 0 });
    expect(kindAfter({ ...keno, category: "table-games" }, item("casual"))).toMatchObject({
      category: "table-games",
      kinds: 0,
    });
    // A lottery whose description says no video bingo denies no type the catalogue gives; a slot has none.
    const bingo = { ...keno, type: "video-bingo" };
    expect(kindAfter(bingo, item("lottery"))).toMatchObject({ category: "instant-games", type: "video-bingo" });
    expect(kindAfter(bingo, item("slots"))).toEqual({ category: "slots", type: undefined, kinds: 1, skipped: [] });
    // A category the import does not read changes nothing, and is said; nor does a recalled item's.
    expect(kindAfter(keno, item("arcade"))).toEqual({
      category: "instant-games",
      type: undefined,
      kinds: 0,
      skipped: [
        {
          slug: "keno",
          field: "category",
          value: "arcade",
          reason:
            "none of the list's categories we read (slots, card, poker, roulette, video_poker, lottery, casual, craps)",
        },
      ],
    });
    expect(kindAfter(keno, item("video_poker", { recalled: true }))).toMatchObject({
      category: "instant-games",
      kinds: 0,
    });
  });

  it("gives Megaways as a feature only with the engine's checked ways", () => {
    const megaways = (identifier2: string, ways: number) => ({
      title: identifier2,
      identifier2,
      producer: "pragmaticplay",
      payout: 96.5,
      ways,
    });
    const entries = [
      game("the-dog-house-megaways", "pragmatic-play", "vswaysdogs", { name: "The Dog House Megaways" }),
      game("starz-megaways", "pragmatic-play", "vs117649starz", { name: "Starz Megaways" }),
    ];
    const { text } = mergeFacts(
      catalogueOf(entries),
      listOf([megaways("vswaysdogs", 117649), megaways("vs117649starz", 17649)]),
      softSwiss,
      { sources },
    );
    const [dogHouse, starz] = JSON.parse(text) as Record<string, unknown>[];
    expect(dogHouse).toMatchObject({ ways: 117649, features: ["megaways"] });
    expect(starz).not.toHaveProperty("ways");
    expect(starz).not.toHaveProperty("features");
  });

  it("takes no fact of a game the list marks recalled, and removes those it gave before", () => {
    const zorro = game("foxy-wild-heart", "bgaming", "ZorroWildHeart");
    const item = {
      title: "Zorro Wild Heart",
      identifier2: "ZorroWildHeart",
      producer: "bgaming",
      payout: 96.93,
      recalled: true,
      recalled_at: "2022-03-11T00:00:00.000Z",
    };
    const { text, report } = mergeFacts(
      catalogueOf([{ ...zorro, rtp: 96.93, factsSource: `${LIST}#L2-L5` }]),
      listOf([item]),
      softSwiss,
      { sources },
    );
    expect(JSON.parse(text)[0]).toEqual(zorro);
    expect(report.matched).toEqual([
      { slug: "foxy-wild-heart", launchId: "ZorroWildHeart", facts: {}, change: "removed" },
    ]);
    expect(report.skipped).toEqual([
      {
        title: "Zorro Wild Heart",
        place: "bgaming ZorroWildHeart",
        reason: "the list marks it recalled (2022-03-11): its facts are not taken",
      },
    ]);
  });

  it("joins an item to a game under another id only by a reviewed alias, whose line must be the item's", () => {
    const hugo = game("hugo", "playngo", "hugo");
    const item = { title: "Hugo", identifier2: "numId=322&gid=hugomobile", producer: "playngo", payout: 96.4 };
    const alias: FactAlias = {
      slug: "hugo",
      source: LIST,
      id: "hugomobile",
      line: `${LIST}#L2-L4`,
      reason: "The same title.",
    };
    expect(mergeFacts(catalogueOf([hugo]), listOf([item]), softSwiss, { sources }).report.skipped[0]?.reason).toBe(
      "no game of playngo has this launch id",
    );
    const { text, report } = mergeFacts(catalogueOf([hugo]), listOf([item]), softSwiss, { sources, aliases: [alias] });
    expect(JSON.parse(text)[0]).toMatchObject({ rtp: 96.4, factsSource: `${LIST}#L2-L4` });
    expect(reportLines(report)).toContain("  hugo: the list's hugomobile");
    expect(() =>
      mergeFacts(catalogueOf([hugo]), listOf([item]), softSwiss, {
        sources,
        aliases: [{ ...alias, line: `${LIST}#L9-L12` }],
      }),
    ).toThrow(/hugo: line .*#L9-L12 is not the item's/);
    // Another source's alias is not this list's.
    expect(
      mergeFacts(catalogueOf([hugo]), listOf([item]), softSwiss, {
        sources,
        aliases: [{ ...alias, source: OTHER_LIST }],
      }).report.matched,
    ).toEqual([]);
  });

  it("refuses a catalogue the build would refuse, and a list that is not a list", () => {
    expect(() => merge(catalogueOf([{ ...fireJoker, rtp: 101, factsSource: LIST }]))).toThrow(
      /\[0\] "fire-joker": rtp: expected a percentage from 80 to 99\.99, got 101/,
    );
    expect(() =>
      merge(catalogueOf([{ ...fireJoker, rtp: 96, factsSource: "https://casino.example/fire-joker" }])),
    ).toThrow(/\[0\] "fire-joker": factsSource: "https:\/\/casino\.example\/fire-joker" is not a registered source/);
    expect(() => mergeFacts(catalogueOf(games), JSON.stringify({ games: [] }), softSwiss, { sources })).toThrow(
      /expected a SoftSwiss game list/,
    );
  });

  it("prints each match with its facts, each skip and each conflict with why", () => {
    const lines = reportLines(
      merge(catalogueOf([{ ...gates, rtp: 96.5, volatility: "high", factsSource: OTHER_LIST }, ...games.slice(2)]))
        .report,
    );
    expect(lines).toContain("matched 4 games: 3 added, 0 updated, 0 unchanged, 0 removed, 0 replaced, 1 kept");
    expect(lines).toContain("  elvis-frog-in-vegas (ElvisFrog): added: rtp 94, volatility medium-high, maxWin 2500");
    expect(lines).toContain("  Sugar Rush (pragmatic-play vs20cm): no game of pragmatic-play has this launch id");
    expect(lines).toContain("  wolf-gold-1-million: payout 74.48: expected a percentage from 80 to 99.99, got 74.48");
    expect(lines).toContain("skipped 3 values:");
    expect(lines).toContain("  aztec-magic released 2021-06-17: the catalogue's year of release is 2019");
    expect(lines).toContain("1 conflict:");
    expect(lines).toContain(`  gates-of-olympus: volatility: kept high from ${OTHER_LIST}, not very-high from ${LIST}`);
  });
});
