// @vitest-environment node
import { describe, expect, it } from "vitest";
import { derivedArt, MOTIFS } from "#build/catalogue/art.ts";
import { catalogue, parseCatalogue } from "#build/catalogue/catalogue.ts";
import { slugOf } from "#shared/slug.ts";

/** The lines of the error a catalogue gives, as if it were the file src/build/catalogue/catalogue.json; none if it is valid. */
function problems(value: unknown): string[] {
  try {
    parseCatalogue(value, "src/build/catalogue/catalogue.json");
  } catch (error) {
    return (error as Error).message.split("\n");
  }
  return [];
}

const game = {
  slug: "fire-joker",
  name: "Fire Joker",
  studio: "playngo",
  category: "slots" as const,
  launchId: "firejoker",
};
const other = { ...game, slug: "moon-princess", name: "Moon Princess", launchId: "moonprincess" };
const PLAYNGO_LIST =
  "https://github.com/wallfair-organization/frontend/blob/efaa0c0ded27209721c094a506b981804248afed/src/config/games-cfg/playngo.json";

describe("the catalogue", () => {
  const games = catalogue();

  it("starts with the six games of SPEC.md, their slugs, launcher ids and art unchanged", () => {
    expect(
      games.slice(0, 6).map(({ slug, launchId, palette, motif, year }) => ({ slug, launchId, palette, motif, year })),
    ).toEqual([
      {
        slug: "moon-princess",
        launchId: "moonprincess",
        palette: ["#f472b6", "#6d28d9"],
        motif: "crescent",
        year: 2016,
      },
      { slug: "fire-joker", launchId: "firejoker", palette: ["#f97316", "#b91c1c"], motif: "flame", year: 2016 },
      { slug: "reactoonz", launchId: "reactoonz", palette: ["#22d3ee", "#7c3aed"], motif: "alien", year: 2017 },
      { slug: "book-of-dead", launchId: "bookofdead", palette: ["#facc15", "#92400e"], motif: "book", year: 2016 },
      { slug: "gigantoonz", launchId: "gigantoonz", palette: ["#a3e635", "#0f766e"], motif: "monsters", year: 2019 },
      {
        slug: "rise-of-olympus",
        launchId: "riseofolympus",
        palette: ["#60a5fa", "#1e3a8a"],
        motif: "temple",
        year: 2018,
      },
    ]);
    for (const spec of games.slice(0, 6)) expect(Object.keys(spec.description).sort()).toEqual(["en", "fi"]);
  });

  it("holds every Play'n GO demo of the public list once: Book of Dead and Lady of Fortune once each", () => {
    const playngo = games.filter((entry) => entry.studio === "playngo");
    expect(playngo).toHaveLength(381);
    expect(
      playngo.filter((entry) => /book of dead/i.test(entry.name)).map((entry) => [entry.name, entry.launchId]),
    ).toEqual([["Book of Dead", "bookofdead"]]);
    expect(
      playngo.filter((entry) => entry.name.startsWith("Lady of Fortune")).map((entry) => [entry.name, entry.launchId]),
    ).toEqual([["Lady of Fortune", "ladyoffortune"]]);
  });

  it("holds the games of Pragmatic Play's and BGaming's public lists, each once", () => {
    const of = (studio: string) => games.filter((entry) => entry.studio === studio);
    expect(of("pragmatic-play")).toHaveLength(288);
    expect(of("bgaming")).toHaveLength(82);
    expect(new Set(games.map((entry) => entry.studio))).toEqual(new Set(["playngo", "pragmatic-play", "bgaming"]));
    expect(of("pragmatic-play").find((entry) => entry.name === "Gates of Olympus")?.launchId).toBe("vs20olympgate");
    expect(of("bgaming").find((entry) => entry.name === "Elvis Frog in Vegas")?.launchId).toBe("ElvisFrog");
  });

  it("names each game's slug after its name, its studio's after it where two studios share a name, and its launcher host", () => {
    const shared = { "pragmatic-play": "Pragmatic Play", bgaming: "BGaming" } as Record<string, string>;
    for (const entry of games)
      expect([slugOf(entry.name), slugOf(`${entry.name} ${shared[entry.studio]}`)], entry.name).toContain(entry.slug);
    expect(games.filter((entry) => entry.slug !== slugOf(entry.name)).map((entry) => entry.slug)).toEqual([
      "keno-pragmatic-play",
      "casino-holdem-bgaming",
      "jacks-or-better-bgaming",
      "multihand-blackjack-bgaming",
    ]);
    expect(slugOf("Mötley Crüe")).toBe("motley-crue");
    expect(games.filter((entry) => entry.host !== undefined).map((entry) => [entry.launchId, entry.host])).toEqual([
      ["xmasboatbonanza", "released.playngonetwork.com"],
      ["sobekspin", "released.playngonetwork.com"],
    ]);
  });

  it("gives facts to most games, and to half of each studio's at least, each with the source that states them", () => {
    const withFacts = games.filter((entry) => entry.factsSource !== undefined);
    expect(withFacts.length / games.length).toBeGreaterThanOrEqual(0.6);
    for (const studio of ["playngo", "pragmatic-play", "bgaming"]) {
      expect(
        withFacts.filter((entry) => entry.studio === studio).length /
          games.filter((entry) => entry.studio === studio).length,
        studio,
      ).toBeGreaterThanOrEqual(0.5);
    }
    expect(games.find((entry) => entry.slug === "book-of-dead")).toMatchObject({
      rtp: 96.21,
      volatility: "high",
      maxWin: 5000,
    });
    // The facts of Rise of Olympus itself, not of Rise of Olympus Origins.
    const riseOfOlympus = games.find((entry) => entry.slug === "rise-of-olympus");
    expect(riseOfOlympus).toMatchObject({
      rtp: 96.5,
      volatility: "high",
      maxWin: 5000,
      factsSource: expect.stringMatching(/\/playngo\.json#L\d+-L\d+$/),
    });
  });

  it("sorts the table and instant games from the slots", () => {
    const of = (category: string) =>
      games.filter((entry) => entry.studio === "playngo" && entry.category === category).map((entry) => entry.name);
    expect(of("table-games")).toEqual([
      "3-Hand Casino Hold'em",
      "BlackJack MH",
      "Casino Hold'em",
      "Casino Stud Poker",
      "Craps",
      "Double Exposure BlackJack",
      "European BlackJack MH",
      "European Roulette Pro",
      "Mini Baccarat",
      "Money Wheel",
      "Single Deck BlackJack",
      "Super Wheel",
    ]);
    // Bugs Party and Flying Pigs are video bingo, as their source says, whatever their names.
    expect(of("instant-games")).toEqual([
      "Bugs Party",
      "Flying Pigs",
      "Keno",
      "Rainforest Magic Bingo",
      "Sweet Alchemy Bingo",
      "Viking Runecraft Bingo",
    ]);
    expect(games.filter((entry) => entry.studio === "playngo" && entry.category === "slots")).toHaveLength(381 - 18);
  });

  it("names a game's type where its source does, and files it in the type's category", () => {
    expect(
      games.filter((entry) => entry.type !== undefined).map(({ slug, category, type }) => [slug, category, type]),
    ).toEqual([
      ["bugs-party", "instant-games", "video-bingo"],
      ["flying-pigs", "instant-games", "video-bingo"],
      ["jacks-or-better-bgaming", "table-games", "video-poker"],
      ["wild-texas", "table-games", "video-poker"],
    ]);
  });

  it("writes names tidily: no stray spaces, one kind of apostrophe", () => {
    for (const { name } of games) {
      expect(name).toBe(name.trim().replace(/\s+/g, " "));
      expect(name).not.toContain("’");
    }
  });

  it("gives every game art of its own: no two share their colours and motif", () => {
    const looks = games.map((entry) => `${entry.palette.join(" ")} ${entry.motif}`);
    expect(new Set(looks).size).toBe(games.length);
  });
});

describe("derived art", () => {
  it("is the same for a game at every build, its colours differ between slugs, and its motif comes from its name", () => {
    const moon100 = { slug: "moon-princess-100", name: "Moon Princess 100" };
    expect(derivedArt(moon100)).toEqual(derivedArt(moon100));
    expect(derivedArt(moon100).palette).not.toEqual(derivedArt({ ...moon100, slug: "moon-princess-10" }).palette);
    expect(derivedArt(moon100)).toMatchObject({ motif: "crescent", derived: true });
  });

  it("uses hex colours and every motif", () => {
    const art = catalogue().map((entry) => derivedArt(entry));
    for (const { palette } of art) for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(art.map((entry) => entry.motif))).toEqual(new Set(MOTIFS));
  });

  it("fills in what an entry leaves out, derived, and keeps a motif drawn by hand as drawn", () => {
    const [derived, own] = parseCatalogue([game, { ...other, motif: "gem" }], "catalogue.json");
    expect(derived).toMatchObject(derivedArt(game));
    expect(own).toMatchObject({ palette: derivedArt(other).palette, motif: "gem", derived: false });
  });
});

