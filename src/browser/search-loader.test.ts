import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type IndexRow, loadSearchOnFocus } from "#browser/search-loader.ts";
import { searchMarkup } from "#browser/search-markup.fixture.ts";

// A name alone where the slug rule gives its slug; else the name and its slug.
const index: IndexRow[] = ["Moon Princess", "Moon Princess 100", "Fire Joker", ["Keno", "keno-pragmatic-play"]];

const root = () => document.querySelector<HTMLElement>("[data-game-search]") as HTMLElement;
const input = () => document.querySelector<HTMLInputElement>("#game-search") as HTMLInputElement;
const optionNames = () => [...document.querySelectorAll("[role=option]")].map((option) => option.textContent);

/** A fetch whose answers the test gives when it wants. */
function deferredFetch() {
  const answers: ((response: Partial<Response>) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Partial<Response>>((resolve) => answers.push(resolve)));
  const answer = (response: Partial<Response> = { ok: true, json: async () => index }) => answers.shift()?.(response);
  return { fetch, answer };
}

const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal("location", { assign });
  Element.prototype.scrollIntoView ??= () => {};
  document.body.innerHTML = searchMarkup;
});

afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
  document.body.innerHTML = "";
});

describe("search-loader", () => {
  it("shows the field, and loads nothing until the visitor reaches for it", async () => {
    const { fetch } = deferredFetch();
    vi.stubGlobal("fetch", fetch);
    loadSearchOnFocus(root());
    expect(root().hidden).toBe(false);
    expect(root()).toHaveAttribute("data-ready");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches the index once on the first focus, then searches", async () => {
    const { fetch, answer } = deferredFetch();
    vi.stubGlobal("fetch", fetch);
    loadSearchOnFocus(root());
    const user = userEvent.setup();
    await user.click(input());
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/games/search-index.json");
    answer();
    // Once the search is there (a moment: the module is imported too), typing finds games.
    await vi.waitFor(async () => {
      await user.clear(input());
      await user.type(input(), "joker");
      expect(optionNames()).toEqual(["Fire Joker"]);
    });
    await user.keyboard("{Enter}");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/en/games/fire-joker");
    // Focusing again loads nothing more.
    await user.tab();
    await user.click(input());
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("goes to a game whose slug the index gives, not the one its name would make", async () => {
    const { fetch, answer } = deferredFetch();
    vi.stubGlobal("fetch", fetch);
    loadSearchOnFocus(root());
    const user = userEvent.setup();
    await user.click(input());
    answer();
    await vi.waitFor(async () => {
      await user.clear(input());
      await user.type(input(), "keno");
      expect(optionNames()).toEqual(["Keno"]);
    });
    await user.keyboard("{Enter}");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/en/games/keno-pragmatic-play");
  });

  it("shows what the visitor typed while the search loaded", async () => {
    const { fetch, answer } = deferredFetch();
    vi.stubGlobal("fetch", fetch);
    loadSearchOnFocus(root());
    // The first key wakes it, as a focus would.
    const user = userEvent.setup();
    input().focus();
    await user.keyboard("moon");
    expect(optionNames()).toEqual([]);
    answer();
    await vi.waitFor(() => expect(optionNames()).toEqual(["Moon Princess", "Moon Princess 100"]));
    expect(input()).toHaveAttribute("aria-expanded", "true");
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("tries again on the next focus when the index could not load", async () => {
    const { fetch, answer } = deferredFetch();
    vi.stubGlobal("fetch", fetch);
    loadSearchOnFocus(root());
    input().dispatchEvent(new Event("pointerdown"));
    answer({ ok: false, status: 503 });
    // Focused again until the failed load has let go: a focus while it still holds asks nothing more.
    await vi.waitFor(() => {
      input().blur();
      input().focus();
      expect(fetch).toHaveBeenCalledTimes(2);
    });
    answer();
    const user = userEvent.setup();
    await vi.waitFor(async () => {
      await user.clear(input());
      await user.type(input(), "moon 1");
      expect(optionNames()).toEqual(["Moon Princess 100"]);
    });
  });

  it("leaves the field hidden without an index to load", () => {
    root().removeAttribute("data-index");
    loadSearchOnFocus(root());
    expect(root().hidden).toBe(true);
  });
});
