import { afterEach, describe, expect, it, vi } from "vitest";
import { initFavourites } from "#browser/favourites.ts";

const KEY = "favourite-games";

const toggle = (slug: string, name: string) =>
  `<button type="button" data-favourite="${slug}" aria-pressed="false" aria-label="Favourite ${name}">Favourite</button>`;
const card = (slug: string, name: string) => `
  <li data-game="${slug}">
    <h3 id="name-${slug}"><a href="/games/${slug}" aria-describedby="name-${slug} about">${name}</a></h3>
    ${toggle(slug, name)}
  </li>`;
// The lobby: the favourites section before the A–Z list.
const lobby = `
  <p id="about">Free demo games</p>
  <section data-favourites aria-labelledby="favourites-heading" hidden>
    <h2 id="favourites-heading">Your favourites</h2>
    <ul data-favourites-list></ul>
  </section>
  <ul data-games-list>
    ${card("book-of-dead", "Book of Dead")}
    ${card("fire-joker", "Fire Joker")}
    ${card("moon-princess", "Moon Princess")}
    ${card("reactoonz", "Reactoonz")}
  </ul>`;

/** A page of its own for each test, so that no test hears another's clicks (jest-dom's matchers need the page's window). */
function page(body: string) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = body;
  return doc;
}
const toggles = (doc: Document, slug: string) => [
  ...doc.querySelectorAll<HTMLButtonElement>(`button[data-favourite="${slug}"]`),
];
const press = (doc: Document, slug: string, which = 0) => toggles(doc, slug)[which]?.click();
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as unknown;
const section = (doc: Document) => doc.querySelector<HTMLElement>("[data-favourites]") as HTMLElement;
const shown = (doc: Document) =>
  [...doc.querySelectorAll<HTMLElement>("[data-favourites-list] > li")].map((item) => item.dataset.game);

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
  globalThis.lobbyCards = undefined;
});

