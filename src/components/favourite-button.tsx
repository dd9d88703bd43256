import { Heart } from "lucide-react";

type FavouriteButtonProps = {
  slug: string;
  /** The game's name, said after the label so that each of a page's buttons has its own name. */
  name: string;
  label: string;
  /** A round button over a card's picture, its label for screen readers only. */
  compact?: boolean;
};

const HEART = "favourite-heart";

/**
 * The heart every favourite toggle of a page draws (`<use>`), written once: a lobby has hundreds of toggles. It
 * takes its fill and stroke from the toggle, so that it fills while the game is a favourite.
 */
export function FavouriteHeart() {
  return (
    <svg aria-hidden="true" className="absolute size-0">
      <defs>
        <Heart id={HEART} size="100%" fill="inherit" stroke="inherit" />
      </defs>
    </svg>
  );
}

/**
 * A game's toggle in the visitor's favourites (src/scripts/favourites.ts), on a page with `FavouriteHeart`. Its look
 * is the stylesheet's `favourite-toggle`, whose colours win over its shape's: invisible, holding its place, until that
 * script marks the page ready, so a page without JavaScript has no button that does nothing.
 */
export function FavouriteButton({ slug, name, label, compact = false }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      data-favourite={slug}
      aria-pressed="false"
      className={`favourite-toggle ${compact ? "favourite-toggle-round" : "favourite-toggle-pill"}`}
    >
      <svg aria-hidden="true">
        <use href={`#${HEART}`} />
      </svg>
      {/* One label a card, for screen readers alone: a lobby has hundreds of these. */}
      {compact ? (
        <span className="sr-only">{`${label} ${name}`}</span>
      ) : (
        <>
          <span>{label}</span>
          <span className="sr-only">{` ${name}`}</span>
        </>
      )}
    </button>
  );
}
