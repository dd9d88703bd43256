import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GamePlayerIsland } from "#browser/islands/game-player.tsx";
import { en } from "#shared/i18n/en.ts";

const game = { name: "Moon Princess", iframeUrl: "https://launcher.example/play?gid=moonprincess" };
const html = (gated?: "age" | "break") =>
  renderToString(<GamePlayerIsland game={game} text={en.player} errorText={en.error} gated={gated} />);
const document = (markup: string) => new DOMParser().parseFromString(markup, "text/html");

describe("the game's frame in the page's HTML", () => {
  it("has the launcher's address on a site with no gate, so the game starts with the page", () => {
    const page = document(html());
    expect(page.querySelector("iframe[data-launcher]")?.getAttribute("src")).toBe(game.iframeUrl);
    expect(page.querySelector("noscript")).toBeNull();
  });

  it("holds no frame behind the age question, only the gate's slot, and none at all without JavaScript", () => {
    const page = document(html("age"));
    expect(page.querySelector("iframe")).toBeNull();
    expect(page.querySelector("[data-launcher-slot]")?.childNodes).toHaveLength(0);
    expect(page.querySelector("noscript")).toBeNull();
  });

  it("holds no frame on a site with breaks, only the gate's slot, and plays without JavaScript in a <noscript> frame", () => {
    // Parsed without scripting, as a browser without JavaScript parses it: the frame in <noscript> only, with the same sandbox.
    const page = document(html("break"));
    expect(page.querySelector(":not(noscript) > iframe")).toBeNull();
    expect(page.querySelector("[data-launcher-slot]")?.childNodes).toHaveLength(0);
    const fallback = page.querySelector("noscript iframe");
    expect(fallback?.getAttribute("src")).toBe(game.iframeUrl);
    expect(fallback?.getAttribute("sandbox")).toBe("allow-same-origin allow-scripts");
    expect(fallback?.getAttribute("title")).toBe("Moon Princess");
  });
});
