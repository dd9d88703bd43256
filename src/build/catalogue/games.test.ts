import { describe, expect, it } from "vitest";
import { catalogue } from "#build/catalogue/catalogue.ts";
import { hasFacts } from "#shared/game-words.ts";
import { siteGames } from "#build/catalogue/games.ts";

const catalogueSlugs = catalogue().map((entry) => entry.slug);

// The games as the visitor meets them (names, order, pages, launcher addresses, descriptions, art) are
// proven in a browser (e2e/home.spec.ts, e2e/game.spec.ts); here, what a site's game is made of.
const games = (slugs: string[], locale: "en" | "fi" = "en") =>
  siteGames({ games: slugs, thumbnailBaseUrl: null }, locale);

describe("siteGames", () => {
  it("gives each game its facts, launcher, own art and description, in the site's order", () => {
    const [moon, fire] = games(["moon-princess", "fire-joker"], "fi");
    expect(moon).toMatchObject({
      name: "Moon Princess",
      category: "slots",
      studio: { id: "playngo", name: "Play'n GO" },
      year: 2016,
      artPath: "/thumbnails/moon-princess.svg",
    });
    expect(moon?.facts).toEqual({ rtp: 96.5, volatility: "high", maxWin: 5000 });
    expect(moon?.factsSource).toEqual({
      name: "SoftSwissin peliasetukset Wallfairin käyttöliittymäkoodissa (2022)",
      url: "https://github.com/wallfair-organization/frontend/blob/efaa0c0ded27209721c094a506b981804248afed/src/config/games-cfg/playngo.json#L15479-L15482",
    });
    expect(moon?.description).toMatch(/^Kolme taianomaista prinsessaa/);
    expect(moon?.iframeUrl).toBe(
      "https://asccw.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=moonprincess&lang=fi_FI&practice=1&channel=desktop&demo=2",
    );
    expect(fire?.slug).toBe("fire-joker");
  });

  it("opens each game's launcher on its own host", () => {
    expect(games(["sobeks-godly-spins"])[0]?.iframeUrl).toBe(
      "https://released.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=sobekspin&lang=en_GB&practice=1&channel=desktop&demo=2",
    );
  });

  it("opens each studio's own launcher in the page's language, its way back the site's lobby in that language", () => {
    const site = {
      games: ["gates-of-olympus", "elvis-frog-in-vegas"],
      thumbnailBaseUrl: null,
      url: "https://fi.example",
      locales: ["fi", "en"] as ("fi" | "en")[],
    };
    const [olympus, elvis] = siteGames(site, "en");
    expect(olympus?.iframeUrl).toBe(
      "https://demogamesfree.pragmaticplay.net/gs2c/openGame.do?gameSymbol=vs20olympgate&websiteUrl=https%3A%2F%2Fdemogamesfree.pragmaticplay.net&jurisdiction=99&lobbyUrl=https%3A%2F%2Ffi.example%2Fen&lang=en&cur=USD",
    );
    expect(siteGames(site, "fi")[0]?.iframeUrl).toContain("&lobbyUrl=https%3A%2F%2Ffi.example%2F&lang=fi&");
    expect(elvis?.iframeUrl).toBe("https://demo.bgaming-network.com/play/ElvisFrog/FUN?server=demo");
    expect(elvis?.studio).toEqual({ id: "bgaming", name: "BGaming" });
    const lobby = siteGames({ ...site, games: ["gates-of-olympus", ...catalogueSlugs.slice(0, 12)] }, "fi");
    expect(lobby[0]?.iframeUrl).toContain("&lobbyUrl=https%3A%2F%2Ffi.example%2Fgames&");
  });

  it("takes the games of the site's own list, and its own studios", () => {
    const studio = {
      id: "local",
      name: "Local Studio",
      launcher: "http://127.0.0.1:9/play/{id}?lang={lang}&back={lobby}",
      languages: { default: "en", fi: "fi-FI" },
      check: { status: 200 },
    };
    const listed = {
      slug: "lucky-local",
      name: "Lucky Local",
      studio: "local",
      category: "slots" as const,
      launchId: "lucky_1",
      palette: ["#000000", "#ffffff"] as const,
      motif: "gem" as const,
      derived: true,
      description: {},
      rtp: 95.5,
    };
    const [game] = siteGames(
      {
        games: ["lucky-local"],
        thumbnailBaseUrl: null,
        url: "https://x.example",
        locales: ["fi"],
        studios: [studio],
        listGames: [listed],
      },
      "fi",
    );
    expect(game).toMatchObject({
      name: "Lucky Local",
      studio: { id: "local", name: "Local Studio" },
      facts: { rtp: 95.5 },
    });
    expect(game?.iframeUrl).toBe("http://127.0.0.1:9/play/lucky_1?lang=fi-FI&back=https%3A%2F%2Fx.example%2F");
    expect(game?.description).toMatch(/^Lucky Local on Local Studio -pelitalon kolikkopeli\. /);
  });

  it("writes a description from its facts for a game without one, by its kind, in the page's language", () => {
    const [slot, table, instant, known] = games(["moon-princess-100", "european-roulette-pro", "keno", "reactoonz-2"]);
    expect(slot?.year).toBeUndefined();
    expect(slot?.description).toBe(
      "Moon Princess 100 is a slot from Play'n GO. Spin the reels of the free demo in your browser: no money, no sign-up.",
    );
    expect(table?.description).toBe(
      "European Roulette Pro is a table game from Play'n GO. Take a seat at the free demo table in your browser: no money, no sign-up.",
    );
    expect(instant?.description).toMatch(/^Keno is an instant game from Play'n GO\. /);
    expect(known?.description).toMatch(/^Reactoonz 2 is a slot from Play'n GO, released in 2020\. /);
    const [fiSlot, fiTable, fiKnown] = games(["moon-princess-100", "craps", "reactoonz-2"], "fi");
    expect(fiSlot?.description).toBe(
      "Moon Princess 100 on Play'n GO -pelitalon kolikkopeli. Pyöräytä ilmaisen demon rullia selaimessasi: ei rahaa, ei rekisteröitymistä.",
    );
    expect(fiTable?.description).toMatch(/^Craps on Play'n GO -pelitalon pöytäpeli\. /);
    expect(fiKnown?.description).toMatch(/^Reactoonz 2 on Play'n GO -pelitalon kolikkopeli vuodelta 2020\. /);
  });

  it("names a game by the type its source gives it, video bingo or video poker, never a slot", () => {
    const [bingo, poker] = games(["bugs-party", "wild-texas"]);
    expect(bingo).toMatchObject({ category: "instant-games", type: "video-bingo" });
    expect(bingo?.description).toMatch(/^Bugs Party is a video bingo game from Play'n GO\. /);
    expect(poker).toMatchObject({ category: "table-games", type: "video-poker" });
    expect(poker?.description).toMatch(/^Wild Texas is a video poker game from BGaming\. /);
    const [fiBingo, fiPoker] = games(["flying-pigs", "wild-texas"], "fi");
    expect(fiBingo?.description).toMatch(/^Flying Pigs on Play'n GO -pelitalon videobingo\. /);
    expect(fiPoker?.description).toMatch(/^Wild Texas on BGaming-pelitalon videopokeri\. /);
    for (const game of [bingo, poker, fiBingo, fiPoker]) expect(game?.description).not.toMatch(/slot|kolikkopel/i);
  });

  it("tells a game's facts in its description only on a site that shows the facts", () => {
    const studio = {
      id: "local",
      name: "Local Studio",
      launcher: "http://127.0.0.1:9/play/{id}",
      languages: { default: "en" },
      check: { status: 200 },
    };
    const listed = {
      slug: "lucky-local",
      name: "Lucky Local",
      studio: "local",
      category: "slots" as const,
      launchId: "lucky_1",
      palette: ["#000000", "#ffffff"] as const,
      motif: "gem" as const,
      derived: true,
      description: {},
      rtp: 95.5,
    };
    const site = { games: ["lucky-local"], thumbnailBaseUrl: null, studios: [studio], listGames: [listed] };
    expect(siteGames(site, "en")[0]?.description).toBe(
      "Lucky Local is a slot from Local Studio. Spin the reels of the free demo in your browser: no money, no sign-up.",
    );
    expect(siteGames({ ...site, gameFacts: true }, "en")[0]?.description).toBe(
      "Lucky Local is a slot from Local Studio. Its default RTP is 95.5%. Spin the reels of the free demo in your browser: no money, no sign-up.",
    );
  });

  it.each(["en", "fi"] as const)(
    "gives no two games of the catalogue with facts the same description, in %s",
    (locale) => {
      const described = siteGames({ games: catalogueSlugs, thumbnailBaseUrl: null, gameFacts: true }, locale).filter(
        (game) => hasFacts(game.facts),
      );
      expect(described.length).toBeGreaterThan(1);
      expect(new Set(described.map((game) => game.description)).size).toBe(described.length);
    },
  );

  it("takes the image host's thumbnails when the site names one", () => {
    const [game] = siteGames({ games: ["keno"], thumbnailBaseUrl: "https://images.example.com/games" }, "en");
    expect(game).toMatchObject({
      thumbnail: "https://images.example.com/games/keno.webp",
      artPath: "/thumbnails/keno.svg",
    });
  });
});
