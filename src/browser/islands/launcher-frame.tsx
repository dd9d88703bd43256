/** What the player and its frame know of a game: its name and its demo launcher's address, in the page's language. */
export type PlayedGame = { name: string; iframeUrl: string };

type LauncherFrameProps = {
  game: PlayedGame;
};

/**
 * The game's frame, which asks for the launcher as soon as it is in the page: the player's, its <noscript> twin,
 * and the one the game gate (game-gate.astro) keeps in a template until the visitor may play.
 */
export function LauncherFrame({ game }: LauncherFrameProps) {
  return (
    <iframe
      data-launcher=""
      src={game.iframeUrl}
      data-src={game.iframeUrl}
      title={game.name}
      // Games play sound as they start and offer their own full-screen button; the site's
      // Permissions-Policy header delegates both features to the launcher's origin.
      allow="autoplay; fullscreen"
      // The launcher needs its own origin (storage, its own requests) and scripts to run; it gets
      // no top navigation, popups or forms, so it cannot take the visitor away from this page.
      sandbox="allow-same-origin allow-scripts"
      // The launcher learns which site embeds it, never which page or query string.
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
    />
  );
}
