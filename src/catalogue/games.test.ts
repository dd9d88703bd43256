import { describe, expect, it } from "vitest";
import { siteGames } from "~/catalogue/games";

// The games as the visitor meets them (names, order, pages, launcher addresses, descriptions, art) are
// proven in a browser (e2e/home.spec.ts, e2e/game.spec.ts); here, what a site's game is made of.
const games = (slugs: string[], locale: "en" | "fi" = "en") => siteGames({ games: slugs, thumbnailBaseUrl: null }, locale);

describe("siteGames", () => {
  it("gives each game its facts, launcher, own art and description, in the site's order", () => {
    const [moon, fire] = games(["moon-princess", "fire-joker"], "fi");
    expect(moon).toMatchObject({ name: "Moon Princess", category: "slots", provider: "Play'n GO", year: 2016, artPath: "/thumbnails/moon-princess.svg" });
    expect(moon?.description).toMatch(/^Kolme taianomaista prinsessaa/);
    expect(moon?.iframeUrl).toBe("https://asccw.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=moonprincess&lang=fi_FI&practice=1&channel=desktop&demo=2");
    expect(fire?.slug).toBe("fire-joker");
  });

  it("opens each game's launcher on its own host", () => {
    expect(games(["sobeks-godly-spins"])[0]?.iframeUrl).toBe(
      "https://released.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=sobekspin&lang=en_GB&practice=1&channel=desktop&demo=2",
    );
  });

  it("writes a description from its facts for a game without one, by its kind, in the page's language", () => {
    const [slot, table, instant, known] = games(["moon-princess-100", "european-roulette-pro", "keno", "reactoonz-2"]);
    expect(slot?.year).toBeUndefined();
    expect(slot?.description).toBe("Moon Princess 100 is a slot from Play'n GO. Spin the reels of the free demo in your browser: no money, no sign-up.");
    expect(table?.description).toBe("European Roulette Pro is a table game from Play'n GO. Take a seat at the free demo table in your browser: no money, no sign-up.");
    expect(instant?.description).toMatch(/^Keno is an instant game from Play'n GO\. /);
    expect(known?.description).toMatch(/^Reactoonz 2 is a slot from Play'n GO, released in 2020\. /);
    const [fiSlot, fiTable, fiKnown] = games(["moon-princess-100", "craps", "reactoonz-2"], "fi");
    expect(fiSlot?.description).toBe("Moon Princess 100 on Play'n GO -pelitalon kolikkopeli. Pyöräytä ilmaisen demon rullia selaimessasi: ei rahaa, ei rekisteröitymistä.");
    expect(fiTable?.description).toMatch(/^Craps on Play'n GO -pelitalon pöytäpeli\. /);
    expect(fiKnown?.description).toMatch(/^Reactoonz 2 on Play'n GO -pelitalon kolikkopeli vuodelta 2020\. /);
  });

  it("takes the image host's thumbnails when the site names one", () => {
    const [game] = siteGames({ games: ["keno"], thumbnailBaseUrl: "https://images.example.com/games" }, "en");
    expect(game).toMatchObject({ thumbnail: "https://images.example.com/games/keno.webp", artPath: "/thumbnails/keno.svg" });
  });
});
