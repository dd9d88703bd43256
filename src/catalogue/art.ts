/**
 * The site's own art for a game: two colours and a motif (drawn by src/components/game-motif.tsx). A game of
 * the catalogue may name its own; any other gets art derived from its slug, the same at every build, so each
 * of hundreds of games still looks like itself.
 */

/** What a game's own art draws. */
export const MOTIFS = ["crescent", "flame", "alien", "book", "monsters", "temple", "gem", "star", "crown", "clover", "wheel", "cards"] as const;

export type Motif = (typeof MOTIFS)[number];

export type Art = { palette: readonly [string, string]; motif: Motif };

/** A 32-bit hash of `text` (FNV-1a, then MurmurHash3's finaliser so that close slugs land far apart); `seed` gives independent values. */
function hash(text: string, seed: number): number {
  let value = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

/** `hsl(hue, saturation%, lightness%)` as `#rrggbb`: the notation the art, the social cards and the schema share. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The art of a game that names none: a bright colour and a deep one some way round the colour wheel (so the
 * white motif reads over both, as on the six drawn by hand), and one of the motifs, each from the slug's hash.
 */
export function derivedArt(slug: string): Art {
  const hue = hash(slug, 1) % 360;
  const turn = 40 + (hash(slug, 2) % 100);
  const tone = hash(slug, 3);
  const bright = hslToHex(hue, 70 + (tone % 21), 56 + ((tone >>> 8) % 11));
  const deep = hslToHex((hue + turn) % 360, 60 + ((tone >>> 16) % 21), 24 + ((tone >>> 24) % 11));
  return { palette: [bright, deep], motif: MOTIFS[hash(slug, 0) % MOTIFS.length] as Motif };
}
