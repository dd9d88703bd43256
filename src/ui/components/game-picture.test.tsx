import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GamePicture } from "#ui/components/game-picture.tsx";

const files = (format: string) => [400, 800, 1280].map((width) => ({ url: `/_astro/moon.${width}.${format}`, width }));
const picture = { avif: files("avif"), webp: files("webp") };

describe("GamePicture", () => {
  it("offers AVIF, then WebP, at every width up to the card's widest, with its size and the card's sizes", () => {
    const { container } = render(
      <GamePicture picture={picture} sizes="48vw" maxWidth={800} alt="" priority={false} className="game-thumbnail" />,
    );
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute("srcset", "/_astro/moon.400.avif 400w, /_astro/moon.800.avif 800w");
    expect(source).toHaveAttribute("sizes", "48vw");
    const image = container.querySelector("picture > img");
    expect(image).toHaveAttribute("src", "/_astro/moon.800.webp");
    expect(image).toHaveAttribute("srcset", "/_astro/moon.400.webp 400w, /_astro/moon.800.webp 800w");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("lists every width where it may be shown wide, and is fetched at once and first in the first screen", () => {
    const { container } = render(
      <GamePicture picture={picture} sizes="100vw" alt="Moon Princess" priority className="art" />,
    );
    expect(container.querySelector("source")?.getAttribute("srcset")).toContain("/_astro/moon.1280.avif 1280w");
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("alt", "Moon Princess");
  });
});
