/**
 * The site's own art for a game: two colours and a motif (drawn by src/ui/components/game-motif.tsx). A game of
 * the catalogue may name its own, drawn by hand; any other gets art derived from what it is: its motif from the words
 * of its name (and its themes, where its facts name them), its colours from its slug, the same at every build, and
 * its name lettered on it, so that no two games' art is the same picture.
 */
import type { Theme } from "#shared/game-words.ts";
import { wordsOf } from "#shared/slug.ts";

/** What a game's own art draws; `neutral` for a game whose name and facts say nothing a drawing could show. */
export const MOTIFS = [
  "crescent",
  "flame",
  "alien",
  "book",
  "monsters",
  "temple",
  "gem",
  "star",
  "crown",
  "clover",
  "wheel",
  "cards",
  "dragon",
  "pyramid",
  "fruit",
  "candy",
  "ship",
  "helmet",
  "paw",
  "fish",
  "coin",
  "skull",
  "dice",
  "bell",
  "neutral",
] as const;

export type Motif = (typeof MOTIFS)[number];

/** `lettered`: whether the art writes the game's name, as derived art does; art drawn by hand for a game keeps its picture. */
export type Art = { palette: readonly [string, string]; motif: Motif; lettered: boolean };

/**
 * The motif each word of a name calls for, the first that a name holds winning, so a game's own subject comes
 * before a word many names share: Big Bass Bonanza is a fish, not a coin; Buffalo King a paw, not a crown. A word
 * is matched whole, a phrase as its words (`hold em` is Hold'em), and `*toonz` any word ending so (Reactoonz).
 */
export const MOTIF_WORDS: readonly (readonly [Motif, readonly string[]])[] = [
  ["bell", ["hot 7s", "hot 777"]],
  ["book", ["book", "books", "tome", "chapter", "grimoire", "scroll", "cat wilde", "rich wilde"]],
  [
    "temple",
    [
      "olympus",
      "zeus",
      "gods",
      "god",
      "divine",
      "temple",
      "athena",
      "hercules",
      "poseidon",
      "hades",
      "medusa",
      "greek",
      "titans",
      "ares",
      "troy",
      "rome",
      "roman",
      "gladiators",
      "atlantis",
      "xerxes",
    ],
  ],
  [
    "pyramid",
    [
      "egypt",
      "egyptian",
      "pharaoh",
      "pharaohs",
      "pyramid",
      "pyramids",
      "cleopatra",
      "tut",
      "ra",
      "anubis",
      "sphinx",
      "giza",
      "scarab",
      "horus",
      "sobek",
      "sobeks",
      "seth",
      "atum",
      "aztec",
      "inca",
      "maya",
      "mayan",
    ],
  ],
  ["dragon", ["dragon", "dragons", "drago", "fulong"]],
  [
    "helmet",
    [
      "viking",
      "vikings",
      "thor",
      "odin",
      "valhalla",
      "asgard",
      "loki",
      "freya",
      "norse",
      "ragnarok",
      "beowulf",
      "saxon",
    ],
  ],
  ["ship", ["pirate", "pirates", "sail", "sails", "ship", "ships", "kraken", "smugglers", "jolly roger"]],
  [
    "alien",
    [
      "alien",
      "aliens",
      "space",
      "galaxy",
      "galactic",
      "cosmic",
      "planet",
      "ufo",
      "spaceman",
      "xeno",
      "xenos",
      "invading",
      "*toonz",
    ],
  ],
  [
    "skull",
    [
      "dead",
      "skull",
      "skulls",
      "zombie",
      "zombies",
      "vampire",
      "vampires",
      "halloween",
      "helloween",
      "muerta",
      "muerto",
      "ghost",
      "ghosts",
      "doom",
      "haunted",
      "devil",
      "devils",
      "demon",
      "evil",
      "hell",
      "werewolf",
      "voodoo",
      "jokula",
    ],
  ],
  ["fish", ["fish", "fishing", "fishin", "bass", "reel", "shark", "sharks", "piranha", "reef", "sea", "slashimi"]],
  [
    "paw",
    [
      "wolf",
      "wolves",
      "buffalo",
      "lion",
      "lions",
      "tiger",
      "tigers",
      "panda",
      "pandas",
      "bear",
      "bears",
      "fox",
      "foxy",
      "dog",
      "dogs",
      "doggy",
      "cat",
      "cats",
      "monkey",
      "monkeys",
      "gorilla",
      "kong",
      "rhino",
      "jaguar",
      "leopard",
      "canine",
      "feline",
      "hound",
      "hounds",
      "wildhound",
      "catfather",
      "cleocatra",
      "pig",
      "pigs",
      "piggy",
      "piggies",
      "bull",
      "cows",
      "donkey",
      "beest",
    ],
  ],
  [
    "candy",
    [
      "candy",
      "candies",
      "sweet",
      "sweets",
      "sugar",
      "lollipop",
      "chocolate",
      "cake",
      "cookie",
      "baker",
      "bakers",
      "treat",
      "yum",
    ],
  ],
  [
    "fruit",
    [
      "fruit",
      "fruits",
      "fruity",
      "cherry",
      "cherries",
      "melon",
      "watermelon",
      "lemon",
      "lemons",
      "juicy",
      "berry",
      "berries",
      "banana",
      "orange",
      "*fruit",
    ],
  ],
  ["crescent", ["moon", "night", "nights", "lunar"]],
  ["wheel", ["roulette", "wheel", "wheels"]],
  [
    "cards",
    [
      "blackjack",
      "poker",
      "baccarat",
      "hold em",
      "holdem",
      "cards",
      "card",
      "jacks",
      "pontoon",
      "stud",
      "punto banco",
      "andar bahar",
      "teen patti",
      "hi lo",
      "spades",
    ],
  ],
  ["dice", ["dice", "craps", "keno", "bingo", "lottery", "lotto", "sic bo", "megadice", "bicho"]],
  ["clover", ["lucky", "clover", "clovers", "irish", "leprechaun", "leprechauns", "shamrock", "luck"]],
  [
    "crown",
    [
      "crown",
      "crowns",
      "king",
      "kings",
      "queen",
      "queens",
      "royal",
      "empire",
      "emperor",
      "prince",
      "princess",
      "kingdom",
      "kingdoms",
      "throne",
      "imperial",
      "dynasties",
      "camelot",
    ],
  ],
  [
    "gem",
    [
      "gem",
      "gems",
      "gemix",
      "jewel",
      "jewels",
      "diamond",
      "diamonds",
      "crystal",
      "crystals",
      "ruby",
      "rubies",
      "emerald",
      "sapphire",
      "pearl",
      "pearls",
      "jade",
      "blinged",
    ],
  ],
  [
    "flame",
    [
      "fire",
      "flame",
      "flames",
      "hot",
      "burn",
      "burning",
      "blaze",
      "blazing",
      "inferno",
      "volcano",
      "phoenix",
      "chilli",
      "firebird",
      "firestorm",
      "sizzling",
      "heat",
    ],
  ],
  [
    "star",
    [
      "star",
      "stars",
      "starz",
      "starlight",
      "starburst",
      "magic",
      "magician",
      "magical",
      "spell",
      "spells",
      "sorcerer",
      "wizard",
      "genie",
      "pixie",
      "pixies",
      "merlin",
      "merlins",
      "christmas",
      "xmas",
      "santa",
      "santas",
      "holiday",
    ],
  ],
  ["monsters", ["monster", "monsters", "troll", "trolls", "ogre", "goblin", "goblins", "yeti"]],
  ["bell", ["bell", "bells", "joker", "jokers", "sevens", "7s", "777"]],
  [
    "coin",
    [
      "gold",
      "golden",
      "coin",
      "coins",
      "cash",
      "money",
      "bonanza",
      "riches",
      "wealth",
      "treasure",
      "treasures",
      "fortune",
      "fortunes",
      "prosperity",
      "bank",
      "million",
      "billion",
      "bucks",
      "heist",
      "robbers",
      "vault",
      "midas",
      "heads and tails",
    ],
  ],
];

