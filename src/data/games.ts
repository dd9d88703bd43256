// Relative with its extension, not `~/`: the production server and astro.config.ts load this module
// with Node alone (for the Content-Security-Policy hosts), without Vite's alias.
import { siteConfig } from "../site.config.ts";

export type Game = {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** The card's image: the site's own art (`artPath`) unless the configuration names an image host. */
  thumbnail: string;
  /** The site's own art for the game, made at build by src/pages/thumbnails/[slug].svg.ts. */
  artPath: string;
  /** Third-party demo launcher, in practice mode, English, desktop channel. */
  iframeUrl: string;
  /** Two colours for the game's fallback art, so each game keeps its own look. */
  palette: readonly [string, string];
};

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 360;

const LAUNCHER = "https://asccw.playngonetwork.com/casino/ContainerLauncher";

function launcherUrl(gid: string): string {
  const params = new URLSearchParams({
    pid: "2",
    gid,
    lang: "en_GB",
    practice: "1",
    channel: "desktop",
    demo: "2",
  });
  return `${LAUNCHER}?${params}`;
}

/** A game's images; give a game its own image address as `thumbnail` to override the configuration for it alone. */
function gameImages(slug: string, thumbnail?: string) {
  const artPath = `/thumbnails/${slug}.svg`;
  const hosted = siteConfig.thumbnailBaseUrl === null ? undefined : `${siteConfig.thumbnailBaseUrl}/${slug}.webp`;
  return { artPath, thumbnail: thumbnail ?? hosted ?? artPath };
}

export const games: readonly Game[] = [
  {
    id: 1,
    name: "Moon Princess",
    slug: "moon-princess",
    description:
      "Three magical princesses light up a grid of sparkling gems. Match clusters, watch symbols tumble away and let each princess cast her own bright spell.",
    ...gameImages("moon-princess"),
    iframeUrl: launcherUrl("moonprincess"),
    palette: ["#f472b6", "#6d28d9"],
  },
  {
    id: 2,
    name: "Fire Joker",
    slug: "fire-joker",
    description:
      "A blazing three-reel classic with fruit, bars and sevens. Quick rounds, a wheel of multipliers and a joker who loves to turn up the heat.",
    ...gameImages("fire-joker"),
    iframeUrl: launcherUrl("firejoker"),
    palette: ["#f97316", "#b91c1c"],
  },
  {
    id: 3,
    name: "Reactoonz",
    slug: "reactoonz",
    description:
      "Cheeky little aliens pile onto a seven-by-seven grid. Group them to charge the quantum meter and call in a giant friend from outer space.",
    ...gameImages("reactoonz"),
    iframeUrl: launcherUrl("reactoonz"),
    palette: ["#22d3ee", "#7c3aed"],
  },
  {
    id: 4,
    name: "Book of Dead",
    slug: "book-of-dead",
    description:
      "Join a daring explorer in the tombs of ancient Egypt. Turn the reels, open the mysterious book and follow the pharaohs' secrets page by page.",
    ...gameImages("book-of-dead"),
    iframeUrl: launcherUrl("bookofdead"),
    palette: ["#facc15", "#92400e"],
  },
  {
    id: 5,
    name: "Gigantoonz",
    slug: "gigantoonz",
    description:
      "Round, grinning monsters crowd a colourful grid. Clear the small ones to make room for the giants, and enjoy the chain reactions that follow.",
    ...gameImages("gigantoonz"),
    iframeUrl: launcherUrl("gigantoonz"),
    palette: ["#a3e635", "#0f766e"],
  },
  {
    id: 6,
    name: "Rise of Olympus",
    slug: "rise-of-olympus",
    description:
      "Zeus, Hades and Poseidon share a grid high above the clouds. Swap symbols, borrow a god's power and climb towards the top of the mountain.",
    ...gameImages("rise-of-olympus"),
    iframeUrl: launcherUrl("riseofolympus"),
    palette: ["#60a5fa", "#1e3a8a"],
  },
];
