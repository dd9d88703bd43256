import { afterEach, describe, expect, it, vi } from "vitest";
import { changeOutOfSight, fetchPopular, initPopularRow } from "#browser/popular-games.ts";

const card = (slug: string) => `<li data-game="${slug}"><a href="/games/${slug}">${slug}</a></li>`;
const shown = () => [...document.querySelectorAll<HTMLElement>("[data-popular-row] li")].map((li) => li.dataset.game);
const answer = (body: unknown, status = 200) =>
  vi.spyOn(window, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));
/** The list's end, as the browser would lay it out: at `bottom`, before and after a change. */
const listEnds = (list: Element, ...bottoms: number[]) => {
  for (const bottom of bottoms) vi.spyOn(list, "getBoundingClientRect").mockReturnValueOnce({ bottom } as DOMRect);
};

afterEach(() => {
  document.body.innerHTML = "";
  globalThis.lobbyCards = undefined;
  vi.restoreAllMocks();
});

describe("fetchPopular", () => {
  it("gives the hosts' popular games, and nothing when too few, not a list, or not answered", async () => {
    const fetch = answer({ games: ["a", "b", "c", "d"] });
    expect(await fetchPopular(window, "/api/popular")).toEqual(["a", "b", "c", "d"]);
    expect(fetch).toHaveBeenCalledWith("/api/popular");
    answer({ games: ["a", "b", "c"] });
    expect(await fetchPopular(window)).toBeUndefined();
    answer({ games: ["a", "b", "c", 4] });
    expect(await fetchPopular(window)).toBeUndefined();
    answer({ games: ["a", "b", "c", "d"] }, 503);
    expect(await fetchPopular(window)).toBeUndefined();
    vi.spyOn(window, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await fetchPopular(window)).toBeUndefined();
  });
});

describe("changeOutOfSight", () => {
  it("keeps a change that moves nothing in view, and undoes one that would", () => {
    document.body.innerHTML = "<ul><li>built</li></ul>";
    const list = document.querySelector("ul") as HTMLUListElement;
    const change = () => (list.innerHTML = "<li>fresh</li>");
    const undo = () => (list.innerHTML = "<li>built</li>");
    const height = window.innerHeight;
    // As high as it was: kept.
    listEnds(list, 500, 500);
    expect(changeOutOfSight(window, list, change, undo)).toBe(true);
    expect(list.textContent).toBe("fresh");
    // Its end moves, but below the viewport: kept.
    undo();
    listEnds(list, height + 10, height + 200);
    expect(changeOutOfSight(window, list, change, undo)).toBe(true);
    expect(list.textContent).toBe("fresh");
    // Its end moves in view: what follows it would move: undone.
    undo();
    listEnds(list, height - 10, height + 200);
    expect(changeOutOfSight(window, list, change, undo)).toBe(false);
    expect(list.textContent).toBe("built");
  });
});

describe("the popular row", () => {
  const page = (slugs: string[]) => `
    <section data-popular-row="/api/popular" data-cards="/games/cards/{shard}.js">
      <ul>${slugs.map(card).join("")}</ul>
    </section>`;

  it("shows the row's games in the hosts' fresher order, as many as it had", async () => {
    globalThis.lobbyCards = {
      bo: [["book-of-dead", card("book-of-dead"), 10]],
      fi: [["fire-joker", card("fire-joker"), 200]],
      ga: [["gates-of-olympus", card("gates-of-olympus"), 220]],
      mo: [["moon-princess", card("moon-princess"), 400]],
      re: [["reactoonz", card("reactoonz"), 500]],
    };
    document.body.innerHTML = page(["book-of-dead", "gates-of-olympus", "reactoonz", "moon-princess"]);
    answer({ games: ["fire-joker", "reactoonz", "book-of-dead", "gates-of-olympus", "moon-princess"] });
    await initPopularRow();
    expect(shown()).toEqual(["fire-joker", "reactoonz", "book-of-dead", "gates-of-olympus"]);
  });

  it("puts a game that may not load right now at the end of the row, as the build does", async () => {
    globalThis.lobbyCards = {
      bo: [["book-of-dead", card("book-of-dead"), 10]],
      fi: [["fire-joker", card("fire-joker").replace("<li ", "<li data-may-not-load "), 200]],
      ga: [["gates-of-olympus", card("gates-of-olympus"), 220]],
      re: [["reactoonz", card("reactoonz"), 500]],
    };
    document.body.innerHTML = page(["book-of-dead", "gates-of-olympus", "reactoonz", "moon-princess"]);
    answer({ games: ["fire-joker", "reactoonz", "book-of-dead", "gates-of-olympus"] });
    await initPopularRow();
    expect(shown()).toEqual(["reactoonz", "book-of-dead", "gates-of-olympus", "fire-joker"]);
  });

  it("keeps the build's order when the hosts have too few, or the cards do not come", async () => {
    const built = ["book-of-dead", "gates-of-olympus", "reactoonz", "moon-princess"];
    document.body.innerHTML = page(built);
    const first = document.querySelector("[data-popular-row] li");
    answer({ games: [] });
    await initPopularRow();
    expect(shown()).toEqual(built);
    // The fresher order's cards are not at hand, and their shards fail to load.
    answer({ games: ["fire-joker", "reactoonz", "book-of-dead", "gates-of-olympus"] });
    const loading = initPopularRow();
    await vi.waitFor(() => expect(document.head.querySelectorAll("script")).toHaveLength(4));
    for (const script of document.head.querySelectorAll("script")) script.dispatchEvent(new Event("error"));
    await loading;
    expect(shown()).toEqual(built);
    expect(document.querySelector("[data-popular-row] li")).toBe(first);
  });
});
