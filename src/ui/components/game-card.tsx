import { Play } from "lucide-react";
import { GameThumbnail } from "#ui/components/game-thumbnail.tsx";
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";
import { primaryButton, smallButton } from "#shared/primitives/button-styles.ts";

type GameCardProps = { game: Game; priority: boolean; locale: Locale };

/** The home page's grid: one card a row on a phone, two on a tablet, three in its 1104 px on a desktop. */
const CARD_SIZES = "(min-width: 1024px) 352px, (min-width: 768px) 48vw, 100vw";

export function GameCard({ game, priority, locale }: GameCardProps) {
  const headingId = `game-card-${game.slug}`;
  return (
    // Named by its heading, so a screen reader's list of articles reads the games' names.
    <article
      aria-labelledby={headingId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-800/60 shadow-xl shadow-black/30 transition duration-300 hover:-translate-y-1 hover:border-brand-400/50 hover:shadow-brand-500/10 focus-within:border-brand-400/50 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-video overflow-hidden bg-ink-700">
        <GameThumbnail game={game} priority={priority} sizes={CARD_SIZES} />
        <div
          data-testid="play-overlay"
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center bg-ink-950/55 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100 motion-reduce:transition-none"
        >
          <span className="grid size-16 place-items-center rounded-full bg-brand-500 shadow-lg shadow-brand-500/40">
            <Play className="size-7 translate-x-0.5 fill-white text-white" />
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="font-display text-xl font-bold text-white">
          {game.name}
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-300">{game.description}</p>
        <a
          href={pathIn(`/games/${game.slug}`, locale)}
          // The link's ::after covers the whole card, so the card is one large target.
          className={`${primaryButton} ${smallButton} mt-5 w-fit after:absolute after:inset-0 after:content-['']`}
        >
          <Play aria-hidden="true" className="size-4 fill-current" />
          {messagesIn(locale).home.playNow}
          <span className="sr-only">: {game.name}</span>
        </a>
      </div>
    </article>
  );
}