/** The motif a theme of a game's facts calls for, where its name calls for none; a theme no drawing shows calls for none. */
export const THEME_MOTIFS: Partial<Record<Theme, Motif>> = {
  "ancient-egypt": "pyramid",
  animals: "paw",
  classic: "bell",
  fruits: "fruit",
  horror: "skull",
  mythology: "temple",
  space: "alien",
  sweets: "candy",
};

/** A name as the table reads it: its words as its slug spells them, a space before and after each. */
const nameText = (name: string) => ` ${wordsOf(name).join(" ")} `;

/** Whether a name's text holds a word or phrase of the table. */
const holds = (text: string, word: string) =>
  word.startsWith("*") ? new RegExp(`${word.slice(1)} `).test(text) : text.includes(` ${word} `);

/** The motif a game's name calls for, or its themes; `neutral` where neither calls for one. */
export function motifOf(name: string, themes: readonly Theme[] = []): Motif {
  const text = nameText(name);
  const byName = MOTIF_WORDS.find(([, words]) => words.some((word) => holds(text, word)))?.[0];
  return byName ?? themes.map((theme) => THEME_MOTIFS[theme]).find((motif) => motif !== undefined) ?? "neutral";
}

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
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The art of a game that names none: a bright colour and a deep one some way round the colour wheel (so the
 * white motif and the name read over both, as on the six drawn by hand), from the slug's hash, and the motif its
 * name or themes call for.
 */
export function derivedArt(game: { slug: string; name: string; themes?: readonly Theme[] | undefined }): Art {
  const { slug } = game;
  const hue = hash(slug, 1) % 360;
  const turn = 40 + (hash(slug, 2) % 100);
  const tone = hash(slug, 3);
  const bright = hslToHex(hue, 70 + (tone % 21), 56 + ((tone >>> 8) % 11));
  const deep = hslToHex((hue + turn) % 360, 60 + ((tone >>> 16) % 21), 24 + ((tone >>> 24) % 11));
  return { palette: [bright, deep], motif: motifOf(game.name, game.themes), lettered: true };
}
