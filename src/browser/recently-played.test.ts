import { afterEach, describe, expect, it, vi } from "vitest";
import { RECENT_KEY } from "#browser/recent-games.ts";
import { initRecentlyPlayed } from "#browser/recently-played.ts";

const stored = () => JSON.parse(localStorage.getItem(RECENT_KEY) ?? "null") as unknown;
const card = (slug: string) => `<li data-game="${slug}"><a href="/games/${slug}">${slug}</a></li>`;
const shown = () => [...document.querySelectorAll<HTMLElement>("[data-recent-list] > li")].map((li) => li.dataset.game);
const section = () => document.querySelector<HTMLElement>("[data-recent]") as HTMLElement;

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
  globalThis.lobbyCards = undefined;
  vi.restoreAllMocks();
});

describe("recently played", () => {
  it("shows a list changed in another tab before its script came, and leaves the one shown alone", async () => {
    globalThis.lobbyCards = {
      bo: [["book-of-dead", card("book-of-dead"), 10]],
      re: [["reactoonz", card("reactoonz"), 500]],
    };
    const page = (shown: string) => `
      <section data-recent data-cards="/games/cards/{shard}.js">
        <button type="button" data-clear-recent>Clear the list</button><ul data-recent-list>${shown}</ul>
      </section>`;
    localStorage.setItem(RECENT_KEY, JSON.stringify(["book-of-dead"]));
    document.body.innerHTML = page(card("book-of-dead"));
    const first = document.querySelector("[data-recent-list] > li");
    initRecentlyPlayed();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("[data-recent-list] > li")).toBe(first);

    localStorage.setItem(RECENT_KEY, JSON.stringify(["reactoonz", "book-of-dead"]));
    document.body.innerHTML = page(card("book-of-dead"));
    initRecentlyPlayed();
    await vi.waitFor(() => expect(shown()).toEqual(["reactoonz", "book-of-dead"]));
  });

  it("clears the list with its button, and follows the list another tab changes, newest first", async () => {
    globalThis.lobbyCards = {
      bo: [["book-of-dead", card("book-of-dead"), 10]],
      re: [["reactoonz", card("reactoonz"), 500]],
    };
    localStorage.setItem(RECENT_KEY, JSON.stringify(["book-of-dead"]));
    document.body.innerHTML = `
      <main id="main-content" tabindex="-1">
        <section data-recent data-cards="/games/cards/{shard}.js">
          <h2>Continue playing</h2><button type="button" data-clear-recent>Clear the list</button>
          <ul data-recent-list>${card("book-of-dead")}</ul>
        </section>
      </main>`;
    initRecentlyPlayed();

    localStorage.setItem(RECENT_KEY, JSON.stringify(["reactoonz", "book-of-dead"]));
    window.dispatchEvent(new StorageEvent("storage", { key: RECENT_KEY }));
    await vi.waitFor(() => expect(shown()).toEqual(["reactoonz", "book-of-dead"]));
    expect(section().hidden).toBe(false);

    const clear = document.querySelector<HTMLButtonElement>("[data-clear-recent]");
    // Shown from now on: it works.
    expect(clear?.dataset.ready).toBe("");
    clear?.click();
    expect(stored()).toBeNull();
    expect(section().hidden).toBe(true);
    expect(shown()).toEqual([]);
    expect(document.activeElement?.id).toBe("main-content");

    localStorage.setItem(RECENT_KEY, JSON.stringify(["book-of-dead"]));
    window.dispatchEvent(new StorageEvent("storage", { key: RECENT_KEY }));
    await vi.waitFor(() => expect(shown()).toEqual(["book-of-dead"]));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    await vi.waitFor(() => expect(section().hidden).toBe(true));
  });
});
