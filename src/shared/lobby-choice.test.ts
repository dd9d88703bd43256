import { describe, expect, it } from "vitest";
import {
  type FilterColumns,
  type FilterValues,
  NO_CHOICE,
  decode,
  withPopular,
  filterGames,
  isPageOf,
  parseChoice,
  writeChoice,
} from "#shared/lobby-choice.ts";

const values: FilterValues = {
  volatility: ["low", "medium", "high", "very-high"],
  features: ["free-spins", "multipliers", "megaways"],
  themes: ["animals", "space"],
};

// Five games: codes as in FilterColumns (volatility: place + 1; features, themes: bit masks; RTP in hundredths; the day
// of release as 20210225; 0: none).
const columns: FilterColumns = {
  game: [10, 11, 12, 13, 14],
  category: [0, 0, 0, 0, 0],
  volatility: [3, 3, 1, 4, 0],
  features: [0b001, 0b011, 0b100, 0b010, 0b001],
  themes: [0b01, 0b10, 0b00, 0b11, 0b01],
  rtp: [9650, 9400, 9710, 9599, 0],
  maxWin: [5000, 0, 2100.5, 5000, 12000],
  released: [20210225, 0, 20220113, 20190601, 20220113],
  plays: [0, 7, 0, 12, 7],
  failing: [0, 0, 0, 0, 0],
};
const all = [0, 1, 2, 3, 4];

describe("filterGames", () => {
  it("keeps every game of the listing's rows, and counts every value, when nothing is chosen", () => {
    const { games, counts } = filterGames(columns, all, values, NO_CHOICE);
    expect(games).toEqual([10, 11, 12, 13, 14]);
    expect(counts.volatility).toEqual([1, 0, 2, 1]);
    expect(counts.features).toEqual([3, 2, 1]);
    expect(counts.themes).toEqual([3, 2]);
    expect(counts.rtp).toEqual([4, 3, 2, 1]);
  });

  it("keeps only the listing's rows", () => {
    expect(filterGames(columns, [1, 3], values, NO_CHOICE).games).toEqual([11, 13]);
  });

  it("joins a group's values by or", () => {
    expect(filterGames(columns, all, values, { ...NO_CHOICE, volatility: ["high"] }).games).toEqual([10, 11]);
    expect(filterGames(columns, all, values, { ...NO_CHOICE, volatility: ["high", "very-high"] }).games).toEqual([
      10, 11, 13,
    ]);
    expect(filterGames(columns, all, values, { ...NO_CHOICE, features: ["multipliers", "megaways"] }).games).toEqual([
      11, 12, 13,
    ]);
  });

  it("joins the groups and the RTP floor by and", () => {
    expect(
      filterGames(columns, all, values, { ...NO_CHOICE, volatility: ["high"], features: ["multipliers"] }).games,
    ).toEqual([11]);
    expect(
      filterGames(columns, all, values, { ...NO_CHOICE, features: ["free-spins"], themes: ["animals"] }).games,
    ).toEqual([10, 14]);
    expect(
      filterGames(columns, all, values, { ...NO_CHOICE, features: ["free-spins"], themes: ["animals"], rtp: 96 }).games,
    ).toEqual([10]);
  });

  it("keeps the games whose RTP is the floor or above, and none without an RTP", () => {
    expect(filterGames(columns, all, values, { ...NO_CHOICE, rtp: 96 }).games).toEqual([10, 12]);
    expect(filterGames(columns, all, values, { ...NO_CHOICE, rtp: 94 }).games).toEqual([10, 11, 12, 13]);
    expect(filterGames(columns, all, values, { ...NO_CHOICE, rtp: 97 }).games).toEqual([12]);
  });

  it("counts each value under the other groups' choice, not its own group's", () => {
    const { games, counts } = filterGames(columns, all, values, {
      ...NO_CHOICE,
      volatility: ["high"],
      themes: ["space"],
    });
    expect(games).toEqual([11]);
    // Volatility under the themes' choice (games 11 and 13): high 1, very high 1.
    expect(counts.volatility).toEqual([0, 0, 1, 1]);
    // Features under high and space: game 11 only.
    expect(counts.features).toEqual([1, 1, 0]);
    // Themes under high (games 10 and 11).
    expect(counts.themes).toEqual([1, 1]);
    // RTP floors under high and space: game 11, 94 %.
    expect(counts.rtp).toEqual([1, 0, 0, 0]);
  });

  it("leaves out a chosen value it does not know, as if not chosen", () => {
    expect(filterGames(columns, all, values, { ...NO_CHOICE, features: ["jackpot"] }).games).toEqual([
      10, 11, 12, 13, 14,
    ]);
  });
});

