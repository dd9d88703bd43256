import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GamePage } from "#ui/components/game-page.tsx";
import { siteGames } from "#build/catalogue/games.ts";

// The line under a game's name shows on a lobby site only; the site built in the tests has six games and none.
vi.mock("#build/site/lobby.ts", () => ({ hasLobby: true }));

// The page's parts are proven in a browser (e2e/game.spec.ts, e2e/sites/spinhaven-fi/); here, the line that names
// what a game is, for the games whose source names them more closely than their category.
describe("GamePage", () => {
  const game = (slug: string, locale: "en" | "fi") => {
    const [found] = siteGames({ games: [slug], thumbnailBaseUrl: null, gameFacts: true }, locale);
    if (!found) throw new Error(`no game ${slug}`);
    return found;
  };

  it("names a game by its type under its name, where its source gives one", () => {
    const { unmount } = render(<GamePage game={game("bugs-party", "en")} locale="en" />);
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(/^Play'n GO · Video bingo$/);
    unmount();
    render(<GamePage game={game("wild-texas", "fi")} locale="fi" />);
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(/^BGaming · Videopokeri$/);
  });

  it("names any other game by its category", () => {
    render(<GamePage game={game("fire-joker", "fi")} locale="fi" />);
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(
      /^Play'n GO · Kolikkopeli · 2016$/,
    );
  });
});
