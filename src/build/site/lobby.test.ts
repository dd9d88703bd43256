import { describe, expect, it } from "vitest";
import { PAGE_SIZE, pageCount, pageOf, pagePath, pagination, studiosOf } from "#build/site/lobby.ts";
import { localePath } from "#shared/i18n/locales.ts";

const games = Array.from({ length: 751 }, (_, index) => index + 1);

describe("a listing's pages", () => {
  it("holds at most 60 cards a page, and has one page however few its games", () => {
    expect(PAGE_SIZE).toBe(60);
    expect([0, 1, 60, 61, 120, 751, 5000].map(pageCount)).toEqual([1, 1, 1, 2, 2, 13, 84]);
  });

  it("slices the games in their order, the last page holding the rest", () => {
    expect(pageOf(games, 1)).toEqual(games.slice(0, 60));
    expect(pageOf(games, 2)[0]).toBe(61);
    expect(pageOf(games, 2)).toHaveLength(60);
    expect(pageOf(games, 13)).toEqual([
      721, 722, 723, 724, 725, 726, 727, 728, 729, 730, 731, 732, 733, 734, 735, 736, 737, 738, 739, 740, 741, 742, 743,
      744, 745, 746, 747, 748, 749, 750, 751,
    ]);
    expect(Array.from({ length: 13 }, (_, index) => pageOf(games, index + 1)).flat()).toEqual(games);
  });

  it("keeps page 1 at the listing's address and puts page N under page/N, in each language", () => {
    const inFinnishSite = (path: string, locale: "fi" | "en") => localePath(path, locale, "fi");
    expect(pagePath("all", 1)).toBe("/games");
    expect(inFinnishSite(pagePath("all", 2), "fi")).toBe("/games/page/2");
    expect(inFinnishSite(pagePath("all", 2), "en")).toBe("/en/games/page/2");
    expect(inFinnishSite(pagePath("slots", 3), "fi")).toBe("/games/slots/page/3");
    const studio = { studio: { id: "pragmatic-play", name: "Pragmatic Play" } };
    expect(inFinnishSite(pagePath(studio, 1), "en")).toBe("/en/games/studios/pragmatic-play");
    expect(inFinnishSite(pagePath(studio, 2), "en")).toBe("/en/games/studios/pragmatic-play/page/2");
  });

  it("puts an order's pages under by/<order>, each with its page N", () => {
    expect(pagePath("all", 1, "rtp")).toBe("/games/by/rtp");
    expect(pagePath("all", 2, "new")).toBe("/games/by/new/page/2");
    expect(pagePath("table-games", 1, "max-win")).toBe("/games/table-games/by/max-win");
    const studio = { studio: { id: "bgaming", name: "BGaming" } };
    expect(localePath(pagePath(studio, 3, "rtp"), "en", "fi")).toBe("/en/games/studios/bgaming/by/rtp/page/3");
  });

  it("links a page to the previous and the next where there is one, and to every page by number", () => {
    const pages = Array.from({ length: 13 }, (_, index) => index + 1);
    expect(pagination(751, 1)).toEqual({ next: 2, pages });
    expect(pagination(751, 2)).toEqual({ previous: 1, next: 3, pages });
    expect(pagination(751, 13)).toEqual({ previous: 12, pages });
    expect(pagination(60, 1)).toEqual({ pages: [1] });
    expect(pagination(1, 1)).toEqual({ pages: [1] });
  });
});

describe("the lobby's studios", () => {
  it("lists every studio with a game, by name, with its count, a studio of a single game too", () => {
    const playngo = { id: "playngo", name: "Play'n GO" };
    const bgaming = { id: "bgaming", name: "BGaming" };
    const local = { id: "local", name: "Northern Lights" };
    const games = [playngo, bgaming, playngo, local, bgaming, playngo].map((studio) => ({ studio }));
    expect(studiosOf(games, "en")).toEqual([
      { studio: bgaming, count: 2 },
      { studio: local, count: 1 },
      { studio: playngo, count: 3 },
    ]);
  });
});
