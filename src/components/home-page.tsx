import { ArrowDown, Globe, HeartHandshake, PartyPopper } from "lucide-react";
import { GameCard } from "~/components/game-card";
import { inWords } from "~/in-words";
import { games, siteConfig } from "~/site.config";
import { primaryButton } from "~/components/button-styles";

const reasons = [
  {
    icon: PartyPopper,
    title: "Pure Entertainment",
    text: "Every game here is played for fun alone. There is nothing to buy, nothing to deposit and nothing to lose.",
  },
  {
    icon: HeartHandshake,
    title: "Social Experience",
    text: "Share your favourite games with friends, compare your best rounds and enjoy a relaxed community built around play.",
  },
  {
    icon: Globe,
    title: "Play Anywhere",
    text: "No downloads and no sign-up. Open a game in your browser on a phone, a tablet or a computer and start playing.",
  },
];

export function HomePage() {
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-violet-glow)_0%,transparent_60%),radial-gradient(ellipse_at_bottom_right,var(--color-brand-600)_0%,transparent_55%)] opacity-40"
        />
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="inline-flex rounded-full border border-gold-300/30 bg-gold-300/10 px-4 py-1 text-sm font-medium text-gold-300">
            Free to play · Just for fun
          </p>
          <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl">
            Welcome to {siteConfig.name}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300">
            Spin, match and explore {inWords(games.length)} colourful demo games right in your browser. No money, no sign-up, no pressure:
            just good fun whenever you feel like playing.
          </p>
          <a
            href="#featured-games"
            className={`${primaryButton} mt-10 px-7 py-3.5 text-base shadow-lg shadow-brand-500/30`}
          >
            Explore Games
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      </section>

      <section id="featured-games" aria-labelledby="featured-games-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="featured-games-heading" className="font-display text-3xl font-extrabold text-white sm:text-4xl">
          Featured Games
        </h2>
        <p className="mt-3 text-slate-400">Pick a game and start playing in seconds.</p>
        <ul data-testid="games-grid" className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {games.map((game, index) => (
            <li key={game.id} className="flex">
              <GameCard game={game} priority={index < 3} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-heading" className="border-t border-white/5 bg-ink-900/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="why-heading" className="text-center font-display text-3xl font-extrabold text-white sm:text-4xl">
            Why Choose {siteConfig.name}
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-white/10 bg-ink-800/50 p-6">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-500/15 text-brand-300">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 font-display text-xl font-bold text-white">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-300">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
