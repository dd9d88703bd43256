import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogue, CATALOGUE_FILE } from "#build/catalogue/catalogue.ts";
import { parseGameList } from "#build/catalogue/game-list.ts";
import { parseStudios, studios } from "#build/catalogue/studios.ts";

const local = parseStudios(
  [{ id: "local", name: "Local", launcher: "http://127.0.0.1:9/{id}", languages: { default: "en" } }],
  "own",
);
const context = {
  locales: ["fi", "en"] as ("fi" | "en")[],
  studios: [...studios(), ...local],
  gamePictures: true,
  catalogue: catalogue(),
  catalogueFile: CATALOGUE_FILE,
};

const HEADER =
  "name,studio,launchId,category,slug,year,released,description_en,description_fi,picture,rtp,volatility,maxWin,reels,rows,paylines,ways,features,themes";

/** The lines of the error a list gives; none if it is valid. */
function problems(source: string | Uint8Array, file = "sites/x/games.csv", on = context): string[] {
  try {
    parseGameList(typeof source === "string" ? Buffer.from(source) : source, file, on);
  } catch (error) {
    return (error as Error).message.split("\n");
  }
  return [];
}

describe("an operator's game list", () => {
  it("reads CSV: RFC 4180 quoting, lists split on |, empty cells left out, a slug made from the name", () => {
    const csv = `\uFEFF${HEADER}\r\n"Lucky ""Local"", Deluxe",local,lucky_1,slots,,2024,2024-03-01,"Two lines,
of text",Kaksi riviä,lucky.webp,95.5,high,2500,5,3,20,,free-spins|bonus-buy,fruits|classic\r\n`;
    const [game] = parseGameList(Buffer.from(csv), "sites/x/games.csv", context);
    expect(game).toMatchObject({
      slug: "lucky-local-deluxe",
      name: 'Lucky "Local", Deluxe',
      studio: "local",
      launchId: "lucky_1",
      category: "slots",
      year: 2024,
      released: "2024-03-01",
      description: { en: "Two lines,\nof text", fi: "Kaksi riviä" },
      picture: "lucky.webp",
      rtp: 95.5,
      volatility: "high",
      maxWin: 2500,
      reels: 5,
      rows: 3,
      paylines: 20,
      features: ["free-spins", "bonus-buy"],
      themes: ["fruits", "classic"],
    });
    expect(game?.ways).toBeUndefined();
    expect(game?.palette).toHaveLength(2);
  });

  it("reads JSON: a list of objects with the same fields", () => {
    const json = JSON.stringify([
      {
        name: "Gem Run",
        studio: "local",
        launchId: "gem",
        category: "instant-games",
        slug: "gem-run-local",
        features: ["jackpot"],
        description_en: "Run.",
      },
    ]);
    expect(parseGameList(Buffer.from(json), "sites/x/games.json", context)).toMatchObject([
      { slug: "gem-run-local", features: ["jackpot"], description: { en: "Run." } },
    ]);
  });
});

const FIELDS =
  "the fields are slug, name, studio, category, year, launchId, host, rtp, volatility, maxWin, reels, rows, paylines, ways, features, themes, released, description_fi, description_en, picture";

