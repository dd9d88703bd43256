import type { Game } from "~/data/games";
import type { Locale } from "~/i18n/locales";
import { SOCIAL_CARD } from "~/seo";
import { inLocale } from "~/site-schema";
import { gamesIn, messagesIn, siteConfig } from "~/site.config";

type SocialCardProps = {
  locale: Locale;
  /** The site's logo, as a data URL (satori draws images from their bytes). */
  logo: string;
  /** A game's own card; without one, the site's. */
  game?: Game;
};

/**
 * The image shown when a page is shared (Open Graph, X), drawn at build from the configuration by
 * satori, which reads these inline styles (it knows no classes) and turns the text into shapes.
 */
export function SocialCard({ locale, logo, game }: SocialCardProps) {
  const t = messagesIn(locale).socialCard;
  const [from, to] = game?.palette ?? ["#8b5cf6", siteConfig.theme.accent];
  return (
    <div
      style={{
        width: SOCIAL_CARD.width,
        height: SOCIAL_CARD.height,
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        gap: 36,
        padding: 80,
        color: "#ffffff",
        fontFamily: "Nunito",
        backgroundColor: siteConfig.theme.background,
        backgroundImage: `radial-gradient(ellipse at top left, ${from}88, transparent 60%), radial-gradient(ellipse at bottom right, ${to}88, transparent 60%)`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 32 }}>
        <img src={logo} width={game ? 96 : 150} height={game ? 96 : 150} alt="" />
        <div style={{ fontSize: game ? 56 : 108, fontWeight: 800, letterSpacing: -2 }}>{siteConfig.name}</div>
      </div>
      <div style={{ maxWidth: SOCIAL_CARD.width - 2 * 80, fontSize: game ? 96 : 48, fontWeight: 800, color: game ? "#ffffff" : siteConfig.theme.accent, letterSpacing: game ? -2 : 0 }}>
        {game ? game.name : inLocale(siteConfig.tagline, locale)}
      </div>
      <div style={{ fontSize: 32, color: "#cbd5e1" }}>
        {game ? t.game : t.site(gamesIn(locale).length)}
      </div>
    </div>
  );
}
