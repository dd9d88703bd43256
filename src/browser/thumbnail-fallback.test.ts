import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.resetModules();
  document.body.innerHTML = "";
});

const hosted = (name: string) =>
  `<img src="https://images.example/${name}.webp" data-fallback="/thumbnails/${name}.svg" alt="${name}">`;

describe("thumbnail-fallback", () => {
  it("gives a hosted thumbnail that fails the site's own art, once", async () => {
    document.body.innerHTML = hosted("reactoonz") + hosted("fire-joker");
    await import("#browser/thumbnail-fallback.ts");
    const [failing, working] = [...document.querySelectorAll("img")];
    failing?.dispatchEvent(new Event("error"));
    expect(failing?.getAttribute("src")).toBe("/thumbnails/reactoonz.svg");
    expect(working?.getAttribute("src")).toBe("https://images.example/fire-joker.webp");
    // If the art fails too, the image keeps it and its alt text: no loop of requests.
    failing?.dispatchEvent(new Event("error"));
    expect(failing?.getAttribute("src")).toBe("/thumbnails/reactoonz.svg");
  });

  it("catches a thumbnail that failed before the script ran", async () => {
    document.body.innerHTML = hosted("gigantoonz");
    const image = document.querySelector("img") as HTMLImageElement;
    Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 0 } });
    await import("#browser/thumbnail-fallback.ts");
    expect(image.getAttribute("src")).toBe("/thumbnails/gigantoonz.svg");
  });
});
