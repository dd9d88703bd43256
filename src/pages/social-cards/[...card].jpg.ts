import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createRequire } from "node:module";
import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import satori from "satori";
import { SocialCard, withBackground } from "#ui/components/social-card.tsx";
import { SITE_CARD } from "#build/catalogue/catalogue.ts";
import type { Game } from "#build/catalogue/games.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { defaultLocale, gamesIn, localePaths, pathIn, siteConfig } from "#build/site/config.ts";
import { logoSvg } from "#build/site/brand-logo.ts";
import { SOCIAL_CARD } from "#build/seo.ts";
import { svgToJpeg } from "#build/site/svg-to-jpeg.ts";

// The site's social card in each language (`site`, `en/site`), and one for each game (`moon-princess`), which its
// pages in every language share: JPEG, which every platform that shows link previews reads.
export const getStaticPaths = (() => [
  ...localePaths().map(({ props: { locale } }) => ({
    params: { card: pathIn(`/${SITE_CARD}`, locale).slice(1) },
    props: { locale },
  })),
  ...gamesIn(defaultLocale).map((game) => ({ params: { card: game.slug }, props: { game } })),
]) satisfies GetStaticPaths;

const fontFile = (weight: 400 | 800) =>
  createRequire(import.meta.url).resolve(`@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`);

// Read once for all the cards of a build, not once per card.
const fonts = Promise.all(
  ([400, 800] as const).map(async (weight) => ({
    name: "Nunito",
    data: await readFile(fontFile(weight)),
    weight,
    style: "normal" as const,
  })),
);
const { logo: brandLogo } = siteConfig.brand;
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const logo = brandLogo
  ? { src: dataUrl(brandLogo.svg), width: brandLogo.width, height: brandLogo.height, named: true }
  : { src: dataUrl(logoSvg(siteConfig.theme.accent)), width: 1, height: 1, named: false };

export const GET: APIRoute = async ({ props }) => {
  const { locale, game } = props as { locale: Locale; game?: undefined } | { locale?: undefined; game: Game };
  const card = createElement(SocialCard, game ? { logo, game } : { logo, locale });
  // The game's own picture, where the site has one, shows through the card's background. The build runs in the
  // project's root, which the picture's path starts from.
  const picture = game && siteConfig.brand.gamePictures?.[game.slug];
  const svg = withBackground(await satori(card, { ...SOCIAL_CARD, fonts: await fonts }), game, picture !== undefined);
  const jpeg = await svgToJpeg(svg, SOCIAL_CARD.width, picture && join(process.cwd(), picture));
  return new Response(jpeg, { headers: { "Content-Type": "image/jpeg" } });
};
