import { FavouriteButton } from "#ui/components/favourite-button.tsx";
import { GameThumbnail } from "#ui/components/game-thumbnail.tsx";
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { mayNotLoad, messagesIn, pathIn, siteConfig } from "#build/site/config.ts";
import { nameIsShared } from "#build/site/lobby.ts";
import { factFormat } from "#shared/i18n/fact-format.ts";

type LobbyCardProps = {
  game: Game;
  locale: Locale;
  priority: boolean;
  /** Far down a long list: laid out and painted only as it nears the viewport (the stylesheet's `lobby-card-deferred`). */
  deferred?: boolean;
  /** On a listing's page: its place in the A to Z list of every game (placeOf), by which the filters find it at hand. */
  place?: number;
  /** Classes of the card's place in its grid (a column span). */
  className?: string;
};

/** A lobby grid (lobby-page.tsx): two cards a row on a phone, three on a tablet, four of at most 264 px on a desktop. */
const LOBBY_CARD_SIZES = "(min-width: 1024px) 264px, (min-width: 640px) 32vw, 48vw";

/** Enough for the widest a lobby card is shown at (264 px) on a screen of twice the pixels. */
const LOBBY_CARD_MAX_WIDTH = 800;

const formats = new Map<Locale, ReturnType<typeof factFormat>>();

/** The facts' formats in `locale`, made once: a build renders thousands of cards, each of which would make its own. */
function formatIn(locale: Locale): ReturnType<typeof factFormat> {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = factFormat(locale)));
  return format;
}

/**
 * What a card says under the name, compact, and in full for a screen reader: the studio where another game has the
 * same name, then on a site that shows the facts the RTP, the volatility and the maximum win, those that are known.
 */
function cardFigures(game: Game, locale: Locale): { shown: string; said: string } | undefined {
  const words = messagesIn(locale).facts;
  const format = formatIn(locale);
  const { rtp, volatility, maxWin } = siteConfig.gameFacts ? game.facts : {};
  const figures = [
    ...(nameIsShared(game) ? [[game.studio.name, `${words.studio} ${game.studio.name}`]] : []),
    ...(rtp === undefined ? [] : [[words.card.rtp(format.rtp(rtp)), `${words.labels.rtp} ${format.rtp(rtp)}`]]),
    ...(volatility === undefined
      ? []
      : [[words.card.volatilities[volatility], `${words.labels.volatility} ${words.volatilities[volatility]}`]]),
    ...(maxWin === undefined
      ? []
      : [[words.card.maxWin(format.maxWin(maxWin)), `${words.labels.maxWin} ${format.maxWin(maxWin)}`]]),
  ];
  if (figures.length === 0) return undefined;
  // Each figure kept on one line (no-break spaces): a line may break between them, never inside one.
  return {
    shown: figures.map(([shown = ""]) => shown.replaceAll(" ", "\u00a0")).join(" · "),
    said: figures.map(([, said]) => said).join(", "),
  };
}

/**
 * A game in a lobby's grid, an item of its list: its own art, its name and its figures (cardFigures), a link to its
 * page over the whole card, and its favourite toggle. Its look is the stylesheet's `lobby-card`, written once for hundreds of cards. No ids,
 * so the favourites section can show copies of it.
 */
export function LobbyCard({ game, locale, priority, deferred = false, place, className = "" }: LobbyCardProps) {
  const t = messagesIn(locale).lobby;
  const figures = cardFigures(game, locale);
  // On a site that counts plays: its launcher failed for several visitors lately, and the card says so.
  const failing = mayNotLoad(game.slug);
  return (
    <li
      data-game={game.slug}
      data-may-not-load={failing ? "" : undefined}
      data-place={place}
      className={["group lobby-card", deferred ? "lobby-card-deferred" : "", className].filter(Boolean).join(" ")}
    >
      <div>
        <GameThumbnail
          game={game}
          priority={priority}
          decorative
          sizes={LOBBY_CARD_SIZES}
          maxWidth={LOBBY_CARD_MAX_WIDTH}
        />
      </div>
      <h3>
        <a href={pathIn(`/games/${game.slug}`, locale)}>{game.name}</a>
      </h3>
      {/* On a site that shows the facts every card has the line, empty where a game has none: cards of one height,
          as the stand-in height of a card far down the list (the stylesheet's lobby-card-deferred) expects. */}
      {figures || failing ? (
        <p>
          {failing && <span className="block font-semibold text-amber-200">{t.mayNotLoad}</span>}
          {figures && (
            <>
              <span aria-hidden="true">{figures.shown}</span>
              <span className="sr-only">{figures.said}</span>
            </>
          )}
        </p>
      ) : (
        siteConfig.gameFacts && <p aria-hidden="true" />
      )}
      <FavouriteButton slug={game.slug} name={game.name} label={t.favourite} compact />
    </li>
  );
}
