import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { SOCIAL_CARD } from "#build/seo.ts";
import { inLocale } from "#build/site/schema.ts";
import { gamesIn, messagesIn, siteConfig } from "#build/site/config.ts";

type SocialCardProps = {
  /**
   * The site's logo as a data URL (satori draws images from their bytes) and its proportions; `named` when the
   * picture carries the site's name itself (a brand's logo), so the card does not write it again.
   */
  logo: { src: string; width: number; height: number; named: boolean };
} & (
  | { game: Game }
  /** The site's card, in `locale`. */
  | { locale: Locale; game?: undefined }
);

const PADDING = 80;

/** The card's two colours, one glowing from each of two corners: the game's, or the site's. */
function cardPalette(game?: Game): readonly [string, string] {
  return game?.palette ?? ["#8b5cf6", siteConfig.theme.accent];
}

/**
 * The image shown when a page is shared (Open Graph, X), drawn at build from the configuration by
 * satori, which reads these inline styles (it knows no classes) and turns the text into shapes. Its
 * background is drawn by `withBackground`. A game's card holds no words of any language (its name, its studio's,
 * the site's logo), so the game's pages in every language share it: at 5,000 games in two languages, one card per
 * language would add 5,000 files and some 200 MB to the build.
 */
export function SocialCard(props: SocialCardProps) {
  const { logo, game } = props;
  // A logo with the name in it is as tall as the name would be; never wider than the card.
  const logoHeight = Math.min(
    logo.named ? (game ? 72 : 120) : game ? 96 : 150,
    ((SOCIAL_CARD.width - 2 * PADDING) * logo.height) / logo.width,
  );
  return (
    <div
      style={{
        width: SOCIAL_CARD.width,
        height: SOCIAL_CARD.height,
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        gap: 36,
        padding: PADDING,
        color: "#ffffff",
        fontFamily: "Nunito",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 32 }}>
        <img src={logo.src} width={Math.round((logoHeight * logo.width) / logo.height)} height={logoHeight} alt="" />
        {!logo.named && (
          <div style={{ fontSize: game ? 56 : 108, fontWeight: 800, letterSpacing: -2 }}>{siteConfig.name}</div>
        )}
      </div>
      <div
        style={{
          maxWidth: SOCIAL_CARD.width - 2 * 80,
          fontSize: game ? 96 : 48,
          fontWeight: 800,
          color: game ? "#ffffff" : siteConfig.theme.accent,
          letterSpacing: game ? -2 : 0,
        }}
      >
        {game ? game.name : inLocale(siteConfig.tagline, props.locale)}
      </div>
      <div style={{ fontSize: 32, color: "#cbd5e1" }}>
        {game ? game.studio.name : messagesIn(props.locale).socialCard.site(gamesIn(props.locale).length)}
      </div>
    </div>
  );
}

/**
 * satori's drawing of a card (its text and logo) over the card's background: the site's colour and a glow of
 * each colour from two opposite corners. Plain SVG gradients, not CSS ones: satori draws those inside
 * patterns, which resvg rasterises at twice the cost, and a site of hundreds of games draws a card for each.
 * Over a game's own picture (`pictured`), the background is a shade of the site's colour instead, darkest
 * behind the text on the left, through which the picture shows.
 */
export function withBackground(content: string, game?: Game, pictured = false): string {
  const { width, height } = SOCIAL_CARD;
  const svg = (defs: string, fill: string) =>
    `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg"><defs>${defs}</defs>${fill}${content}</svg>`;
  if (pictured) {
    const stop = (offset: number, opacity: number) =>
      `<stop offset="${offset}" stop-color="${siteConfig.theme.background}" stop-opacity="${opacity}"/>`;
    return svg(
      `<linearGradient id="shade">${stop(0, 0.9)}${stop(0.55, 0.75)}${stop(1, 0.45)}</linearGradient>`,
      `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    );
  }
  const [from, to] = cardPalette(game);
  // As satori lays the card out: a box of its size plus its padding, each glow an ellipse reaching its far corner.
  const [boxWidth, boxHeight] = [width + 2 * PADDING, height + 2 * PADDING];
  const glow = (id: string, colour: string, x: number, y: number) =>
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${x}" cy="${y}" r="${boxWidth * Math.SQRT2}" ` +
    `gradientTransform="translate(${x} ${y}) scale(1 ${boxHeight / boxWidth}) translate(${-x} ${-y})">` +
    `<stop offset="0" stop-color="${colour}" stop-opacity="${0x88 / 0xff}"/><stop offset="0.6" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  return svg(
    `${glow("glow-to", to, boxWidth, boxHeight)}${glow("glow-from", from, 0, 0)}`,
    `<rect width="${width}" height="${height}" fill="${siteConfig.theme.background}"/>` +
      `<rect width="${width}" height="${height}" fill="url(#glow-to)"/><rect width="${width}" height="${height}" fill="url(#glow-from)"/>`,
  );
}
