import type { GamePicture as Picture } from "#build/site/game-picture-files.ts";
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "#build/catalogue/games.ts";

type GamePictureProps = {
  picture: Picture;
  /** How wide the picture is shown at each width of the window (the `sizes` attribute). */
  sizes: string;
  /** The widest encoding worth listing where it shows: a lobby card is never wide enough for the largest. */
  maxWidth?: number;
  alt: string;
  /** Fetched at once and first: a picture of the first screen. Else it waits until it nears the viewport. */
  priority: boolean;
  className: string;
};

/** What every picture of a game has: the card's proportions, and whether it is fetched at once and first or waits. */
export const sizedPicture = (priority: boolean) =>
  ({
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_HEIGHT,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    decoding: "async",
  }) as const;

const srcSet = (files: Picture["webp"]) => files.map(({ url, width }) => `${url} ${width}w`).join(", ");

/** A game's own picture: AVIF where the browser takes it, WebP else, the browser choosing the width. */
export function GamePicture({ picture, sizes, maxWidth = Infinity, alt, priority, className }: GamePictureProps) {
  const fits = (file: { width: number }) => file.width <= maxWidth;
  const webp = picture.webp.filter(fits);
  const fallback = webp.find((file) => file.width >= THUMBNAIL_WIDTH) ?? webp.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture.avif.filter(fits))} sizes={sizes} />
      <img
        src={fallback?.url}
        srcSet={srcSet(webp)}
        sizes={sizes}
        alt={alt}
        {...sizedPicture(priority)}
        className={className}
      />
    </picture>
  );
}
