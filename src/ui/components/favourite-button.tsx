type FavouriteButtonProps = {
  slug: string;
  /** The game's name, said after the label so that each of a page's buttons has its own name. */
  name: string;
  label: string;
  /** A round button in a card's caption, beside the name and never over the picture, its label for screen readers only. */
  compact?: boolean;
};

/**
 * A game's toggle in the visitor's favourites (src/browser/favourites.ts). Its look, the heart included, is the
 * stylesheet's `favourite-toggle`, whose colours win over its shape's: invisible, holding its place, until that
 * script marks the page ready, so a page without JavaScript has no button that does nothing. Nothing inside it but
 * its visible label: a lobby has hundreds of these, each one more thing for a phone to parse and style.
 */
export function FavouriteButton({ slug, name, label, compact = false }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      data-favourite={slug}
      aria-pressed="false"
      aria-label={`${label} ${name}`}
      className={`favourite-toggle ${compact ? "favourite-toggle-round" : "favourite-toggle-pill"}`}
    >
      {compact ? null : label}
    </button>
  );
}
