import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GameThumbnail } from "#ui/components/game-thumbnail.tsx";
import { gamesIn } from "#build/site/config.ts";

const [game] = gamesIn("en");
if (!game) throw new Error("no games");

describe("GameThumbnail", () => {
  it("shows the site's own art by default, sized and named, with nothing to fall back to", () => {
    render(<GameThumbnail game={game} priority sizes="100vw" />);
    const image = screen.getByRole("img", { name: "Moon Princess" });
    expect(image).toHaveAttribute("src", "/thumbnails/moon-princess.svg");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "360");
    expect(image).not.toHaveAttribute("data-fallback");
  });

  it("is decorative beside the game's name, so the name is said once", () => {
    const { container } = render(<GameThumbnail game={game} priority decorative sizes="100vw" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("falls back to the site's own art when the image comes from an image host", () => {
    render(
      <GameThumbnail
        game={{ ...game, thumbnail: "https://images.example/moon.webp" }}
        priority={false}
        sizes="100vw"
      />,
    );
    const image = screen.getByRole("img", { name: "Moon Princess" });
    expect(image).toHaveAttribute("src", "https://images.example/moon.webp");
    expect(image).toHaveAttribute("data-fallback", "/thumbnails/moon-princess.svg");
    expect(image).toHaveAttribute("loading", "lazy");
  });
});
