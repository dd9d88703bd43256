import { Heart } from "lucide-react";

type FavouriteButtonProps = {
  slug: string;
  /** The game's name, said after the label so that each of a page's buttons has its own name. */
  name: string;
  label: string;
  /** A round button over a card's picture, its label for screen readers only. */
  compact?: boolean;
};

const shapes = {
  compact: "absolute top-2 right-2 z-10 grid size-9 place-items-center rounded-full bg-ink-950/75 text-white hover:bg-ink-950",
  full: "inline-flex items-center gap-2 rounded-full border border-white/20 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10",
};

/**
 * A game's toggle in the visitor's favourites (src/scripts/favourites.ts). Invisible, holding its place, until that
 * script marks the page ready, so a page without JavaScript has no button that does nothing; its heart fills while
 * the game is a favourite.
 */
export function FavouriteButton({ slug, name, label, compact = false }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      data-favourite={slug}
      aria-pressed="false"
      className={`${shapes[compact ? "compact" : "full"]} invisible [[data-favourites-ready]_&]:visible transition-colors motion-reduce:transition-none aria-pressed:text-rose-300 [&[aria-pressed=true]>svg]:fill-current`}
    >
      <Heart aria-hidden="true" className="size-4" />
      <span className={compact ? "sr-only" : undefined}>{label}</span>
      <span className="sr-only"> {name}</span>
    </button>
  );
}
