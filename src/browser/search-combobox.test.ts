import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entry } from "#browser/game-search.ts";
import { enhanceSearch } from "#browser/search-combobox.ts";
import { searchMarkup } from "#browser/search-markup.fixture.ts";

// The search, and something else on the page to move the focus to.
const markup = `${searchMarkup}
  <button>Elsewhere</button>`;

const game = (slug: string, name: string): Entry => ({ slug, name });
const entries: Entry[] = [
  game("moon-princess", "Moon Princess"),
  game("moon-princess-100", "Moon Princess 100"),
  game("fire-joker", "Fire Joker"),
  game("reactoonz", "Reactoonz"),
  ...Array.from({ length: 10 }, (_, i) => game(`lucky-${i + 1}`, `Lucky ${i + 1}`)),
];

const assign = vi.fn();
const input = () => document.querySelector<HTMLInputElement>("#game-search") as HTMLInputElement;
const listbox = () => document.querySelector<HTMLElement>("[role=listbox]") as HTMLElement;
const status = () => document.querySelector("[data-search-status]")?.textContent;
const options = () => [...document.querySelectorAll<HTMLElement>("[role=option]")];
const optionNames = () => options().map((option) => option.textContent);
const isOpen = () => input().getAttribute("aria-expanded") === "true" && !listbox().hidden;

beforeAll(() => {
  // jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  vi.stubGlobal("location", { assign });
  document.body.innerHTML = markup;
  const root = document.querySelector("[data-game-search]") as HTMLElement;
  // As search-loader.ts does before it loads this.
  root.hidden = false;
  enhanceSearch(root, entries);
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
  document.body.innerHTML = "";
});

// (Real timers: user-event stalls on vitest's fake ones.)
const user = () => userEvent.setup();
const statusSays = (text: string) => vi.waitFor(() => expect(status()).toBe(text), { timeout: 1000 });

describe("search-combobox", () => {
  it("shows the matching games as options as the visitor types, and then says how many", async () => {
    const u = user();
    await u.type(input(), "moon");
    expect(isOpen()).toBe(true);
    expect(optionNames()).toEqual(["Moon Princess", "Moon Princess 100"]);
    expect(options().map((option) => option.id)).toEqual(["game-search-option-0", "game-search-option-1"]);
    expect(options().every((option) => option.getAttribute("aria-selected") === "false")).toBe(true);
    // The count waits for a pause in the typing, so a screen reader is not flooded.
    expect(status()).toBe("");
    await statusSays("2 games found");

    await u.type(input(), " 1");
    expect(optionNames()).toEqual(["Moon Princess 100"]);
    await statusSays("1 game found");
  });

  it("shows eight options at most, and counts every match", async () => {
    await user().type(input(), "lucky");
    expect(options()).toHaveLength(8);
    await statusSays("10 games found");
  });

  it("closes the list and says so when nothing matches", async () => {
    await user().type(input(), "zzz");
    expect(isOpen()).toBe(false);
    expect(options()).toEqual([]);
    await statusSays("No games found");
  });

  it("closes the list and says nothing once the field is emptied", async () => {
    const u = user();
    await u.type(input(), "moon");
    await u.clear(input());
    expect(isOpen()).toBe(false);
    expect(options()).toEqual([]);
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);
    await statusSays("");
  });

  it("moves the active option with the arrows, round from one end to the other", async () => {
    const u = user();
    await u.type(input(), "moon");
    const active = () => input().getAttribute("aria-activedescendant");
    const selected = () => options().filter((option) => option.getAttribute("aria-selected") === "true");

    await u.keyboard("{ArrowDown}");
    expect(active()).toBe("game-search-option-0");
    expect(selected()).toEqual([options()[0]]);
    await u.keyboard("{ArrowDown}");
    expect(active()).toBe("game-search-option-1");
    expect(selected()).toEqual([options()[1]]);
    await u.keyboard("{ArrowDown}");
    expect(active()).toBe("game-search-option-0");
    await u.keyboard("{ArrowUp}");
    expect(active()).toBe("game-search-option-1");
    // The focus stays in the field all along.
    expect(document.activeElement).toBe(input());

    // Typing again starts from no active option.
    await u.type(input(), " ");
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);
    await u.keyboard("{ArrowUp}");
    expect(active()).toBe("game-search-option-1");
  });

  it("opens the active option's game with Enter, or the first one's", async () => {
    const u = user();
    await u.type(input(), "moon");
    await u.keyboard("{Enter}");
    expect(assign).toHaveBeenLastCalledWith("/en/games/moon-princess");
    await u.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(assign).toHaveBeenLastCalledWith("/en/games/moon-princess-100");
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it("does nothing with Enter while the list is closed", async () => {
    const u = user();
    await u.type(input(), "moon{Escape}{Enter}");
    expect(assign).not.toHaveBeenCalled();
  });

  it("closes the list with Escape, clears the field with a second, and reopens with the down arrow", async () => {
    const u = user();
    await u.type(input(), "moon{ArrowDown}");
    await u.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    expect(input().value).toBe("moon");
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);

    await u.keyboard("{ArrowDown}");
    expect(isOpen()).toBe(true);
    expect(input().getAttribute("aria-activedescendant")).toBe("game-search-option-0");

    await u.keyboard("{Escape}{Escape}");
    expect(input().value).toBe("");
    expect(isOpen()).toBe(false);
    // Nothing left to open.
    await u.keyboard("{ArrowDown}");
    expect(isOpen()).toBe(false);
  });

  it("opens the suggestions of a value the page came back with on the down arrow", async () => {
    // Restored by the browser (back/forward): no input event.
    input().value = "fire";
    input().focus();
    await user().keyboard("{ArrowDown}");
    expect(optionNames()).toEqual(["Fire Joker"]);
    expect(input().getAttribute("aria-activedescendant")).toBe("game-search-option-0");
  });

  it("keeps the keys it uses from the field, and leaves it the others", async () => {
    await user().type(input(), "moon");
    const handled = (key: string) => !input().dispatchEvent(new KeyboardEvent("keydown", { key, cancelable: true }));
    // The arrows would move the caret; a search field clears itself on Escape.
    expect(handled("ArrowDown")).toBe(true);
    expect(handled("ArrowUp")).toBe(true);
    expect(handled("ArrowLeft")).toBe(false);
    expect(handled("Escape")).toBe(true);
    expect(handled("Escape")).toBe(true);
    // An empty field's Escape is for whatever holds it.
    expect(handled("Escape")).toBe(false);
  });

  it("opens a game on a click on its option, keeping the focus in the field meanwhile", async () => {
    const u = user();
    await u.type(input(), "moon");
    // Pointing at an option moves neither the focus nor the active option.
    await u.hover(options()[1] as HTMLElement);
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);
    await u.pointer({ keys: "[MouseLeft>]", target: options()[1] as HTMLElement });
    expect(document.activeElement).toBe(input());
    expect(isOpen()).toBe(true);
    await u.pointer({ keys: "[/MouseLeft]", target: options()[1] as HTMLElement });
    expect(assign).toHaveBeenCalledExactlyOnceWith("/en/games/moon-princess-100");
  });

  it("closes the list when the field loses the focus", async () => {
    const u = user();
    await u.type(input(), "moon{ArrowDown}");
    await u.click(document.querySelector("button") as HTMLElement);
    expect(isOpen()).toBe(false);
    expect(input().hasAttribute("aria-activedescendant")).toBe(false);
  });
});