describe("the order", () => {
  it("puts the highest RTP first, and the games without one last, A to Z", () => {
    expect(filterGames(columns, all, values, { ...NO_CHOICE, sort: "rtp" }).games).toEqual([12, 10, 13, 11, 14]);
  });

  it("ranks each category's RTP on its own, slots first: a table game's higher RTP comes after every slot", () => {
    // Game 12 (97.10%) a table game, 13 (95.99%) an instant game: the slots 10 and 11 come first.
    const mixed = { ...columns, category: [0, 0, 1, 2, 0] };
    expect(filterGames(mixed, all, values, { ...NO_CHOICE, sort: "rtp" }).games).toEqual([10, 11, 14, 12, 13]);
    // The other orders mix the categories.
    expect(filterGames(mixed, all, values, { ...NO_CHOICE, sort: "max-win" }).games).toEqual([14, 10, 13, 12, 11]);
  });

  it("puts the biggest maximum win first, games of one value A to Z, and the games without one last", () => {
    expect(filterGames(columns, all, values, { ...NO_CHOICE, sort: "max-win" }).games).toEqual([14, 10, 13, 12, 11]);
  });

  it("puts the newest release first, games of one day A to Z, and the games without one last", () => {
    expect(filterGames(columns, all, values, { ...NO_CHOICE, sort: "new" }).games).toEqual([12, 14, 10, 13, 11]);
  });

  it("orders only the games the filters keep, and leaves the counts as they are", () => {
    const sorted = filterGames(columns, all, values, {
      ...NO_CHOICE,
      features: ["free-spins", "multipliers"],
      sort: "rtp",
    });
    expect(sorted.games).toEqual([10, 13, 11, 14]);
    expect(sorted.counts).toEqual(
      filterGames(columns, all, values, { ...NO_CHOICE, features: ["free-spins", "multipliers"] }).counts,
    );
  });

  it("orders only the listing's rows", () => {
    expect(filterGames(columns, [1, 3, 4], values, { ...NO_CHOICE, sort: "max-win" }).games).toEqual([14, 13, 11]);
  });
});

describe("the choice in the query", () => {
  it("reads comma-separated and repeated values, in the group's order", () => {
    expect(
      parseChoice("?volatility=very-high,high&features=megaways&features=free-spins&themes=space&rtp=96", values),
    ).toEqual({
      volatility: ["high", "very-high"],
      features: ["free-spins", "megaways"],
      themes: ["space"],
      rtp: 96,
    });
  });

  it("leaves out unknown values, floors not offered and other names", () => {
    expect(parseChoice("?volatility=huge,low&features=&rtp=93&page=2&colour=red", values)).toEqual({
      ...NO_CHOICE,
      volatility: ["low"],
    });
    expect(parseChoice("?rtp=ninety", values)).toEqual(NO_CHOICE);
    expect(parseChoice("", values)).toEqual(NO_CHOICE);
  });

  it("reads an order, and leaves out one the listing does not offer", () => {
    expect(parseChoice("?sort=max-win", values)).toEqual({ ...NO_CHOICE, sort: "max-win" });
    expect(parseChoice("?sort=new", values)).toEqual({ ...NO_CHOICE, sort: "new" });
    expect(parseChoice("?sort=max-win", values, ["rtp"])).toEqual(NO_CHOICE);
    expect(parseChoice("?sort=name", values)).toEqual(NO_CHOICE);
  });

  it("writes each group once, comma-separated, then the floor, keeping the query's other names", () => {
    expect(writeChoice("", { volatility: ["high", "very-high"], features: ["free-spins"], themes: [], rtp: 95 })).toBe(
      "?volatility=high,very-high&features=free-spins&rtp=95",
    );
    expect(writeChoice("?utm_source=mail&features=megaways", { ...NO_CHOICE, themes: ["space"] })).toBe(
      "?utm_source=mail&themes=space",
    );
    expect(writeChoice("?sort=rtp", { ...NO_CHOICE, rtp: 96, sort: "max-win" })).toBe("?rtp=96&sort=max-win");
  });

  it("writes nothing for no choice, and drops an earlier one", () => {
    expect(writeChoice("?volatility=high&rtp=96", NO_CHOICE)).toBe("");
    expect(isPageOf(NO_CHOICE, undefined)).toBe(true);
    expect(isPageOf({ ...NO_CHOICE, rtp: 94 }, undefined)).toBe(false);
    expect(isPageOf({ ...NO_CHOICE, sort: "rtp" }, undefined)).toBe(false);
    expect(isPageOf({ ...NO_CHOICE, sort: "rtp" }, "rtp")).toBe(true);
    expect(isPageOf({ ...NO_CHOICE, themes: ["space"], sort: "rtp" }, "rtp")).toBe(false);
    expect(isPageOf(NO_CHOICE, "new")).toBe(false);
  });

  it("reads back what it writes", () => {
    const choice = {
      volatility: ["low", "high"],
      features: ["multipliers"],
      themes: ["animals", "space"],
      rtp: 97,
      sort: "rtp" as const,
    };
    expect(parseChoice(writeChoice("", choice), values)).toEqual(choice);
  });
});