describe("favourites", () => {
  it("shows the toggles with the stored state, and stores nothing before a press", () => {
    localStorage.setItem(KEY, JSON.stringify(["reactoonz"]));
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const doc = page(lobby);
    initFavourites(doc);
    // The toggles show once the page is marked ready.
    expect(doc.documentElement.hasAttribute("data-favourites-ready")).toBe(true);
    expect(toggles(doc, "reactoonz")[0]?.getAttribute("aria-pressed")).toBe("true");
    expect(toggles(doc, "fire-joker")[0]?.getAttribute("aria-pressed")).toBe("false");
    expect(setItem).not.toHaveBeenCalled();
  });

  it("stores nothing for a visitor who never presses", () => {
    initFavourites(page(lobby));
    expect(localStorage).toHaveLength(0);
  });

  it("stores the favourites at each press", () => {
    const doc = page(toggle("fire-joker", "Fire Joker"));
    initFavourites(doc);
    press(doc, "fire-joker");
    expect(stored()).toEqual(["fire-joker"]);
    expect(toggles(doc, "fire-joker")[0]?.getAttribute("aria-pressed")).toBe("true");
    press(doc, "fire-joker");
    expect(stored()).toEqual([]);
    expect(toggles(doc, "fire-joker")[0]?.getAttribute("aria-pressed")).toBe("false");
  });

  it("keeps every toggle of a game in step", () => {
    const doc = page(
      toggle("fire-joker", "Fire Joker") + toggle("reactoonz", "Reactoonz") + toggle("fire-joker", "Fire Joker"),
    );
    initFavourites(doc);
    press(doc, "fire-joker", 1);
    expect(toggles(doc, "fire-joker").map((button) => button.getAttribute("aria-pressed"))).toEqual(["true", "true"]);
    expect(toggles(doc, "reactoonz")[0]?.getAttribute("aria-pressed")).toBe("false");
  });

  it("shows copies of the favourite cards on the lobby, in A–Z order, and hides the section once empty", () => {
    const doc = page(lobby);
    initFavourites(doc);
    expect(section(doc).hidden).toBe(true);

    press(doc, "reactoonz");
    press(doc, "book-of-dead");
    press(doc, "moon-princess");
    expect(stored()).toEqual(["reactoonz", "book-of-dead", "moon-princess"]);
    expect(section(doc).hidden).toBe(false);
    expect(shown(doc)).toEqual(["book-of-dead", "moon-princess", "reactoonz"]);
    // Each copy's toggle shows the state, and the A–Z list keeps every card.
    expect(toggles(doc, "moon-princess").map((button) => button.getAttribute("aria-pressed"))).toEqual([
      "true",
      "true",
    ]);
    expect(doc.querySelectorAll("[data-games-list] > li")).toHaveLength(4);

    // A copy's own toggle works, and takes the card out.
    press(doc, "moon-princess", 0);
    expect(shown(doc)).toEqual(["book-of-dead", "reactoonz"]);
    expect(toggles(doc, "moon-princess").map((button) => button.getAttribute("aria-pressed"))).toEqual(["false"]);

    press(doc, "book-of-dead", 0);
    press(doc, "reactoonz", 0);
    expect(shown(doc)).toEqual([]);
    expect(section(doc).hidden).toBe(true);
    expect(stored()).toEqual([]);
  });

  it("gives the copies ids of their own, and points their references at them", () => {
    localStorage.setItem(KEY, JSON.stringify(["fire-joker"]));
    const doc = page(lobby);
    initFavourites(doc);
    const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const copy = doc.querySelector("[data-favourites-list] a");
    expect(copy?.getAttribute("aria-describedby")).toBe("name-fire-joker-favourite about");
    expect(doc.getElementById("name-fire-joker-favourite")?.textContent).toBe("Fire Joker");
  });

  it("asks for the site's cards only when a favourite is not a card of the page, only its shard's, and shows every favourite A to Z", async () => {
    const doc = page(lobby.replace("data-favourites ", 'data-favourites data-cards="/games/cards/{shard}.js" '));
    const cardsScripts = () => [...doc.head.querySelectorAll("script")].map((script) => script.getAttribute("src"));
    localStorage.setItem(KEY, JSON.stringify(["fire-joker"]));
    initFavourites(doc);
    expect(shown(doc)).toEqual(["fire-joker"]);
    expect(cardsScripts()).toEqual([]);

    // Not a card of the page: its toggle is a game page's, say.
    doc.body.insertAdjacentHTML("beforeend", toggle("gates-of-olympus", "Gates of Olympus"));
    press(doc, "gates-of-olympus", 0);
    // Fire Joker and Gates of Olympus: the shards of fi and ga, each asked for once.
    await vi.waitFor(() => expect(cardsScripts()).toEqual(["/games/cards/fi.js", "/games/cards/ga.js"]));
    // The scripts run: their rows are there, with their places in the A to Z list.
    globalThis.lobbyCards = {
      fi: [["fire-joker", '<li data-game="fire-joker"><h3>Fire Joker</h3></li>', 1]],
      ga: [
        [
          "gates-of-olympus",
          `<li data-game="gates-of-olympus"><h3>Gates of Olympus</h3>${toggle("gates-of-olympus", "Gates of Olympus")}</li>`,
          2,
        ],
      ],
    };
    for (const script of doc.head.querySelectorAll("script")) script.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(shown(doc)).toEqual(["fire-joker", "gates-of-olympus"]));
    expect(section(doc).hidden).toBe(false);
    expect(toggles(doc, "gates-of-olympus").map((button) => button.getAttribute("aria-pressed"))).toEqual([
      "true",
      "true",
    ]);
    // A shard not had yet is asked for; the ones had are not asked for again. Its card goes first, as in the list.
    press(doc, "book-of-dead");
    await vi.waitFor(() =>
      expect(cardsScripts()).toEqual(["/games/cards/fi.js", "/games/cards/ga.js", "/games/cards/bo.js"]),
    );
    globalThis.lobbyCards.bo = [["book-of-dead", '<li data-game="book-of-dead"><h3>Book of Dead</h3></li>', 0]];
    doc.head.querySelectorAll("script")[2]?.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(shown(doc)).toEqual(["book-of-dead", "fire-joker", "gates-of-olympus"]));
    expect(cardsScripts()).toHaveLength(3);
  });

  it("asks for a shard again when it failed to load, showing the page's own favourites meanwhile", async () => {
    const doc = page(lobby.replace("data-favourites ", 'data-favourites data-cards="/games/cards/{shard}.js" '));
    const cardsScripts = () => [...doc.head.querySelectorAll("script")];
    localStorage.setItem(KEY, JSON.stringify(["fire-joker", "gates-of-olympus"]));
    void initFavourites(doc);
    await vi.waitFor(() => expect(cardsScripts()).toHaveLength(2));
    cardsScripts()[1]?.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(shown(doc)).toEqual(["fire-joker"]));
    press(doc, "book-of-dead");
    // The shard that failed (ga) is asked for again, and bo's for the first time; fi's is still loading.
    await vi.waitFor(() => expect(cardsScripts()).toHaveLength(4));
    expect(cardsScripts().map((script) => script.getAttribute("src"))).toEqual([
      "/games/cards/fi.js",
      "/games/cards/ga.js",
      "/games/cards/ga.js",
      "/games/cards/bo.js",
    ]);
  });

  it("ignores whatever else is stored", () => {
    for (const value of ["not json", '{"fire-joker":true}', '"fire-joker"', "null"]) {
      localStorage.setItem(KEY, value);
      const doc = page(lobby);
      initFavourites(doc);
      expect(shown(doc)).toEqual([]);
      expect(localStorage.getItem(KEY)).toBe(value);
    }
    localStorage.setItem(KEY, JSON.stringify([1, "fire-joker", null]));
    const doc = page(lobby);
    initFavourites(doc);
    expect(shown(doc)).toEqual(["fire-joker"]);
    press(doc, "reactoonz");
    expect(stored()).toEqual(["fire-joker", "reactoonz"]);
  });

  it("works for the page view where storage is refused", () => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    const doc = page(lobby);
    expect(() => initFavourites(doc)).not.toThrow();
    expect(doc.documentElement.hasAttribute("data-favourites-ready")).toBe(true);
    expect(() => press(doc, "fire-joker")).not.toThrow();
    expect(toggles(doc, "fire-joker").map((button) => button.getAttribute("aria-pressed"))).toEqual(["true", "true"]);
    expect(shown(doc)).toEqual(["fire-joker"]);
  });

  // The page's own document: focus and the back/forward cache need its window.
  it("keeps the focus on the game's toggle when its copy goes, and catches up after back/forward", () => {
    document.body.innerHTML = lobby;
    localStorage.setItem(KEY, JSON.stringify(["fire-joker"]));
    initFavourites();
    const [copy, original] = toggles(document, "fire-joker");
    copy?.focus();
    copy?.click();
    expect(copy?.isConnected).toBe(false);
    expect(document.activeElement).toBe(original);

    // Another page changed the favourites; this one comes back from the cache as it was.
    localStorage.setItem(KEY, JSON.stringify(["reactoonz"]));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(shown(document)).toEqual([]);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(shown(document)).toEqual(["reactoonz"]);
    expect(toggles(document, "reactoonz").map((button) => button.getAttribute("aria-pressed"))).toEqual([
      "true",
      "true",
    ]);
  });
});
