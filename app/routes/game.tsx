import { ArrowLeft, Info } from "lucide-react";
import { Link, useMatches } from "react-router";
import type { Route } from "./+types/game";
import { GamePlayer } from "~/components/game-player";
import { type Game, gameBySlug } from "~/data/games";
import { absoluteUrl, pageMeta, pageTitle } from "~/seo";
import { siteConfig } from "~/site.config";

// routes.ts registers this module once per game, with the id `game/{slug}`.
function gameOfRoute(routeId: string | undefined): Game {
  const game = gameBySlug(routeId?.replace(/^game\//, "") ?? "");
  if (!game) throw new Error(`No game for route ${routeId}`);
  return game;
}

export function meta({ matches }: Route.MetaArgs) {
  const game = gameOfRoute(matches.at(-1)?.id);
  const path = `/games/${game.slug}`;
  return [
    ...pageMeta({ title: pageTitle(game.name), description: game.description, path }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "VideoGame",
        name: game.name,
        description: game.description,
        url: absoluteUrl(path),
        image: game.thumbnail,
        genre: "Social casino (free to play)",
        gamePlatform: "Web browser",
        playMode: "SinglePlayer",
        isAccessibleForFree: true,
        publisher: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
      },
    },
  ];
}

const textLink = "inline-flex items-center gap-2 rounded-lg font-semibold text-brand-300 hover:text-white";

export default function GameRoute() {
  const game = gameOfRoute(useMatches().at(-1)?.id);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/" className={textLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{game.name}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-300">{game.description}</p>
      <div className="mt-8">
        <GamePlayer game={game} />
      </div>
      <section aria-labelledby="about-heading" className="mt-10 rounded-2xl border border-white/10 bg-ink-800/50 p-6 sm:p-8">
        <h2 id="about-heading" className="flex items-center gap-3 font-display text-2xl font-bold text-white">
          <Info aria-hidden="true" className="size-6 text-brand-300" />
          About This Game
        </h2>
        <p className="mt-3 leading-relaxed text-slate-300">
          {game.name} is a free demo, offered for entertainment only. It is played with virtual credits that have no cash
          value and cannot be bought, won or exchanged for money or prizes. Have fun, and take a break whenever you like.
        </p>
      </section>
      <Link to="/" className={`${textLink} mt-10`}>
        Explore More Games
        <ArrowLeft aria-hidden="true" className="size-4 rotate-180" />
      </Link>
    </article>
  );
}