describe("a game that may not load", () => {
  it("comes last in every order, as it does A to Z", () => {
    // Game 13 may not load: the last of the list A to Z (as the build puts it), and last in each order too.
    const failing = { ...columns, failing: [0, 0, 0, 1, 0] };
    const rows = [0, 1, 2, 4, 3];
    expect(filterGames(failing, rows, values, { ...NO_CHOICE, sort: "popular" }).games).toEqual([11, 14, 10, 12, 13]);
    expect(filterGames(failing, rows, values, { ...NO_CHOICE, sort: "rtp" }).games).toEqual([12, 10, 11, 14, 13]);
    expect(filterGames(failing, rows, values, { ...NO_CHOICE, sort: "max-win" }).games.at(-1)).toBe(13);
    expect(filterGames(columns, rows, values, { ...NO_CHOICE, sort: "max-win" }).games).toEqual([14, 10, 13, 12, 11]);
  });
});

describe("the popular order", () => {
  it("puts the week's most played first, games of as many plays A to Z, and the others after them A to Z", () => {
    expect(filterGames(columns, all, values, { ...NO_CHOICE, sort: "popular" }).games).toEqual([13, 11, 14, 10, 12]);
  });

  it("takes the hosts' fresher order in place of the build's", () => {
    const slugs = Array.from({ length: 15 }, (_, at) => `game-${at}`);
    const fresh = withPopular(columns, slugs, ["game-12", "game-10", "game-13"]);
    expect(fresh.plays).toEqual([2, 0, 3, 1, 0]);
    expect(filterGames(fresh, all, values, { ...NO_CHOICE, sort: "popular" }).games).toEqual([12, 10, 13, 11, 14]);
    expect(withPopular(columns, slugs, []).plays).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("decode", () => {
  // The site's three games, A to Z: a slot of studio a, a table game of studio b without facts, a slot of b.
  const data = {
    values,
    categories: ["slots", "table-games", "instant-games"],
    studios: ["a", "b"],
    rows: [0, 0, 3, 1, 1, 9650, 5000, 20210225, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 6, 1, 0, 1, 1, 4, 2, 9700, 0, 0, 0, 0],
    slugs: ["abc", "book", "bust"],
  };

  it("gives the games' places in the site's list and their facts as columns", () => {
    const { columns } = decode(data, "all");
    expect(columns).toEqual({
      game: [0, 1, 2],
      category: [0, 1, 0],
      volatility: [3, 0, 1],
      features: [1, 0, 4],
      themes: [1, 0, 2],
      rtp: [9650, 0, 9700],
      maxWin: [5000, 0, 0],
      released: [20210225, 0, 0],
      plays: [0, 6, 0],
      failing: [0, 1, 0],
    });
  });

  it("keeps the rows of the listing's games: all, a category's, a studio's", () => {
    expect(decode(data, "all").rows).toEqual([0, 1, 2]);
    expect(decode(data, "slots").rows).toEqual([0, 2]);
    expect(decode(data, "table-games").rows).toEqual([1]);
    expect(decode(data, "studio:b").rows).toEqual([1, 2]);
    expect(decode(data, "studio:nobody").rows).toEqual([]);
  });
});
