// Relative with its extension, not `~/`: astro.config.ts loads this module (through the site schema)
// before Vite's aliases exist.
import { LANGUAGES, type Locale } from "../i18n/locales.ts";
import type { Site } from "../site-schema.ts";

/** A game as a site shows it, in one of its languages. */
export type Game = {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** The card's image: the site's own art (`artPath`) unless the configuration names an image host. */
  thumbnail: string;
  /** The site's own art for the game, made at build by src/pages/thumbnails/[slug].svg.ts. */
  artPath: string;
  /** Third-party demo launcher, in practice mode, in the page's language, desktop channel. */
  iframeUrl: string;
  /** Two colours for the game's own art, so each game keeps its own look. */
  palette: readonly [string, string];
  /** What the game's own art draws (src/components/game-motif.tsx). */
  motif: Motif;
};

export type Motif = "crescent" | "flame" | "alien" | "book" | "monsters" | "temple";

/** A game of the catalogue: `gid` is the launcher's name for it; `thumbnail`, its own image address, overrides the site's image host. */
type CatalogueEntry = Omit<Game, "thumbnail" | "artPath" | "iframeUrl" | "description"> & {
  gid: string;
  thumbnail?: string;
  description: Record<Locale, string>;
};

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 360;

const LAUNCHER = "https://asccw.playngonetwork.com/casino/ContainerLauncher";

function launcherUrl(gid: string, locale: Locale): string {
  const params = new URLSearchParams({
    pid: "2",
    gid,
    lang: LANGUAGES[locale].launcher,
    practice: "1",
    channel: "desktop",
    demo: "2",
  });
  return `${LAUNCHER}?${params}`;
}

export const catalogue: readonly CatalogueEntry[] = [
  {
    id: 1,
    name: "Moon Princess",
    slug: "moon-princess",
    description: {
      en: "Three magical princesses light up a grid of sparkling gems. Match clusters, watch symbols tumble away and let each princess cast her own bright spell.",
      fi: "Kolme taianomaista prinsessaa valaisee kimaltelevien jalokivien ruudukon. Kokoa samanlaisista kivistä ryhmiä, katso niiden katoavan ruudukosta ja anna jokaisen prinsessan käyttää omaa säihkyvää taikaansa.",
    },
    gid: "moonprincess",
    palette: ["#f472b6", "#6d28d9"],
    motif: "crescent",
  },
  {
    id: 2,
    name: "Fire Joker",
    slug: "fire-joker",
    description: {
      en: "A blazing three-reel classic with fruit, bars and sevens. Quick rounds, a wheel of multipliers and a joker who loves to turn up the heat.",
      fi: "Liekehtivä kolmen rullan klassikko hedelmineen, BAR-symboleineen ja seiskoineen. Luvassa on nopeita kierroksia, kerroinpyörä ja jokeri, joka panee mielellään tulta tappuroihin.",
    },
    gid: "firejoker",
    palette: ["#f97316", "#b91c1c"],
    motif: "flame",
  },
  {
    id: 3,
    name: "Reactoonz",
    slug: "reactoonz",
    description: {
      en: "Cheeky little aliens pile onto a seven-by-seven grid. Group them to charge the quantum meter and call in a giant friend from outer space.",
      fi: "Vallattomat pikku avaruusolennot tungeksivat 7 × 7 -ruudukossa. Kokoa niistä ryhmiä, niin kvanttimittari latautuu ja saat avuksi jättimäisen ystävän ulkoavaruudesta.",
    },
    gid: "reactoonz",
    palette: ["#22d3ee", "#7c3aed"],
    motif: "alien",
  },
  {
    id: 4,
    name: "Book of Dead",
    slug: "book-of-dead",
    description: {
      en: "Join a daring explorer in the tombs of ancient Egypt. Turn the reels, open the mysterious book and follow the pharaohs' secrets page by page.",
      fi: "Lähde rohkean tutkimusmatkailijan mukaan muinaisen Egyptin hautakammioihin. Pyöräytä rullia, avaa salaperäinen kirja ja selvitä faaraoiden salaisuudet sivu sivulta.",
    },
    gid: "bookofdead",
    palette: ["#facc15", "#92400e"],
    motif: "book",
  },
  {
    id: 5,
    name: "Gigantoonz",
    slug: "gigantoonz",
    description: {
      en: "Round, grinning monsters crowd a colourful grid. Clear the small ones to make room for the giants, and enjoy the chain reactions that follow.",
      fi: "Pyöreät, virnistelevät hirviöt täyttävät värikkään ruudukon. Raivaa pienet pois, niin jättiläisille tulee tilaa, ja nauti ketjureaktioista, jotka siitä seuraavat.",
    },
    gid: "gigantoonz",
    palette: ["#a3e635", "#0f766e"],
    motif: "monsters",
  },
  {
    id: 6,
    name: "Rise of Olympus",
    slug: "rise-of-olympus",
    description: {
      en: "Zeus, Hades and Poseidon share a grid high above the clouds. Swap symbols, borrow a god's power and climb towards the top of the mountain.",
      fi: "Zeus, Hades ja Poseidon jakavat ruudukon korkealla pilvien yläpuolella. Vaihda symbolien paikkoja, lainaa jumalan voimia ja kiipeä kohti vuoren huippua.",
    },
    gid: "riseofolympus",
    palette: ["#60a5fa", "#1e3a8a"],
    motif: "temple",
  },
];

/** The games a site shows, in its order, with their launcher and images, in `locale`. */
export function siteGames(site: Pick<Site, "games" | "thumbnailBaseUrl">, locale: Locale): Game[] {
  return site.games.map((slug) => {
    const entry = catalogue.find((game) => game.slug === slug);
    if (!entry) throw new Error(`"${slug}" is not a game of the catalogue`);
    const { gid, thumbnail, description, ...game } = entry;
    const artPath = `/thumbnails/${slug}.svg`;
    const hosted = site.thumbnailBaseUrl === null ? undefined : `${site.thumbnailBaseUrl}/${slug}.webp`;
    const image = thumbnail ?? hosted ?? artPath;
    return { ...game, description: description[locale], artPath, thumbnail: image, iframeUrl: launcherUrl(gid, locale) };
  });
}