describe("a list the build refuses, one line a problem", () => {
  it("names the file, the line (the header being line 1), the field, what was expected and what was found", () => {
    const csv = [
      "name,studio,launchId,category,rtp,volatility,features,released,year,picture,description_sv,colour",
      "Good One,local,good,slots,96,low,,,,,,",
      "Bad Rtp,local,badrtp,slots,101,extreme,free-spins|wilds,2024-13-01,twenty,a/b.webp,,",
      ",local,x y,slot,,,,,,,Hej,red",
    ].join("\n");
    expect(problems(csv)).toEqual([
      `sites/x/games.csv: line 1: description_sv: unknown field (${FIELDS})`,
      `sites/x/games.csv: line 1: colour: unknown field (${FIELDS})`,
      'sites/x/games.csv: line 3: year: expected a year such as 2016, got "twenty"',
      "sites/x/games.csv: line 3: rtp: expected a percentage from 80 to 99.99, got 101",
      'sites/x/games.csv: line 3: volatility: expected one of low, low-medium, medium, medium-high, high, very-high, got "extreme"',
      'sites/x/games.csv: line 3: features[1]: expected one of free-spins, multipliers, cascades, cluster-pays, megaways, bonus-buy, expanding-symbols, sticky-wilds, hold-and-win, jackpot, gamble, got "wilds"',
      'sites/x/games.csv: line 3: released: expected an ISO date such as 2021-02-25, got "2024-13-01"',
      'sites/x/games.csv: line 3: picture: expected the name of a picture in the site\'s gamePictures folder, such as gates-of-olympus.webp, got "a/b.webp"',
      "sites/x/games.csv: line 4: name: required",
      'sites/x/games.csv: line 4: category: expected one of slots, table-games, instant-games, got "slot"',
      'sites/x/games.csv: line 4: launchId: expected a launch id of letters, digits, _ and -, such as moonprincess, got "x y"',
    ]);
  });

  it("refuses a slug, written or made from the name, that the lobby's own pages or the site's card take", () => {
    const csv =
      "name,studio,launchId,category,slug\nPage,local,p,slots,\nAny,local,a,slots,studios\nSlots,local,s,slots,\nSite,local,c,slots,\nOther,local,o,slots,site";
    expect(problems(csv)).toEqual([
      `sites/x/games.csv: line 2 "Page": slug: "page" is kept for the lobby's own pages (/games/page/…)`,
      `sites/x/games.csv: line 3: slug: "studios" is kept for the lobby's own pages (/games/studios/…)`,
      `sites/x/games.csv: line 4 "Slots": slug: "slots" is the address of a category's page`,
      `sites/x/games.csv: line 5 "Site": slug: "site" is kept for the site's social card (/social-cards/site.jpg)`,
      `sites/x/games.csv: line 6: slug: "site" is kept for the site's social card (/social-cards/site.jpg)`,
    ]);
  });

  it("asks for a slug where the name has no letter an address can spell, and spells the ones that do not fold", () => {
    const csv =
      "name,studio,launchId,category,slug\n福,local,fu_1,slots,\n???,local,q,slots,\n福,local,fu_2,slots,lucky-fu\nÆsir Spins,local,ae,slots,";
    expect(problems(csv)).toEqual([
      'sites/x/games.csv: line 2 "福": slug: required here, since the name has no letter or digit an address can spell; write one, such as "local-fu-1"',
      'sites/x/games.csv: line 3 "???": slug: required here, since the name has no letter or digit an address can spell; write one, such as "local-q"',
    ]);
    expect(
      parseGameList(
        Buffer.from("name,studio,launchId,category\nÆsir Spins,local,ae,slots"),
        "sites/x/games.csv",
        context,
      )[0]?.slug,
    ).toBe("aesir-spins");
  });

  it("names the studios there are for an unknown one, and both games of a repeated slug or launch id", () => {
    const csv = [
      "name,studio,launchId,category",
      "Fire Joker,local,fj,slots",
      "Lucky,netent,l1,slots",
      "Lucky,local,l1,slots",
      "Lucky 2,local,l1,slots",
      "Moon,local,moonprincess,slots,extra",
      "Gates,pragmatic-play,vs20olympgate,slots",
    ].join("\n");
    expect(problems(csv)).toEqual([
      "sites/x/games.csv: line 6: expected 4 fields, as the header has, found 5",
      'sites/x/games.csv: line 2 "Fire Joker" and src/build/catalogue/catalogue.json [1] "Fire Joker" share the slug "fire-joker"',
      'sites/x/games.csv: line 3: studio: unknown studio "netent" (the studios are playngo, pragmatic-play, bgaming, local)',
      'sites/x/games.csv: line 4 "Lucky" and line 3 "Lucky" share the slug "lucky"',
      'sites/x/games.csv: line 5 "Lucky 2" and line 4 "Lucky" share the local launch id "l1"',
      expect.stringMatching(
        /^sites\/x\/games\.csv: line 7 "Gates" and src\/build\/catalogue\/catalogue\.json \[\d+\] "Gates of Olympus" share the pragmatic-play launch id "vs20olympgate"$/,
      ),
    ]);
  });

  it("names a header field given twice, a file that is not CSV, and an empty one", () => {
    expect(problems("name,studio,launchId,category,name\nA,local,a,slots,B")).toEqual([
      "sites/x/games.csv: line 1: name: the header has this field twice",
    ]);
    expect(problems('name,studio,launchId,category\n"Unclosed,local,a,slots\n')).toEqual([
      "sites/x/games.csv: line 2: Quote Not Closed: the parsing is finished with an opening quote at line 2",
    ]);
    expect(problems("")).toEqual([
      "sites/x/games.csv: expected a header row of field names, then a game a line; the file is empty",
    ]);
  });

  it("refuses a field that would change nothing: a host the studio's launcher has no {host} for, a picture with no folder, one picture for two games", () => {
    const csv = [
      "name,studio,launchId,category,host,picture",
      "Aurora,local,a1,slots,cdn.example,",
      "Borealis,playngo,b1,slots,released.playngonetwork.com,borealis.webp",
      "Comet,local,c1,slots,,borealis.webp",
    ].join("\n");
    expect(problems(csv)).toEqual([
      'sites/x/games.csv: line 2 "Aurora": host: the launcher of "local" has no {host}, so a game\'s own host changes nothing: leave it out',
      'sites/x/games.csv: line 4 "Comet": picture: "borealis.webp" is the picture of line 3 "Borealis" already',
    ]);
    expect(
      problems(csv.split("\n").slice(0, 3).join("\n").replace(",cdn.example,", ",,"), "sites/x/games.csv", {
        ...context,
        gamePictures: false,
      }),
    ).toEqual(['sites/x/games.csv: line 3 "Borealis": picture: the site has no gamePictures folder to take it from']);
  });

  it("refuses a list that is not UTF-8, naming its first line that is not", () => {
    // "Pyöräytä" as Windows-1252 writes it: ö and ä are one byte each, never UTF-8.
    const windows1252 = Buffer.concat([
      Buffer.from(
        "name,studio,launchId,category,description_fi\nAurora,local,a1,slots,Hei\nBorealis,local,b1,slots,Py",
      ),
      Buffer.from([0xf6, 0x72, 0xe4]),
      Buffer.from("yt\u00e4\n"),
    ]);
    expect(problems(windows1252)).toEqual([
      'sites/x/games.csv: line 3: not UTF-8 text: save the list as UTF-8 (in a spreadsheet, as "CSV UTF-8")',
    ]);
    expect(
      problems(
        Buffer.concat([
          Buffer.from([0xef, 0xbb, 0xbf]),
          Buffer.from("name,studio,launchId,category,description_fi\nAurora,local,a1,slots,Pyöräytä"),
        ]),
      ),
    ).toEqual([]);
  });

  it("in JSON, names the game by its index", () => {
    expect(problems('{"games":[]}', "sites/x/games.json")).toEqual([
      "sites/x/games.json: expected a list of games, got an object",
    ]);
    expect(
      problems(
        '[{"name":"A","studio":"local","launchId":"a","category":"slots","rtp":"high"}, 3]',
        "sites/x/games.json",
      ),
    ).toEqual([
      'sites/x/games.json: [0]: rtp: expected a percentage from 80 to 99.99, got "high"',
      `sites/x/games.json: [1]: expected an object with the fields ${FIELDS.replace("the fields are ", "")}, got 3`,
    ]);
    // The parser's words, never the excerpt of the file it quotes.
    expect(problems("[oops", "sites/x/games.json")).toEqual(["sites/x/games.json: not JSON: Unexpected token 'o'"]);
    expect(problems('[\n{"name": "A"},\n{"name": "B",}\n]', "sites/x/games.json")).toEqual([
      "sites/x/games.json: line 3: not JSON: Expected double-quoted property name (column 14)",
    ]);
  });
});

