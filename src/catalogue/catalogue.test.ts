// @vitest-environment node
import { describe, expect, it } from "vitest";
import { derivedArt, MOTIFS } from "~/catalogue/art";
import { catalogue, parseCatalogue } from "~/catalogue/catalogue";

/** The lines of the error a catalogue gives, as if it were the file src/catalogue/catalogue.json; none if it is valid. */
function problems(value: unknown): string[] {
  try {
    parseCatalogue(value, "src/catalogue/catalogue.json");
  } catch (error) {
    return (error as Error).message.split("\n");
  }
  return [];
}

const game = { slug: "fire-joker", name: "Fire Joker", provider: "Play'n GO", category: "slots", gid: "firejoker", host: "asccw.playngonetwork.com" };
const other = { ...game, slug: "moon-princess", name: "Moon Princess", gid: "moonprincess" };

/** The rule the slugs follow: lower-case ASCII, diacritics folded, apostrophes dropped, any other run of characters a hyphen. */
const slugOf = (name: string) =>
  name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/['’]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

describe("the catalogue", () => {
  const games = catalogue();

  it("starts with the six games of SPEC.md, their slugs, launcher ids and art unchanged", () => {
    expect(games.slice(0, 6).map(({ slug, gid, palette, motif, year }) => ({ slug, gid, palette, motif, year }))).toEqual([
      { slug: "moon-princess", gid: "moonprincess", palette: ["#f472b6", "#6d28d9"], motif: "crescent", year: 2016 },
      { slug: "fire-joker", gid: "firejoker", palette: ["#f97316", "#b91c1c"], motif: "flame", year: 2016 },
      { slug: "reactoonz", gid: "reactoonz", palette: ["#22d3ee", "#7c3aed"], motif: "alien", year: 2017 },
      { slug: "book-of-dead", gid: "bookofdead", palette: ["#facc15", "#92400e"], motif: "book", year: 2016 },
      { slug: "gigantoonz", gid: "gigantoonz", palette: ["#a3e635", "#0f766e"], motif: "monsters", year: 2019 },
      { slug: "rise-of-olympus", gid: "riseofolympus", palette: ["#60a5fa", "#1e3a8a"], motif: "temple", year: 2018 },
    ]);
    for (const spec of games.slice(0, 6)) expect(Object.keys(spec.description).sort()).toEqual(["en", "fi"]);
  });

  it("holds every Play'n GO demo of the public list once: Book of Dead and Lady of Fortune once each", () => {
    expect(games).toHaveLength(381);
    expect(games.filter((entry) => /book of dead/i.test(entry.name)).map((entry) => [entry.name, entry.gid])).toEqual([["Book of Dead", "bookofdead"]]);
    expect(games.filter((entry) => entry.name.startsWith("Lady of Fortune")).map((entry) => [entry.name, entry.gid])).toEqual([["Lady of Fortune", "ladyoffortune"]]);
    expect(new Set(games.map((entry) => entry.provider))).toEqual(new Set(["Play'n GO"]));
  });

  it("names each game's slug after its name, and its launcher host", () => {
    for (const entry of games) expect(entry.slug, entry.name).toBe(slugOf(entry.name));
    expect(slugOf("Mötley Crüe")).toBe("motley-crue");
    expect(games.filter((entry) => entry.host !== "asccw.playngonetwork.com").map((entry) => [entry.gid, entry.host])).toEqual([
      ["xmasboatbonanza", "released.playngonetwork.com"],
      ["sobekspin", "released.playngonetwork.com"],
    ]);
  });

  it("sorts the table and instant games from the slots", () => {
    const of = (category: string) => games.filter((entry) => entry.category === category).map((entry) => entry.name);
    expect(of("table-games")).toEqual([
      "3-Hand Casino Hold'em", "BlackJack MH", "Casino Hold'em", "Casino Stud Poker", "Craps", "Double Exposure BlackJack",
      "European BlackJack MH", "European Roulette Pro", "Mini Baccarat", "Money Wheel", "Single Deck BlackJack", "Super Wheel",
    ]);
    expect(of("instant-games")).toEqual(["Keno", "Rainforest Magic Bingo", "Sweet Alchemy Bingo", "Viking Runecraft Bingo"]);
    expect(of("slots")).toHaveLength(381 - 16);
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
  it("is the same for a slug at every build, and differs between slugs", () => {
    expect(derivedArt("moon-princess-100")).toEqual(derivedArt("moon-princess-100"));
    expect(derivedArt("moon-princess-100")).not.toEqual(derivedArt("moon-princess-10"));
  });

  it("uses hex colours and every motif", () => {
    const art = catalogue().map((entry) => derivedArt(entry.slug));
    for (const { palette } of art) for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(art.map((entry) => entry.motif))).toEqual(new Set(MOTIFS));
  });

  it("fills in what an entry leaves out, and keeps what it names", () => {
    const [derived, own] = parseCatalogue([game, { ...other, motif: "gem" }], "catalogue.json");
    expect(derived).toMatchObject(derivedArt("fire-joker"));
    expect(own).toMatchObject({ palette: derivedArt("moon-princess").palette, motif: "gem" });
  });
});

describe("an invalid catalogue", () => {
  it("names the entry, its field, what was expected and what was found", () => {
    expect(problems([game, { ...other, palette: ["#fff"] }])).toEqual([
      'src/catalogue/catalogue.json: [1] "moon-princess": palette: expected two CSS hex colours such as ["#f472b6", "#6d28d9"], got ["#fff"]',
    ]);
    expect(problems([{ ...game, palette: ["cyan", "#6d28d9"] }])).toEqual([
      'src/catalogue/catalogue.json: [0] "fire-joker": palette: expected two CSS hex colours such as ["#f472b6", "#6d28d9"], got ["cyan","#6d28d9"]',
    ]);
    expect(problems([{ ...game, category: "slot" }])).toEqual([
      'src/catalogue/catalogue.json: [0] "fire-joker": category: expected one of slots, table-games, instant-games, got "slot"',
    ]);
    expect(problems([{ ...game, slug: "Fire Joker" }])).toEqual([
      'src/catalogue/catalogue.json: [0] "Fire Joker": slug: expected a slug of lower-case ASCII letters and digits between single hyphens, such as moon-princess, got "Fire Joker"',
    ]);
    expect(problems([{ ...game, year: "2016" }, { ...other, host: "https://asccw.playngonetwork.com" }])).toEqual([
      'src/catalogue/catalogue.json: [0] "fire-joker": year: expected a year such as 2016, got "2016"',
      'src/catalogue/catalogue.json: [1] "moon-princess": host: expected a host name such as asccw.playngonetwork.com, got "https://asccw.playngonetwork.com"',
    ]);
    expect(problems([{ ...game, motif: "dragon", description: { sv: "Eld" } }])).toEqual([
      expect.stringMatching(/^src\/catalogue\/catalogue\.json: \[0\] "fire-joker": motif: expected one of crescent, flame, .*, got "dragon"$/),
      'src/catalogue/catalogue.json: [0] "fire-joker": description.sv: unknown language (the languages are en, fi)',
    ]);
  });

  it("names a missing or unknown field", () => {
    const withoutGid: Record<string, unknown> = { ...game };
    delete withoutGid.gid;
    expect(problems([withoutGid])).toEqual(['src/catalogue/catalogue.json: [0] "fire-joker": gid: required']);
    expect(problems([{ ...game, studio: "x" }])).toEqual([
      expect.stringMatching(/^src\/catalogue\/catalogue\.json: \[0\] "fire-joker": studio: unknown field \(the fields are slug, name, provider, /),
    ]);
    expect(problems({ games: [] })).toEqual(['src/catalogue/catalogue.json: expected a list of games, got {"games":[]}']);
  });

  it("names both entries of a repeated slug or launcher id", () => {
    expect(problems([game, other, { ...other, slug: "lady-of-fortune", name: "Lady of Fortune", gid: "firejoker" }])).toEqual([
      'src/catalogue/catalogue.json: [2] "lady-of-fortune" and [0] "fire-joker" share the launcher id "firejoker"',
    ]);
    expect(problems([game, other, { ...game, name: "Fire Joker Remastered", gid: "firejokerremastered" }])).toEqual([
      'src/catalogue/catalogue.json: [2] "Fire Joker Remastered" and [0] "Fire Joker" share the slug "fire-joker"',
    ]);
  });
});
