// @vitest-environment node
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { site as spinhaven } from "#sites/spinhaven.ts";
import { site as spinhavenFi } from "#sites/spinhaven-fi.ts";
import { drawGamePictures } from "#scripts/game-picture-fixtures.ts";
import { derivedArt } from "#build/catalogue/art.ts";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { checkPictures, loadBrand, loadSite, parseSite, readGameList } from "#build/site/load-site.ts";

/** The lines of the error a configuration gives, as if it were the file sites/x.ts; none if it is valid. */
function problems(value: unknown): string[] {
  try {
    parseSite(value, "sites/x.ts");
  } catch (error) {
    return (error as Error).message.split("\n");
  }
  return [];
}

/** Writes `text` at `path` in `root`, with the folders it needs. */
function writeIn(root: string, path: string, text: string) {
  mkdirSync(join(root, dirname(path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Makes `path` in `root` a symbolic link to `target`, with the folders it needs. */
function linkIn(root: string, path: string, target: string) {
  mkdirSync(join(root, dirname(path)), { recursive: true });
  symlinkSync(target, join(root, path));
}

const CATALOGUE = "moon-princess, fire-joker, reactoonz, book-of-dead, gigantoonz, rise-of-olympus";

describe("the sites in sites/", () => {
  it("load and validate, with every option off on spinhaven", () => {
    const site = loadSite("spinhaven");
    expect(site).toMatchObject({
      id: "spinhaven",
      name: "SpinHaven",
      url: "https://spinhaven.example",
      ageConfirmation: false,
      takeABreak: false,
      recentlyPlayed: false,
    });
    expect(site.playReminder).toBeUndefined();
    expect(site.plays).toBeUndefined();
    expect(site.games.join(", ")).toBe(CATALOGUE);
    expect(site.featured.join(", ")).toBe(CATALOGUE);
    expect(site.responsibleGaming).toBeUndefined();
    expect(site.publisher).toBeUndefined();
    expect(site.locales).toEqual(["en"]);
    expect(site.analytics).toBeUndefined();
    expect(site.brand).toEqual({});
  });

  it("give spinhaven-fi every option, its own games and colour", () => {
    const site = loadSite("spinhaven-fi");
    expect(site.brand.logo).toMatchObject({ file: "sites/spinhaven-fi/logo.svg", width: 268, height: 64 });
    expect(site.brand.icon).toMatchObject({ file: "sites/spinhaven-fi/icon.svg", width: 64, height: 64 });
    expect(site.brand.fonts).toEqual({
      heading: { family: "Outfit", packageName: "@fontsource/outfit", variable: false, fallback: "system-ui" },
      body: { family: "Figtree", packageName: "@fontsource-variable/figtree", variable: true, fallback: "system-ui" },
    });
    expect(site).toMatchObject({
      id: "spinhaven-fi",
      url: "https://fi.spinhaven.example",
      ageConfirmation: true,
      minimumAge: 18,
      publisher: "Revontuli Interactive Oy",
      playReminder: { minutes: 60 },
      takeABreak: true,
      recentlyPlayed: true,
      plays: { minimum: 3 },
    });
    // Every game of the catalogue, five of them featured.
    expect(site.games.length).toBe(751);
    expect(site.featured).toEqual(["book-of-dead", "reactoonz", "moon-princess", "fire-joker", "rise-of-olympus"]);
    expect(site.theme.accent).not.toBe(spinhaven.theme.accent);
    expect(site.responsibleGaming?.organisations.map((organisation) => organisation.name)).toContain("Peluuri");
    expect(site.locales).toEqual(["fi", "en"]);
    expect(site.analytics).toEqual({ kind: "google-analytics", measurementId: "G-SPNHVN0001" });
  });

  it("are chosen by SITE, spinhaven when it is unset or empty", () => {
    vi.stubEnv("SITE", "spinhaven-fi");
    expect(loadSite().id).toBe("spinhaven-fi");
    vi.stubEnv("SITE", "");
    expect(loadSite().id).toBe("spinhaven");
    vi.stubEnv("SITE", undefined);
    expect(loadSite().id).toBe("spinhaven");
    vi.unstubAllEnvs();
  });

  it("answer an unknown SITE with the sites there are", () => {
    vi.stubEnv("SITE", "nope");
    expect(() => loadSite()).toThrow(
      /^Unknown site "nope" \(SITE=nope\): the sites are (?=.*\bspinhaven, )(?=.*\bspinhaven-fi\b).* \(files in sites\/\)\.$/,
    );
    vi.unstubAllEnvs();
    // The id is looked up among the files, never used as a path.
    expect(() => loadSite("../src/build/site/schema")).toThrow(/^Unknown site "..\/src\/build\/site\/schema"/);
  });
});

describe("languages and analytics", () => {
  const counter = {
    kind: "cookieless",
    scriptUrl: "https://stats.example.org/js/script.js",
    domain: "spinhaven.example",
  };

  it("takes a cookieless counter (a script address and a domain) or Google Analytics 4 (a measurement ID)", () => {
    expect(parseSite({ ...spinhaven, analytics: counter }, "sites/x.ts").analytics).toEqual(counter);
    expect(problems({ ...spinhaven, analytics: { kind: "google-analytics", measurementId: "G-ABC123" } })).toEqual([]);
  });

  it("rejects another kind of analytics, a bad script address or measurement ID", () => {
    expect(problems({ ...spinhaven, analytics: { kind: "pixel" } })).toEqual([
      'sites/x.ts: analytics.kind: expected kind "cookieless" (with scriptUrl and domain) or "google-analytics" (with measurementId), got {"kind":"pixel"}',
    ]);
    expect(problems({ ...spinhaven, analytics: { ...counter, scriptUrl: "stats.js" } })).toEqual([
      'sites/x.ts: analytics.scriptUrl: expected an absolute URL such as https://example.org, got "stats.js"',
    ]);
    expect(problems({ ...spinhaven, analytics: { kind: "google-analytics", measurementId: "UA-1" } })).toEqual([
      'sites/x.ts: analytics.measurementId: expected a measurement ID such as G-XXXXXXXXXX, got "UA-1"',
    ]);
  });

  it("rejects a locale it has no texts for, a locale listed twice, and no locale at all", () => {
    expect(problems({ ...spinhaven, locales: ["fi", "sv"] })).toEqual([
      'sites/x.ts: locales[1]: expected one of en, fi, got "sv"',
    ]);
    expect(problems({ ...spinhaven, locales: ["en", "en"] })).toEqual([
      'sites/x.ts: locales[1]: "en" is already listed',
    ]);
    expect(problems({ ...spinhaven, locales: [] })).toEqual([
      "sites/x.ts: locales: expected at least one locale (one of en, fi)",
    ]);
  });

  it("needs a text given per language in every language of the site", () => {
    expect(problems({ ...spinhaven, locales: ["fi", "en"], tagline: { fi: "Pelejä huviksi." } })).toEqual([
      "sites/x.ts: tagline.en: required (the site's locales are fi, en)",
    ]);
    expect(
      problems({ ...spinhaven, locales: ["fi", "en"], tagline: { fi: "Pelejä huviksi.", en: "Games for fun." } }),
    ).toEqual([]);
  });
});

describe("a site's own list of games and studios", () => {
  const root = mkdtempSync(join(tmpdir(), "game-list-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const own = { id: "local", name: "Local", launcher: "http://127.0.0.1:9/{id}", languages: { default: "en" } };
  const listed = { ...spinhaven, gameList: "games.csv", studios: [own] };
  mkdirSync(join(root, "sites", "x"), { recursive: true });
  writeFileSync(join(root, "sites", "x", "games.csv"), "name,studio,launchId,category\nAurora Spins,local,a1,slots\n");
  writeFileSync(
    join(root, "sites", "x", "pictured.csv"),
    "name,studio,launchId,category,picture\nAurora Spins,local,a1,slots,aurora.webp\n",
  );

  it("reads the list from the site's folder with the site's own studios, and its games join the catalogue for the site", () => {
    const games = readGameList(listed, "sites/x.ts", root);
    expect(games.map((game) => [game.slug, game.studio, game.launchId])).toEqual([["aurora-spins", "local", "a1"]]);
    expect(parseSite({ ...listed, games: ["aurora-spins", "moon-princess"] }, "sites/x.ts", games).games).toEqual([
      "aurora-spins",
      "moon-princess",
    ]);
    const all = parseSite({ ...listed, games: "all" }, "sites/x.ts", games).games;
    expect(all).toHaveLength(catalogue().length + 1);
    expect(all.indexOf("aurora-spins")).toBeLessThan(all.indexOf("avalon-the-lost-kingdom"));
  });

  it("takes a game's picture only on a site with a folder of game pictures", () => {
    expect(
      readGameList({ ...listed, gameList: "pictured.csv", gamePictures: "sites/x/pictures" }, "sites/x.ts", root)[0]
        ?.picture,
    ).toBe("aurora.webp");
    expect(() => readGameList({ ...listed, gameList: "pictured.csv" }, "sites/x.ts", root)).toThrow(
      'sites/x/pictured.csv: line 2 "Aurora Spins": picture: the site has no gamePictures folder to take it from',
    );
  });

  it("names a list that is not there, a game of neither, and a studio of the registry's id", () => {
    expect(() => readGameList({ ...listed, gameList: "missing.csv" }, "sites/x.ts", root)).toThrow(
      'sites/x.ts: gameList: "sites/x/missing.csv" does not exist: create it, or change the path (a file in the site\'s folder, such as "games.csv")',
    );
    const games = readGameList(listed, "sites/x.ts", root);
    expect(() => parseSite({ ...listed, games: ["aurora-spinz"] }, "sites/x.ts", games)).toThrow(
      'sites/x.ts: games[0]: "aurora-spinz" is not a game of the catalogue (src/build/catalogue/catalogue.json or the site\'s gameList): did you mean "aurora-spins"?',
    );
    expect(problems({ ...spinhaven, gameList: "../other/games.csv" })[0]).toMatch(
      /^sites\/x\.ts: gameList: expected the name of a \.csv or \.json file in the site's folder/,
    );
    expect(problems({ ...spinhaven, studios: [{ ...own, id: "bgaming" }] })).toEqual([
      'sites/x.ts: studios[0].id: "bgaming" is a studio of src/build/catalogue/studios.json already',
    ]);
    expect(problems({ ...spinhaven, studios: [own, own] })).toEqual([
      'sites/x.ts: studios[1].id: "local" is the id of studios[0] too',
    ]);
    expect(problems({ ...spinhaven, studios: [{ ...own, launcher: "https://{id}.cdn.example/p" }] })).toEqual([
      'sites/x.ts: studios[0].launcher: expected placeholders only in the path and the query, and {host} only as the whole host, got "https://{id}.cdn.example/p"',
    ]);
  });
});

describe("the paths of a site file", () => {
  const root = mkdtempSync(join(tmpdir(), "site-paths-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const SECRET = "a secret of the file outside";
  // Each would pass every check of its own: only where it lies stops it.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${SECRET}</title><rect width="64" height="64"/></svg>`;
  writeIn(root, "package.json", JSON.stringify({ name: SECRET }));
  writeIn(root, "secret/logo.svg", svg);
  writeIn(root, "secret/games.csv", `name,studio,launchId,category\n${SECRET},playngo,secret,slots\n`);
  writeIn(root, "secret/pictures/reactoonz.webp", SECRET);
  writeIn(root, "sites/y/hero.webp", SECRET);
  const lines = (site: Parameters<typeof loadBrand>[0]) => {
    try {
      loadBrand({ games: ["reactoonz"], ...site }, "sites/x.ts", root);
    } catch (error) {
      return (error as Error).message.split("\n");
    }
    return [];
  };

  it("refuses, before reading or listing, a path that climbs out of the site's folder or starts elsewhere", () => {
    expect(
      lines({
        logo: "sites/x/../../secret/logo.svg",
        icon: "/etc/hostname",
        home: { picture: "sites/y/hero.webp" },
        gamePictures: "sites/../..",
      }),
    ).toEqual([
      'sites/x.ts: logo: "sites/x/../../secret/logo.svg" is outside sites/x/',
      'sites/x.ts: icon: "/etc/hostname" is outside sites/x/',
      'sites/x.ts: home.picture: "sites/y/hero.webp" is outside sites/x/',
      'sites/x.ts: gamePictures: "sites/../.." is outside sites/',
    ]);
    expect(lines({ gamePictures: "sites" })).toEqual(['sites/x.ts: gamePictures: "sites" is outside sites/']);
    // The list is read before the rest of the file is checked: a name the schema refuses is not read at all.
    expect(readGameList({ ...spinhaven, gameList: "../../package.json" }, "sites/x.ts", root)).toEqual([]);
    expect(problems({ ...spinhaven, gameList: "../../package.json" })).toEqual([
      'sites/x.ts: gameList: expected the name of a .csv or .json file in the site\'s folder, such as "games.csv", got "../../package.json"',
    ]);
  });

  it("refuses a symbolic link in the site's folder that leads outside, to a file or a folder", () => {
    linkIn(root, "sites/x/logo.svg", "../../secret/logo.svg");
    linkIn(root, "sites/x/games.csv", "../../secret/games.csv");
    linkIn(root, "sites/x/pictures", "../../secret/pictures");
    linkIn(root, "sites/shared/reactoonz.webp", "../../secret/pictures/reactoonz.webp");
    expect(lines({ logo: "sites/x/logo.svg", gamePictures: "sites/x/pictures" })).toEqual([
      'sites/x.ts: logo: "sites/x/logo.svg" leads outside sites/x/ through a symbolic link',
      'sites/x.ts: gamePictures: "sites/x/pictures" leads outside sites/ through a symbolic link',
    ]);
    expect(lines({ gamePictures: "sites/shared" })).toEqual([
      'sites/x.ts: gamePictures: "sites/shared/reactoonz.webp" leads outside sites/ through a symbolic link',
    ]);
    expect(() => readGameList({ ...spinhaven, gameList: "games.csv" }, "sites/x.ts", root)).toThrow(
      /^sites\/x\.ts: gameList: "sites\/x\/games\.csv" leads outside sites\/x\/ through a symbolic link$/,
    );
  });

  it("takes a link that stays in the folder, and a folder of game pictures that several sites share in sites/", async () => {
    writeIn(root, "sites/z/brand/logo.svg", svg.replace(SECRET, "Z"));
    linkIn(root, "sites/z/logo.svg", "brand/logo.svg");
    mkdirSync(join(root, "sites/shared-pictures"));
    await drawGamePictures(join(root, "sites/shared-pictures"), ["reactoonz"], "webp");
    const brand = loadBrand(
      { games: ["reactoonz"], logo: "sites/z/logo.svg", gamePictures: "sites/shared-pictures" },
      "sites/z.ts",
      root,
    );
    expect(brand.logo?.width).toBe(64);
    expect(brand.gamePictures).toEqual({ reactoonz: "sites/shared-pictures/reactoonz.webp" });
  });
});

describe("games and featured games", () => {
  it('takes "all": every game of the catalogue, A to Z, numbers in their order', () => {
    const { games } = parseSite({ ...spinhaven, games: "all" }, "sites/x.ts");
    expect(games).toHaveLength(751);
    expect(games.slice(0, 5)).toEqual([
      "nsync-pop",
      "3-clown-monty",
      "3-clown-monty-ii",
      "3-genie-wishes",
      "3-kingdoms-battle-of-red-cliffs",
    ]);
    expect(games.indexOf("7-sins")).toBeLessThan(games.indexOf("15-crystal-roses-a-tale-of-love"));
    expect(games.at(-1)).toBe("zz-top-roadside-riches");
  });

  it("features the first six games unless told which", () => {
    const games = ["gigantoonz", ...CATALOGUE.split(", ").filter((slug) => slug !== "gigantoonz"), "moon-princess-100"];
    expect(parseSite({ ...spinhaven, games }, "sites/x.ts").featured).toEqual(games.slice(0, 6));
    expect(parseSite({ ...spinhaven, featured: ["reactoonz"] }, "sites/x.ts").featured).toEqual(["reactoonz"]);
    expect(parseSite({ ...spinhaven, games: "all", featured: ["craps", "keno"] }, "sites/x.ts").featured).toEqual([
      "craps",
      "keno",
    ]);
  });

  it("rejects a featured game that the site does not show, one listed twice, and none", () => {
    expect(problems({ ...spinhaven, featured: ["reactoonz", "moon-princess-100"] })).toEqual([
      'sites/x.ts: featured[1]: "moon-princess-100" is not one of the site\'s games',
    ]);
    expect(problems({ ...spinhaven, featured: ["reactoonz", "reactoonz"] })).toEqual([
      'sites/x.ts: featured[1]: "reactoonz" is already listed',
    ]);
    expect(problems({ ...spinhaven, featured: [] })).toEqual(["sites/x.ts: featured: expected at least one game"]);
    expect(problems({ ...spinhaven, featured: "reactoonz" })).toEqual([
      'sites/x.ts: featured: expected a list of game slugs, got "reactoonz"',
    ]);
  });
});

describe("an invalid configuration", () => {
  it("names a game that is not in the catalogue, and the slug it may have meant", () => {
    expect(problems({ ...spinhaven, games: ["moon-princess", "fire-joker", "moon-prinses"] })).toEqual([
      'sites/x.ts: games[2]: "moon-prinses" is not a game of the catalogue (src/build/catalogue/catalogue.json): did you mean "moon-princess"?',
    ]);
    expect(problems({ ...spinhaven, games: ["solitaire"] })).toEqual([
      'sites/x.ts: games[0]: "solitaire" is not a game of the catalogue (src/build/catalogue/catalogue.json)',
    ]);
  });

  it('rejects a game listed twice, no games at all, and games that are neither a list nor "all"', () => {
    expect(problems({ ...spinhaven, games: ["reactoonz", "fire-joker", "reactoonz"] })).toEqual([
      'sites/x.ts: games[2]: "reactoonz" is already listed',
    ]);
    expect(problems({ ...spinhaven, games: [] })).toEqual(['sites/x.ts: games: expected at least one game, or "all"']);
    expect(problems({ ...spinhaven, games: "every" })).toEqual([
      'sites/x.ts: games: expected "all" or a list of game slugs, got "every"',
    ]);
  });

  it("rejects a malformed email address", () => {
    expect(problems({ ...spinhaven, supportEmail: "support@" })).toEqual([
      'sites/x.ts: supportEmail: expected an email address, got "support@"',
    ]);
  });

  it("rejects a minimum age under 18, or not a whole number", () => {
    expect(problems({ ...spinhaven, minimumAge: 16 })).toEqual(["sites/x.ts: minimumAge: expected 18 or more, got 16"]);
    expect(problems({ ...spinhaven, minimumAge: "18" })).toEqual([
      'sites/x.ts: minimumAge: expected a whole number of years, 18 or more, got "18"',
    ]);
  });

  it("rejects a URL that is not absolute, or has a path", () => {
    const expected = "expected an absolute URL with no path, such as https://example.com";
    expect(problems({ ...spinhaven, url: "spinhaven.example" })).toEqual([
      `sites/x.ts: url: ${expected}, got "spinhaven.example"`,
    ]);
    expect(problems({ ...spinhaven, url: "https://spinhaven.example/" })).toEqual([
      `sites/x.ts: url: ${expected}, got "https://spinhaven.example/"`,
    ]);
    expect(problems({ ...spinhaven, url: "ftp://spinhaven.example" })).toEqual([
      `sites/x.ts: url: ${expected}, got "ftp://spinhaven.example"`,
    ]);
  });

  it("rejects an image host that is not a URL, or ends with a slash", () => {
    const expected =
      "expected null (the site's own art) or an absolute URL with no trailing slash, such as https://images.example.com/games";
    expect(problems({ ...spinhaven, thumbnailBaseUrl: "images/games" })).toEqual([
      `sites/x.ts: thumbnailBaseUrl: ${expected}, got "images/games"`,
    ]);
    expect(problems({ ...spinhaven, thumbnailBaseUrl: "https://images.example.com/games/" })).toEqual([
      `sites/x.ts: thumbnailBaseUrl: ${expected}, got "https://images.example.com/games/"`,
    ]);
    expect(problems({ ...spinhaven, thumbnailBaseUrl: "https://images.example.com/games" })).toEqual([]);
  });

  it("rejects a colour that is not a CSS hex colour", () => {
    expect(problems({ ...spinhaven, theme: { accent: "pink", background: "#0b0b1a" } })).toEqual([
      'sites/x.ts: theme.accent: expected a CSS hex colour such as #ec4899, got "pink"',
    ]);
    expect(problems({ ...spinhaven, theme: { accent: "#fff", background: "#0b0b1a" } })).toEqual([]);
  });

  it("names a missing required field", () => {
    const withoutPhone: Record<string, unknown> = { ...spinhaven };
    delete withoutPhone.phone;
    expect(problems(withoutPhone)).toEqual(["sites/x.ts: phone: required"]);
    const withoutCity: Record<string, unknown> = { ...spinhaven.address };
    delete withoutCity.city;
    expect(problems({ ...spinhaven, address: withoutCity })).toEqual(["sites/x.ts: address.city: required"]);
  });

  it("names a misspelt or unknown field", () => {
    expect(problems({ ...spinhaven, ageConfirmaton: true })).toEqual([
      expect.stringMatching(/^sites\/x\.ts: ageConfirmaton: unknown field \(the fields are name, .*ageConfirmation, /),
    ]);
  });

  it("checks the options", () => {
    expect(problems({ ...spinhaven, ageConfirmation: "yes" })).toEqual([
      'sites/x.ts: ageConfirmation: expected true or false, got "yes"',
    ]);
    expect(problems({ ...spinhaven, responsibleGaming: { organisations: [] } })).toEqual([
      "sites/x.ts: responsibleGaming.organisations: expected at least one help organisation",
    ]);
    const organisation = { name: "Peluuri", url: "peluuri.fi", countries: [] };
    expect(problems({ ...spinhaven, responsibleGaming: { organisations: [organisation] } })).toEqual([
      'sites/x.ts: responsibleGaming.organisations[0].url: expected an absolute URL such as https://example.org, got "peluuri.fi"',
      "sites/x.ts: responsibleGaming.organisations[0].countries: expected at least one country",
    ]);
    expect(problems({ ...spinhaven, publisher: "" })).toEqual(['sites/x.ts: publisher: expected text, got ""']);
  });

  it("checks the home page's words in every language and its picture's kind", () => {
    const site = {
      ...spinhaven,
      locales: ["en", "fi"],
      tagline: "T",
      description: "D",
      jurisdiction: "J",
      address: { ...spinhaven.address, country: "C" },
    };
    expect(
      problems({
        ...site,
        home: { heading: { fi: "Pelejä" }, intro: "Play {games} games", picture: "sites/x/hero.gif" },
      }),
    ).toEqual([
      'sites/x.ts: home.picture: expected the path of a picture: .avif, .webp, .png, .jpg or .jpeg, got "sites/x/hero.gif"',
      "sites/x.ts: home.heading.en: required (the site's locales are en, fi)",
    ]);
  });

  it("takes the home page's rows only on a site with a lobby, the facts' rows only with the facts, the popular only with plays", () => {
    const lobby = { ...spinhaven, games: "all", gameFacts: true };
    expect(problems({ ...lobby, home: { rows: ["new", "rtp", "studios"] } })).toEqual([]);
    expect(problems({ ...lobby, gameFacts: false, home: { rows: ["studios", "new"] } })).toEqual([
      "sites/x.ts: home.rows[1]: needs gameFacts: the row is ordered by the games' facts",
    ]);
    expect(problems({ ...spinhaven, home: { rows: ["studios"] } })).toEqual([
      "sites/x.ts: home.rows[0]: needs a lobby: more than 12 games",
    ]);
    expect(problems({ ...lobby, home: { rows: ["popular", "new"] } })).toEqual([
      "sites/x.ts: home.rows[0]: needs plays: the row is ordered by the week's plays",
    ]);
    expect(problems({ ...lobby, plays: {}, home: { rows: ["popular", "new"] } })).toEqual([]);
    expect(problems({ ...lobby, home: { rows: ["new", "newest"] } })).toEqual([
      'sites/x.ts: home.rows[1]: expected one of popular, new, rtp, studios, got "newest"',
    ]);
  });

  it("keeps the games played only on a site with a lobby, and counts plays with a minimum of 1 or more", () => {
    const lobby = { ...spinhaven, games: "all" };
    expect(problems({ ...lobby, recentlyPlayed: true, plays: {} })).toEqual([]);
    expect(problems({ ...spinhaven, recentlyPlayed: true })).toEqual([
      "sites/x.ts: recentlyPlayed: needs a lobby: more than 12 games",
    ]);
    expect(problems({ ...spinhaven, plays: { minimum: 0 } })).toEqual([
      "sites/x.ts: plays.minimum: expected 1 or more visitor-days, got 0",
    ]);
    expect(problems({ ...spinhaven, plays: true })).toEqual([expect.stringMatching(/^sites\/x\.ts: plays: /)]);
  });

  it("checks the play-time reminder and breaks", () => {
    const organisations = [{ name: "Peluuri", url: "https://www.peluuri.fi", countries: ["Suomi"] }];
    expect(
      problems({ ...spinhaven, playReminder: { minutes: 60 }, takeABreak: true, responsibleGaming: { organisations } }),
    ).toEqual([]);
    expect(problems({ ...spinhaven, playReminder: { minutes: 10 } })).toEqual([
      "sites/x.ts: playReminder.minutes: expected 15 to 240 minutes, got 10",
    ]);
    expect(problems({ ...spinhaven, playReminder: { minutes: 241 } })).toEqual([
      "sites/x.ts: playReminder.minutes: expected 15 to 240 minutes, got 241",
    ]);
    expect(problems({ ...spinhaven, playReminder: { minutes: 60.5 } })).toEqual([
      "sites/x.ts: playReminder.minutes: expected a whole number of minutes, 15 to 240, got 60.5",
    ]);
    expect(problems({ ...spinhaven, takeABreak: "yes", responsibleGaming: { organisations } })).toEqual([
      'sites/x.ts: takeABreak: expected true or false, got "yes"',
    ]);
    expect(problems({ ...spinhaven, takeABreak: true })).toEqual([
      "sites/x.ts: takeABreak: needs responsibleGaming: the break is chosen on the responsible play page",
    ]);
  });

  it("lists every problem, one line each", () => {
    expect(problems({ ...spinhaven, minimumAge: 16, privacyEmail: "privacy", games: ["nope"] })).toEqual([
      'sites/x.ts: privacyEmail: expected an email address, got "privacy"',
      "sites/x.ts: minimumAge: expected 18 or more, got 16",
      'sites/x.ts: games[0]: "nope" is not a game of the catalogue (src/build/catalogue/catalogue.json)',
    ]);
  });
});

describe("loadBrand", () => {
  const root = mkdtempSync(join(tmpdir(), "brand-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads the logo and the icon from their paths, checked and optimised", () => {
    writeIn(
      root,
      "sites/x/logo.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 120 40"><!-- saved --><rect width="120" height="40"/></svg>',
    );
    writeIn(
      root,
      "sites/x/icon.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>',
    );
    const brand = loadBrand({ logo: "sites/x/logo.svg", icon: "sites/x/icon.svg" }, "sites/x.ts", root);
    expect(brand.logo).toMatchObject({ file: "sites/x/logo.svg", width: 120, height: 40 });
    expect(brand.logo?.svg).not.toContain("saved");
    expect(brand.icon).toMatchObject({ width: 64, height: 64 });
    expect(loadBrand({}, "sites/x.ts", root)).toEqual({});
  });

  it("stops with a line for each problem, naming the site file, the field and the SVG file", () => {
    writeIn(
      root,
      "sites/x/bad-logo.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><script>alert(1)</script></svg>',
    );
    writeIn(root, "sites/x/wide-icon.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"/>');
    const lines = () => {
      try {
        loadBrand({ logo: "sites/x/bad-logo.svg", icon: "sites/x/wide-icon.svg" }, "sites/x.ts", root);
      } catch (error) {
        return (error as Error).message.split("\n");
      }
      return [];
    };
    expect(lines()).toEqual([
      "sites/x.ts: logo: sites/x/bad-logo.svg has a <script> element",
      "sites/x.ts: icon: sites/x/wide-icon.svg is not square: its viewBox is 120 by 40",
    ]);
    expect(() => loadBrand({ logo: "sites/x/no-such-logo.svg" }, "sites/x.ts", root)).toThrow(
      'sites/x.ts: logo: "sites/x/no-such-logo.svg" does not exist: create it, or change the path (a path from the repository\'s root, such as "sites/x/logo.svg")',
    );
  });

  describe("gamePictures", () => {
    const games = ["moon-princess", "fire-joker", "reactoonz"];
    const folder = "sites/x/pictures";

    it("takes each picture named after one of the site's games, leaves another game's alone and reports a stray with the nearest slug", async () => {
      mkdirSync(join(root, folder), { recursive: true });
      await drawGamePictures(join(root, folder), ["moon-princess"], "webp");
      await drawGamePictures(join(root, folder), ["fire-joker", "book-of-dead"], "png");
      writeIn(root, `${folder}/moon-prinses.jpg`, "not read: reported by its name");
      writeIn(root, `${folder}/.DS_Store`, "");
      const site = { games, gamePictures: folder };
      const brand = loadBrand(site, "sites/x.ts", root);
      expect(brand.gamePictures).toEqual({
        "moon-princess": `${folder}/moon-princess.webp`,
        "fire-joker": `${folder}/fire-joker.png`,
      });
      expect(await checkPictures({ ...site, brand }, "sites/x.ts", root)).toEqual({
        problems: [],
        warnings: [`${folder}/moon-prinses.jpg: no game "moon-prinses"; did you mean "moon-princess"?`],
      });
      writeIn(root, `${folder}/zz-top-hits.png`, "");
      expect((await checkPictures({ ...site, brand }, "sites/x.ts", root)).warnings).toContain(
        `${folder}/zz-top-hits.png: no game "zz-top-hits" in the catalogue`,
      );
    });

    it("takes the picture a game of the site's own list names, and names one that is not there", async () => {
      const listFolder = "sites/x/list-pictures";
      mkdirSync(join(root, listFolder), { recursive: true });
      await drawGamePictures(join(root, listFolder), ["aurora-art"], "webp");
      const art = derivedArt({ slug: "aurora-spins", name: "Aurora Spins" });
      const listed = {
        slug: "aurora-spins",
        name: "Aurora Spins",
        studio: "local",
        category: "slots" as const,
        launchId: "a1",
        description: {},
        ...art,
        picture: "aurora-art.webp",
      };
      const site = { games: ["aurora-spins"], gamePictures: listFolder };
      const brand = loadBrand(site, "sites/x.ts", root, [listed]);
      expect(brand.gamePictures).toEqual({ "aurora-spins": `${listFolder}/aurora-art.webp` });
      expect((await checkPictures({ ...site, brand, listGames: [listed] }, "sites/x.ts", root)).warnings).toEqual([]);
      expect(() => loadBrand(site, "sites/x.ts", root, [{ ...listed, picture: "missing.webp" }])).toThrow(
        `sites/x.ts: gameList: "Aurora Spins": picture: ${listFolder}/missing.webp does not exist`,
      );
      // A file named after a game the site shows is that game's: a game of the list may not take it silently.
      await drawGamePictures(join(root, listFolder), ["moon-princess"], "webp");
      expect(() =>
        loadBrand({ ...site, games: ["aurora-spins", "moon-princess"] }, "sites/x.ts", root, [
          { ...listed, picture: "moon-princess.webp" },
        ]),
      ).toThrow(
        `sites/x.ts: gamePictures: ${listFolder}/moon-princess.webp is the picture of "moon-princess" by its name, and the list's "aurora-spins" names it too: keep one`,
      );
    });

    it("stops for a file that is not a picture, a second picture of a game and a folder that is not there", () => {
      writeIn(root, `${folder}/notes.txt`, "which pictures came from where");
      writeIn(root, `${folder}/moon-princess.jpeg`, "");
      expect(() => loadBrand({ games, gamePictures: folder }, "sites/x.ts", root)).toThrow(
        [
          `sites/x.ts: gamePictures: ${folder}/moon-princess.jpeg and ${folder}/moon-princess.webp are both pictures of "moon-princess": keep one`,
          `sites/x.ts: gamePictures: ${folder}/notes.txt is not a picture (.avif, .webp, .png, .jpg or .jpeg, named after a game's slug)`,
        ].join("\n"),
      );
      expect(() => loadBrand({ games, gamePictures: "sites/x/no-such-folder" }, "sites/x.ts", root)).toThrow(
        'sites/x.ts: gamePictures: "sites/x/no-such-folder" is not a folder (a path from the repository\'s root, such as "sites/x/pictures")',
      );
    });

    it("stops for a picture the build cannot read, naming it", async () => {
      writeIn(root, "sites/y/pictures/reactoonz.webp", "a text file by the wrong name");
      const site = { games, gamePictures: "sites/y/pictures" };
      const { problems } = await checkPictures(
        { ...site, brand: loadBrand(site, "sites/y.ts", root) },
        "sites/y.ts",
        root,
      );
      expect(problems).toEqual([
        expect.stringMatching(
          /^sites\/y\.ts: gamePictures: sites\/y\/pictures\/reactoonz\.webp is not a picture the build can read \(.+\)$/,
        ),
      ]);
    });
  });
});

/**
 * How many site files and paths each property tries: docs/development.md gives the count. Each property may take up
 * to a minute: a machine busy with other work runs it several times slower than the seconds it takes alone.
 */
const RUNS = 1000;

/** Every place in `value` a mutation may change: each field, each item of a list, at any depth. */
function placesIn(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value !== "object" || value === null) return [path];
  return [
    path,
    ...Object.entries(value).flatMap(([key, item]) =>
      placesIn(item, [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

/** `site` with the value at `path` replaced (or removed, when `value` is undefined), the rest shared. */
function withValue(site: unknown, [key, ...rest]: PropertyKey[], value: unknown): unknown {
  if (key === undefined) return value;
  const copy = (Array.isArray(site) ? [...(site as unknown[])] : { ...(site as object) }) as Record<
    PropertyKey,
    unknown
  >;
  const next = withValue(copy[key], rest, value);
  // Defined, not assigned: a field named `__proto__` is a field, not the object's prototype.
  if (next === undefined) Reflect.deleteProperty(copy, key);
  else Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** What a TypeScript site file may hold in a field: any value at all, near values, or nothing. */
const anyValue = fc.oneof(
  fc.anything({
    withBigInt: true,
    withDate: true,
    withNullPrototype: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withSparseArray: true,
    maxDepth: 2,
  }),
  fc.constantFrom(
    undefined,
    null,
    "",
    0,
    -1,
    17,
    18.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    "all",
    [],
    {},
    "sites/spinhaven-fi/../../package.json",
    "#fff",
    "https://x.example/",
  ),
);

// `games[2]`, `responsibleGaming.organisations[0].url`, `["my field"]`: the field as parseSite names it.
const KEY = String.raw`\[(?:\d+|"(?:[^"\\]|\\.)*")\]`;
const FIELD = String.raw`(?:[A-Za-z_$][\w$]*|${KEY})(?:\.[A-Za-z_$][\w$]*|${KEY})*`;

/** The site file is taken, or refused with one line a problem, each naming the file and the field. */
function takenOrRefused(value: unknown): boolean {
  try {
    parseSite(value, "sites/x.ts");
    return true;
  } catch (error) {
    return (
      error instanceof Error &&
      error.constructor === Error &&
      error.message.split("\n").every((line) => new RegExp(`^sites/x\\.ts: ${FIELD}: \\S`).test(line))
    );
  }
}

/** A site file with one to three changes: a field's value replaced or removed, a field of any name added. */
const changedSite = (site: object) => {
  const places = placesIn(site).filter((path) => path.length > 0);
  const change = fc.tuple(
    fc.constantFrom(...places),
    fc.oneof(anyValue, fc.constant(undefined)),
    fc.option(fc.tuple(fc.string({ unit: "binary", maxLength: 8 }), anyValue)),
  );
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) =>
    changes.reduce<unknown>((value, [path, replaced, added]) => {
      const changed = withValue(value, path, replaced);
      return added ? withValue(changed, [added[0]], added[1]) : changed;
    }, site),
  );
};

/** A path written from parts of the test's folders, `..`, `.`, empty parts, a link out, and any text now and then. */
const pathOf = (parts: string[]) =>
  fc
    .tuple(
      fc.boolean(),
      fc.array(
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...parts) },
          { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
        ),
        { minLength: 1, maxLength: 6 },
      ),
    )
    .map(([absolute, written]) => `${absolute ? "/" : ""}${written.join("/")}`);

describe("bad site files tried by the thousand", () => {
  // Half of them spinhaven's, whose checks are quicker than those of spinhaven-fi's every option.
  it(`takes or refuses, field by field, each of ${RUNS} site files changed at random`, () => {
    fc.assert(fc.property(fc.oneof(changedSite(spinhaven), changedSite(spinhavenFi)), takenOrRefused), {
      numRuns: RUNS,
    });
  }, 60_000);

  describe("their paths", () => {
    const root = mkdtempSync(join(tmpdir(), "site-paths-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const SECRET = "secret-of-the-file-outside";
    // Outside the site's folder, files each of whose refusals would quote them if they were read or listed.
    writeIn(root, "package.json", JSON.stringify({ name: SECRET }));
    writeIn(
      root,
      "secret/logo.svg",
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><a href="https://${SECRET}.example/"/></svg>`,
    );
    writeIn(root, "secret/games.csv", `name,studio,launchId,category,${SECRET}\n`);
    writeIn(root, `secret/${SECRET}.txt`, "");
    // The site's own folder: a logo, a list and a folder of pictures that pass, a folder of other sites, links out.
    writeIn(
      root,
      "sites/x/logo.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>',
    );
    writeIn(root, "sites/x/games.csv", "name,studio,launchId,category\nAurora,playngo,aurora-1,slots\n");
    writeIn(root, "sites/x/hero.webp", "read by the image pipeline, not here");
    writeIn(root, "sites/x/pictures/reactoonz.webp", "read by the image pipeline, not here");
    writeIn(root, "sites/shared/reactoonz.webp", "read by the image pipeline, not here");
    linkIn(root, "sites/x/out", "../../secret");
    linkIn(root, "sites/x/link.svg", "../../secret/logo.svg");
    linkIn(root, "sites/x/link.csv", "../../secret/games.csv");
    const parts = [
      "sites",
      "x",
      "y",
      "shared",
      "..",
      ".",
      "",
      "logo.svg",
      "link.svg",
      "hero.webp",
      "pictures",
      "out",
      "secret",
      "package.json",
    ];
    const fields = ["logo", "icon", "home.picture", "gamePictures"] as const;
    const real = realpathSync(root);

    /** Whether the path `field` took really lies in the folder that field may take it from. */
    const liesInside = (field: string, path: string) =>
      realpathSync(join(root, path)).startsWith(join(real, field === "gamePictures" ? "sites" : "sites/x", sep));
    const refusal = (error: unknown, field: string) =>
      error instanceof Error &&
      error.message.split("\n").every((line) => line.startsWith(`sites/x.ts: ${field}: `) && !line.includes(SECRET));

    it(`takes a path inside the site's folder, or refuses it unread, for each of ${RUNS} paths of its files written at random`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...fields), pathOf(parts), (field, path) => {
          const site = field === "home.picture" ? { home: { picture: path } } : { [field]: path };
          try {
            loadBrand({ games: ["reactoonz"], ...site }, "sites/x.ts", root);
            return liesInside(field, path);
          } catch (error) {
            return refusal(error, field);
          }
        }),
        { numRuns: RUNS },
      );
    }, 60_000);

    it(`reads a list in the site's folder, or refuses it unread, for each of ${RUNS} names of its list written at random`, () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.constantFrom("games.csv", "link.csv", "missing.csv"),
            pathOf([...parts, "games.csv", "link.csv"]),
          ),
          (name) => {
            try {
              const games = readGameList({ gameList: name }, "sites/x.ts", root);
              return games.length === 0 || liesInside("gameList", `sites/x/${name}`);
            } catch (error) {
              return refusal(error, "gameList");
            }
          },
        ),
        { numRuns: RUNS },
      );
    }, 60_000);
  });
});