describe("an invalid catalogue", () => {
  it("names the entry, its field, what was expected and what was found", () => {
    expect(problems([game, { ...other, palette: ["#fff"] }])).toEqual([
      'src/build/catalogue/catalogue.json: [1] "moon-princess": palette: expected two CSS hex colours such as ["#f472b6", "#6d28d9"], got ["#fff"]',
    ]);
    expect(problems([{ ...game, palette: ["cyan", "#6d28d9"] }])).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": palette: expected two CSS hex colours such as ["#f472b6", "#6d28d9"], got ["cyan","#6d28d9"]',
    ]);
    expect(problems([{ ...game, category: "slot" }])).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": category: expected one of slots, table-games, instant-games, got "slot"',
    ]);
    expect(
      problems([
        { ...game, type: "video-poker" },
        { ...other, type: "bingo" },
      ]),
    ).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": type: a video-poker game is of the category table-games, not slots',
      'src/build/catalogue/catalogue.json: [1] "moon-princess": type: expected one of video-bingo, video-poker, got "bingo"',
    ]);
    expect(problems([{ ...game, category: "instant-games", type: "video-bingo" }])).toEqual([]);
    expect(problems([{ ...game, slug: "Fire Joker" }])).toEqual([
      'src/build/catalogue/catalogue.json: [0] "Fire Joker": slug: expected a slug of lower-case ASCII letters and digits between single hyphens, such as moon-princess, got "Fire Joker"',
    ]);
    expect(
      problems([
        { ...game, slug: "page" },
        { ...other, slug: "studios" },
        { ...game, slug: "slots", launchId: "s" },
        { ...other, slug: "site", launchId: "c" },
      ]),
    ).toEqual([
      `src/build/catalogue/catalogue.json: [0] "page": slug: "page" is kept for the lobby's own pages (/games/page/…)`,
      `src/build/catalogue/catalogue.json: [1] "studios": slug: "studios" is kept for the lobby's own pages (/games/studios/…)`,
      `src/build/catalogue/catalogue.json: [2] "slots": slug: "slots" is the address of a category's page`,
      `src/build/catalogue/catalogue.json: [3] "site": slug: "site" is kept for the site's social card (/social-cards/site.jpg)`,
    ]);
    expect(
      problems([
        { ...game, year: "2016" },
        { ...other, host: "https://asccw.playngonetwork.com" },
      ]),
    ).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": year: expected a year such as 2016, got "2016"',
      'src/build/catalogue/catalogue.json: [1] "moon-princess": host: expected a host name such as released.playngonetwork.com, got "https://asccw.playngonetwork.com"',
    ]);
    expect(
      problems([
        { ...game, rtp: 101, volatility: "extreme", features: ["free-spins", "wilds"], factsSource: PLAYNGO_LIST },
      ]),
    ).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": rtp: expected a percentage from 80 to 99.99, got 101',
      'src/build/catalogue/catalogue.json: [0] "fire-joker": volatility: expected one of low, low-medium, medium, medium-high, high, very-high, got "extreme"',
      expect.stringMatching(
        /^src\/build\/catalogue\/catalogue\.json: \[0\] "fire-joker": features\[1\]: expected one of free-spins, .*, got "wilds"$/,
      ),
    ]);
    expect(problems([{ ...game, rtp: 96.15 }])).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": factsSource: required: a game\'s facts name the public page that states them',
    ]);
    expect(problems([{ ...game, rtp: 96.15, factsSource: "https://www.slottomat.com/slot/fire-joker" }])).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": factsSource: "https://www.slottomat.com/slot/fire-joker" is not a registered source (register it in src/build/catalogue/fact-sources.json with its url, its name in each language (en, fi) and, for a studio\'s own, the studio\'s id)',
    ]);
    expect(problems([{ ...game, motif: "unicorn", description: { sv: "Eld" } }])).toEqual([
      expect.stringMatching(
        /^src\/build\/catalogue\/catalogue\.json: \[0\] "fire-joker": motif: expected one of crescent, flame, .*, got "unicorn"$/,
      ),
      'src/build/catalogue/catalogue.json: [0] "fire-joker": description.sv: unknown language (the languages are en, fi)',
    ]);
  });

  it("names a missing or unknown field, and an unknown studio with the studios there are", () => {
    const withoutLaunchId: Record<string, unknown> = { ...game };
    delete withoutLaunchId.launchId;
    expect(problems([withoutLaunchId])).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": launchId: required',
    ]);
    expect(problems([{ ...game, provider: "Play'n GO" }])).toEqual([
      expect.stringMatching(
        /^src\/build\/catalogue\/catalogue\.json: \[0\] "fire-joker": provider: unknown field \(the fields are slug, name, studio, /,
      ),
    ]);
    expect(problems([{ ...game, studio: "netent" }])).toEqual([
      'src/build/catalogue/catalogue.json: [0] "fire-joker": studio: unknown studio "netent" (the studios are playngo, pragmatic-play, bgaming)',
    ]);
    expect(problems({ games: [] })).toEqual([
      'src/build/catalogue/catalogue.json: expected a list of games, got {"games":[]}',
    ]);
  });

  it("names both entries of a repeated slug or studio's launch id; two studios may use one id", () => {
    expect(
      problems([game, other, { ...other, slug: "lady-of-fortune", name: "Lady of Fortune", launchId: "firejoker" }]),
    ).toEqual([
      'src/build/catalogue/catalogue.json: [2] "lady-of-fortune" and [0] "fire-joker" share the launch id "firejoker"',
    ]);
    expect(problems([game, { ...other, studio: "bgaming", launchId: "firejoker" }])).toEqual([]);
    expect(
      problems([game, other, { ...game, name: "Fire Joker Remastered", launchId: "firejokerremastered" }]),
    ).toEqual([
      'src/build/catalogue/catalogue.json: [2] "Fire Joker Remastered" and [0] "Fire Joker" share the slug "fire-joker"',
    ]);
  });
});