/**
 * How many lists each property tries: docs/development.md gives the count. Each property may take up
 * to a minute: a machine busy with other work runs it several times slower than the seconds it takes alone.
 */
const RUNS = 1000;

/** A byte of text, most often ASCII (a list damaged by hand), now and then any (one damaged as a file). */
const byte = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 127 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 255 }) },
);

/** `bytes` as they are, or after a few edits, each a byte set, inserted or deleted at some place. */
const damaged = (bytes: fc.Arbitrary<Uint8Array>) =>
  fc
    .tuple(
      bytes,
      fc.array(fc.record({ kind: fc.constantFrom("set", "insert", "delete"), at: fc.nat(), byte }), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([original, edits, keep]) => {
      if (keep) return original;
      const out = [...original];
      for (const { kind, at, byte } of edits) {
        const index = out.length === 0 ? 0 : at % out.length;
        if (kind === "set" && out.length > 0) out[index] = byte;
        else if (kind === "insert") out.splice(index, 0, byte);
        else out.splice(index, 1);
      }
      return Uint8Array.from(out);
    });

/** Any text at all: quotes, commas, line breaks, any code point. */
const junk = fc.string({ unit: "binary", maxLength: 12 });
/** For each field, values it takes (empty: left out), then values near them that it does not. */
const VALUES: Record<string, [valid: fc.Arbitrary<string>, near: string[]]> = {
  slug: [
    fc.oneof(fc.constant(""), fc.stringMatching(/^[a-z]{3,8}-[a-z0-9]{1,4}$/)),
    ["page", "fire-joker", "Bad Slug"],
  ],
  name: [
    fc.oneof(fc.stringMatching(/^[A-Z][a-z]{3,7} [A-Z][a-z]{3,7}$/), fc.constantFrom("Mötley Reels", "Æsir Spins")),
    ["福", "???", "", "Fire Joker"],
  ],
  studio: [fc.constantFrom("local", "playngo"), ["netent", ""]],
  category: [fc.constantFrom("slots", "table-games", "instant-games"), ["slot", ""]],
  year: [fc.constantFrom("", "2024"), ["1989", "twenty", "2024.5"]],
  launchId: [fc.stringMatching(/^[a-z][a-z0-9_-]{3,8}$/), ["moonprincess", "x y", ""]],
  host: [fc.constant(""), ["cdn.example", "0x7f.1", "a/b"]],
  rtp: [fc.constantFrom("", "96.5", "80"), ["101", "-1", "1e3", "96,5"]],
  volatility: [fc.constantFrom("", "high", "low-medium"), ["extreme"]],
  maxWin: [fc.constantFrom("", "5000"), ["0", "x"]],
  reels: [fc.constantFrom("", "5"), ["-5", "5.5"]],
  features: [fc.constantFrom("", "free-spins|jackpot", "megaways"), ["wilds", "free-spins|"]],
  themes: [fc.constantFrom("", "fruits", "fruits|space"), ["horses"]],
  released: [fc.constantFrom("", "2024-03-01"), ["2024-02-30", "March 2024"]],
  description_fi: [fc.constantFrom("", "Pyöräytä revontulia.", 'Kaksi, "lainattua"\nriviä'), ["\u00a0"]],
  picture: [
    fc.oneof(fc.constant(""), fc.stringMatching(/^[a-z]{4,8}\.(webp|png)$/)),
    ["aurora.webp", "../x.webp", "a.gif"],
  ],
};
const FIELDS_OF_A_LIST = Object.keys(VALUES);
/** Most often a value the field takes, now and then one near it or any text. */
const valueOf = (field: string) => {
  const [valid, near] = (Object.hasOwn(VALUES, field) && VALUES[field]) || [];
  if (valid === undefined || near === undefined) return junk;
  return fc.oneof(
    { weight: 30, arbitrary: valid },
    { weight: 2, arbitrary: fc.constantFrom(...near) },
    { weight: 1, arbitrary: junk },
  );
};
/** A CSV cell: quoted where RFC 4180 needs it, and now and then where it does not. */
const cell = (text: string, quoted: boolean) =>
  quoted || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
/** A header of the list's fields (the four required ones most often) and some unknown ones, then rows of their values. */
const csvText = fc
  .tuple(
    fc.shuffledSubarray(FIELDS_OF_A_LIST, { minLength: 1 }),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.tuple(fc.oneof(junk, fc.constantFrom("colour", "description_sv"))) },
    ),
    fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    fc.constantFrom("\n", "\r\n"),
  )
  .chain(([listed, unknown, required, newline]) => {
    const header = [
      ...new Set([...(required ? ["name", "studio", "launchId", "category"] : []), ...listed, ...unknown]),
    ];
    const row = fc.tuple(...header.map((field) => fc.tuple(valueOf(field), fc.boolean())));
    return fc
      .array(row, { maxLength: 5 })
      .map((rows) =>
        [header.join(","), ...rows.map((cells) => cells.map(([text, quoted]) => cell(text, quoted)).join(","))].join(
          newline,
        ),
      );
  });
