import { afterEach, describe, expect, it, vi } from "vitest";
import { RECENT_KEY, RECENT_LIMIT, recentGames, recordPlayed } from "#browser/recent-games.ts";

const stored = () => JSON.parse(localStorage.getItem(RECENT_KEY) ?? "null") as unknown;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the games played", () => {
  it("puts a game played first, once, and keeps the last twelve", () => {
    recordPlayed("book-of-dead");
    recordPlayed("reactoonz");
    recordPlayed("book-of-dead");
    expect(stored()).toEqual(["book-of-dead", "reactoonz"]);
    for (let game = 0; game < 20; game += 1) recordPlayed(`game-${game}`);
    expect(recentGames()).toHaveLength(RECENT_LIMIT);
    expect(recentGames()?.[0]).toBe("game-19");
    expect(recentGames()?.at(-1)).toBe("game-8");
  });

  it("reads anything else stored as nothing, and plays on where storage is refused", () => {
    localStorage.setItem(RECENT_KEY, "{not json");
    expect(recentGames()).toEqual([]);
    localStorage.setItem(RECENT_KEY, JSON.stringify(["fire-joker", 7, null, { slug: "x" }]));
    expect(recentGames()).toEqual(["fire-joker"]);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(recentGames()).toBeUndefined();
    expect(() => recordPlayed("reactoonz")).not.toThrow();
  });
});
