import { describe, expect, it } from "vitest";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { factSources, factsSourceIn, parseFactSources, registeredUrl } from "#build/catalogue/fact-sources.ts";

/** The lines of the error a list of sources gives; none if it is valid. */
function problems(value: unknown): string[] {
  try {
    parseFactSources(value, "fact-sources.json");
  } catch (error) {
    return (error as Error).message.split("\n");
  }
  return [];
}

const list = {
  url: "https://github.com/owner/repo/blob/0123456789abcdef0123456789abcdef01234567/games.json",
  name: { en: "A game list", fi: "Pelilista" },
};

describe("the registry of fact sources", () => {
  it("holds SoftSwiss's three game lists, each a file of a public repository at the commit read, and the source of every game with facts", () => {
    expect(factSources().map((source) => source.url)).toEqual(
      ["playngo", "pragmaticexternal", "bgaming"].map(
        (file) =>
          `https://github.com/wallfair-organization/frontend/blob/efaa0c0ded27209721c094a506b981804248afed/src/config/games-cfg/${file}.json`,
      ),
    );
    const used = new Set(
      catalogue().flatMap((entry) => (entry.factsSource === undefined ? [] : [registeredUrl(entry.factsSource)])),
    );
    expect(used).toEqual(new Set(factSources().map((source) => source.url)));
  });

  it("names a game's source in the page's language, for what it is, with its address at the game's own lines", () => {
    const [playngo] = factSources();
    const lines = `${playngo?.url}#L18947-L18950`;
    expect(factsSourceIn(lines, "en")).toEqual({
      name: "SoftSwiss's game configuration, as kept in Wallfair's front end (2022)",
      url: lines,
    });
    expect(factsSourceIn(lines, "fi")).toEqual({
      name: "SoftSwissin peliasetukset Wallfairin käyttöliittymäkoodissa (2022)",
      url: lines,
    });
    expect(registeredUrl(lines)).toBe(playngo?.url);
    expect(factsSourceIn(undefined, "fi")).toBeUndefined();
    expect(() => factsSourceIn("https://casino.example/fire-joker", "en")).toThrow(
      /not a registered source of facts: register it in src\/build\/catalogue\/fact-sources\.json/,
    );
  });

  it("takes a list and a studio's own page", () => {
    expect(
      problems([
        list,
        {
          url: "https://www.playngo.com/games/fire-joker",
          name: { en: "Play'n GO", fi: "Play'n GO" },
          studio: "playngo",
        },
      ]),
    ).toEqual([]);
  });

  it("names the source, the field, what was expected and what was found", () => {
    expect(problems([{ ...list, name: { en: "A game list" } }])).toEqual([
      `fact-sources.json: [0] "${list.url}": name.fi: required`,
    ]);
    expect(problems([{ ...list, url: "games.json" }])).toEqual([
      'fact-sources.json: [0] "games.json": url: expected the address of the public file or page that states the facts, got "games.json"',
    ]);
    expect(problems([{ ...list, studio: "netent" }])).toEqual([
      `fact-sources.json: [0] "${list.url}": studio: unknown studio "netent" (the studios are playngo, pragmatic-play, bgaming)`,
    ]);
    expect(problems([list, { ...list, name: { en: "Again", fi: "Taas" } }])).toEqual([
      `fact-sources.json: [1] "${list.url}": url: [0] has the same url`,
    ]);
    expect(problems([{ ...list, licence: "none" }])[0]).toMatch(
      /^fact-sources\.json: \[0\] ".*": licence: unknown field \(the fields are url, name, studio\)$/,
    );
  });
});