/** A value as a JSON list writes it: numbers as numbers, lists as lists, an empty cell left out. */
function asJson(field: string, text: string): unknown {
  if (text === "") return undefined;
  if (["year", "rtp", "maxWin", "reels"].includes(field) && /^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  return ["features", "themes"].includes(field) ? text.split("|") : text;
}
/** A list of objects of the list's fields and others, with values of any JSON type; or any JSON value at all. */
const jsonText = fc.oneof(
  fc
    .array(
      fc.dictionary(
        fc.oneof(fc.constantFrom(...FIELDS_OF_A_LIST), junk),
        fc.oneof(junk, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(junk, { maxLength: 3 })),
        { maxKeys: 8 },
      ),
      { maxLength: 4 },
    )
    .map((list) => JSON.stringify(list)),
  fc
    .array(
      fc.record(
        Object.fromEntries(FIELDS_OF_A_LIST.map((field) => [field, valueOf(field).map((text) => asJson(field, text))])),
        { requiredKeys: ["name", "studio", "launchId", "category"] },
      ),
      { maxLength: 4 },
    )
    .map((list) => JSON.stringify(list)),
  fc.jsonValue().map((json) => JSON.stringify(json)),
);

// `line 3 "Aurora"` or `[2]`: where in the file, then the field (`features[1]`, `["my field"]`, `column 3` for a
// header's empty name).
const WHERE = String.raw`(?:line \d+|\[\d+\])(?: "(?:[^"\\]|\\.)*")?`;
const KEY = String.raw`\[(?:\d+|"(?:[^"\\]|\\.)*")\]`;
const FIELD = String.raw`(?:(?:[A-Za-z_$][\w$]*|${KEY})(?:\.[A-Za-z_$][\w$]*|${KEY})*|column \d+)`;

/**
 * Whether `message` refuses `file` as the build prints it: one line a problem, each naming the file, then where in
 * it (its line or index) and the field, or what is wrong with the whole file; never a crash's message or its stack.
 */
function isRefusal(message: string, file: string): boolean {
  const at = file.replaceAll(".", "\\.");
  const line = new RegExp(
    String.raw`^${at}: (?:${WHERE}: (?:${FIELD}: \S|expected \d+ fields|expected an object|not UTF-8|not JSON: (?!.*is not valid JSON)|[A-Z][\w ]+: )|${WHERE} and .+ share the |not JSON: (?!.*is not valid JSON)|expected a (?:header row|list of games))`,
  );
  return message.split("\n").every((text) => line.test(text));
}

/** The list is read, or refused as the build refuses it. */
function readOrRefused(bytes: Uint8Array, file: string): boolean {
  try {
    return parseGameList(bytes, file, context).every((game) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(game.slug));
  } catch (error) {
    return error instanceof Error && error.constructor === Error && isRefusal(error.message, file);
  }
}

describe("bad lists tried by the thousand", () => {
  it(`reads or refuses, line by line, each of ${RUNS} CSV lists written or damaged at random`, () => {
    fc.assert(
      fc.property(damaged(csvText.map((text) => Buffer.from(text))), (bytes) =>
        readOrRefused(bytes, "sites/x/games.csv"),
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  it(`reads or refuses, by index, each of ${RUNS} JSON lists written or damaged at random`, () => {
    fc.assert(
      fc.property(damaged(jsonText.map((text) => Buffer.from(text))), (bytes) =>
        readOrRefused(bytes, "sites/x/games.json"),
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
