/**
 * `pictures:import`: brings a studio's media kit (its game pictures, named as the studio names them) into a site's
 * `gamePictures` folder, each under its game's slug, as the build takes it. A file is joined to a game by the game's
 * launch id or its name, never by a guess: a name that fits two games is reported, not chosen. The caller gives the
 * site's games (pictures-import-command.ts reads them as the build does); this module reads, matches and writes.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, extname, join, sep } from "node:path";
import { closest, distance } from "fastest-levenshtein";
import sharp from "sharp";

/** A game a file may be the picture of. `picture`: the file its site's own list names for it, if any. */
export type KitGame = {
  slug: string;
  name: string;
  launchId: string;
  studio: { id: string; name: string };
  picture?: string | undefined;
};

/** What the build takes from a `gamePictures` folder (src/build/site/load-site.ts), in lower case. */
const PICTURE_TYPES = [".avif", ".webp", ".png", ".jpg", ".jpeg"];

/**
 * The build's largest encoding is 1280 × 720 (a 16:9 crop from the centre, src/build/site/game-picture-files.ts) and its social
 * card 1200 × 630 from the whole picture: a source that just covers 1280 × 720 loses nothing either shows, and stays
 * whole, so the build still chooses the crop.
 */
const LARGEST = { width: 1280, height: 720 };
/** A source the build encodes again, so it is kept near lossless: each encoding after it loses its own part. */
const WEBP_QUALITY = 90;

/**
 * The words a studio's kit puts after a game's name to say which picture of it a file is, dropped from the end of a
 * name one at a time while the rest fits no game. Beside them, sizes: `512x512`, `1920x1080`, `512px`, `1080p` and
 * `@2x`. A bare number is never dropped: it is part of names (Sugar Rush 1000, Gemix 2).
 */
export const KIT_WORDS = [
  "thumbnail",
  "thumbnails",
  "thumb",
  "thumbs",
  "tile",
  "icon",
  "logo",
  "cover",
  "banner",
  "square",
  "preview",
];

const SIZE = /^\d+[x×]\d+$|^\d+px$|^\d+p$/;

/** Lower case, without accents or marks, `&` as "and", only letters and digits: `Play'n GO` and `PLAYN-go` are one. */
export function compactName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

type Word = { text: string; start: number; end: number };

/** The words of a file's name: runs of letters and digits, a run split where a lower-case letter meets a capital (BookOfDead). */
function wordsOf(stem: string): Word[] {
  const words: Word[] = [];
  for (const run of stem.matchAll(/[\p{L}\p{N}]+/gu)) {
    const ends = [...run[0].matchAll(/(?<=\p{Ll})(?=\p{Lu})/gu)].map((boundary) => boundary.index);
    let start = 0;
    for (const end of [...ends, run[0].length]) {
      words.push({ text: run[0].slice(start, end), start: run.index + start, end: run.index + end });
      start = end;
    }
  }
  return words;
}

/** Whether `word` of `stem` is a kit's word or a size, which the end of a name may drop. */
function isKitWord(word: Word, stem: string): boolean {
  const text = word.text.toLowerCase();
  if (KIT_WORDS.includes(text) || SIZE.test(text)) return true;
  // `@2x`, a picture for screens of twice the pixels; without the `@`, `2x` may be a name's.
  return /^\d+x$/.test(text) && stem[word.start - 1] === "@";
}

/**
 * The names a file may be the picture of, the fullest first: its name without its extension, then without each kit's
 * word or size at its end in turn (`Gates of Olympus_512x512` → `Gates of Olympus`), each as written between its
 * first and last letter or digit.
 */
export function namesOf(file: string): string[] {
  const stem = file.slice(0, file.length - extname(file).length);
  const words = wordsOf(stem);
  const start = words[0]?.start ?? 0;
  const names: string[] = [];
  for (const last of words.toReversed()) {
    names.push(stem.slice(start, last.end));
    if (!isKitWord(last, stem)) break;
  }
  return names;
}

/** A file's match: the one game it is the picture of (and by what), the games it fits, or none. */
export type Match =
  { game: KitGame; by: "launch id" | "name" } | { fits: KitGame[]; by: "launch id" | "name" } | undefined;

/**
 * The game of `games` a file named `file` is the picture of. For each of its names, the fullest first: a game whose
 * launch id it is (case aside), else one whose name or slug it is (case, spaces and punctuation aside). The first of
 * its names that fits any game decides: one game is the match, two or more are ambiguous.
 */
export function matchFile(file: string, games: readonly KitGame[]): Match {
  for (const name of namesOf(file)) {
    const id = name.toLowerCase();
    const byLaunchId = games.filter((game) => game.launchId.toLowerCase() === id);
    const [byId, ...alsoById] = byLaunchId;
    if (byId) return alsoById.length === 0 ? { game: byId, by: "launch id" } : { fits: byLaunchId, by: "launch id" };
    const compact = compactName(name);
    const byName = games.filter((game) => compactName(game.name) === compact || compactName(game.slug) === compact);
    const [named, ...alsoNamed] = byName;
    if (named) return alsoNamed.length === 0 ? { game: named, by: "name" } : { fits: byName, by: "name" };
  }
  return undefined;
}

/** One file of the kit and what became of it. `file`: its path in the kit. */
export type Outcome =
  | { kind: "matched"; file: string; game: KitGame; by: "launch id" | "name"; to: string; replaced: string[] }
  | { kind: "unmatched"; file: string; reason: string }
  | { kind: "ambiguous"; file: string; reason: string }
  | { kind: "skipped"; file: string; reason: string; cause: SkipCause };

/**
 * Why a file was left: not a picture (or a broken one), its game has a picture in the folder already, or the kit has a
 * larger picture of its game. The first needs the operator; the others are as they should be.
 */
export type SkipCause = "unreadable" | "exists" | "smaller";

export type ImportOptions = {
  /** The site's `gamePictures` folder, and how to name it in messages (its path from the repository's root). */
  folder: string;
  folderName?: string;
  /** Games of the catalogue that are not among the games, so a file of one is named for what it is. */
  otherGames?: readonly KitGame[];
  /** What the games are, in words: "the games of spinhaven-fi", "spinhaven-fi's Play'n GO games". */
  scope?: string;
  force?: boolean;
  dryRun?: boolean;
};

/** The kit's files, by their paths in it, A to Z; hidden files and folders (`.DS_Store`, `__MACOSX/._x`) are no one's pictures. */
function kitFiles(kit: string): string[] {
  return (readdirSync(kit, { recursive: true }) as string[])
    .filter((path) => !path.split(sep).some((part) => part.startsWith(".") || part === "__MACOSX"))
    .filter((path) => statSync(join(kit, path)).isFile())
    .sort();
}

/** The pictures a `gamePictures` folder has already, by slug: each `<slug>.<type>`, or the file a list's game names. */
function picturesIn(folder: string, games: readonly KitGame[]): Map<string, string[]> {
  const named = new Map(games.flatMap((game) => (game.picture ? [[game.picture, game.slug] as const] : [])));
  const found = new Map<string, string[]>();
  for (const name of existsSync(folder) ? readdirSync(folder) : []) {
    const type = extname(name).toLowerCase();
    if (name.startsWith(".") || !PICTURE_TYPES.includes(type)) continue;
    const slug = named.get(name) ?? name.slice(0, -type.length);
    found.set(slug, [...(found.get(slug) ?? []), name]);
  }
  return found;
}

/** sharp's message, whose libvips warnings may fill lines: its first, so each file is one line of the report. */
const firstLine = (error: unknown) => (error as Error).message.split("\n")[0];

/** How many pixels wide a picture is once cropped to 16:9: what a card can show of it. */
const usableWidth = ({ width, height }: { width: number; height: number }) => Math.min(width, (height * 16) / 9);

const gameLabel = (game: KitGame) => `${game.slug} (${game.studio.name})`;
const listed = (items: readonly string[]) =>
  items.length < 3 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Why a file that fits none of the site's games fits none: a game the site does not show, a near name, or nothing. */
function unmatchedReason(file: string, games: readonly KitGame[], options: ImportOptions): string {
  const scope = options.scope ?? "the site's games";
  const other = matchFile(file, options.otherGames ?? []);
  if (other && "game" in other) return `${gameLabel(other.game)} is not one of ${scope}`;
  const name = namesOf(file).at(-1) ?? "";
  const compact = compactName(name);
  const names = games.map((game) => compactName(game.name));
  const nearest = compact && names.length > 0 ? closest(compact, names) : undefined;
  const near = nearest !== undefined && distance(compact, nearest) <= Math.max(1, Math.floor(compact.length / 4));
  const hint = near
    ? `; did you mean ${games
        .filter((game) => compactName(game.name) === nearest)
        .map(gameLabel)
        .join(" or ")}?`
    : "";
  return `${JSON.stringify(name)} is the name or launch id of none of ${scope}${hint}`;
}

/** The picture as the folder keeps it: turned upright, no larger than the build needs, in the target's format. */
async function encode(path: string, target: string): Promise<Buffer> {
  const image = sharp(path)
    .rotate()
    .resize({ ...LARGEST, fit: "outside", withoutEnlargement: true });
  const type = extname(target).toLowerCase();
  if (type === ".webp") return image.webp({ quality: WEBP_QUALITY }).toBuffer();
  if (type === ".avif") return image.avif({ quality: 80 }).toBuffer();
  if (type === ".png") return image.png().toBuffer();
  return image.jpeg({ quality: WEBP_QUALITY, mozjpeg: true }).toBuffer();
}

/**
 * Matches each file of the folder `kit` to one of `games` and writes each match into `options.folder` as
 * `<slug>.webp` (or the file a list's game names), unless the game has a picture there already (`force` replaces it,
 * and removes its pictures of other types, so the build finds one), or `dryRun`. Of two files of one game, the one
 * that shows the most of a 16:9 card is taken. Returns every file's outcome, in the kit's order.
 */
export async function importPictures(
  kit: string,
  games: readonly KitGame[],
  options: ImportOptions,
): Promise<Outcome[]> {
  const folderName = options.folderName ?? options.folder;
  const files = kitFiles(kit);
  const outcomes = new Map<string, Outcome>();
  const chosen = new Map<string, { file: string; game: KitGame; by: "launch id" | "name"; width: number }>();
  for (const file of files) {
    let size: { width: number; height: number };
    try {
      const { width, height } = await sharp(join(kit, file)).metadata();
      if (!width || !height) throw new Error("it has no size");
      size = { width, height };
      // Its header can be whole and its pixels cut short: only reading them all tells.
      await sharp(join(kit, file)).stats();
    } catch (error) {
      outcomes.set(file, {
        kind: "skipped",
        file,
        reason: `not a picture sharp can read (${firstLine(error)})`,
        cause: "unreadable",
      });
      continue;
    }
    // A kit's folders (one per studio or game) say nothing the file's own name does not.
    const match = matchFile(basename(file), games);
    if (match === undefined) {
      outcomes.set(file, { kind: "unmatched", file, reason: unmatchedReason(basename(file), games, options) });
    } else if ("fits" in match) {
      const reason = `its ${match.by} fits ${listed(match.fits.map(gameLabel))}: pass --studio <id>, or name the file after the game's slug`;
      outcomes.set(file, { kind: "ambiguous", file, reason });
    } else {
      const width = usableWidth(size);
      const earlier = chosen.get(match.game.slug);
      if (earlier === undefined || width > earlier.width) {
        if (earlier)
          outcomes.set(earlier.file, {
            kind: "skipped",
            file: earlier.file,
            reason: `${file} is a larger picture of ${match.game.slug}`,
            cause: "smaller",
          });
        chosen.set(match.game.slug, { file, game: match.game, by: match.by, width });
      } else {
        const larger = width === earlier.width ? "as large a" : "a larger";
        outcomes.set(file, {
          kind: "skipped",
          file,
          reason: `${earlier.file} is ${larger} picture of ${match.game.slug}`,
          cause: "smaller",
        });
      }
    }
  }
  const existing = picturesIn(options.folder, games);
  for (const { file, game, by } of chosen.values()) {
    const target = game.picture ?? `${game.slug}.webp`;
    const there = existing.get(game.slug) ?? [];
    if (there.length > 0 && !options.force) {
      const paths = there.map((name) => `${folderName}/${name}`);
      outcomes.set(file, {
        kind: "skipped",
        file,
        reason: `${game.slug} has a picture already (${listed(paths)}): --force replaces it`,
        cause: "exists",
      });
      continue;
    }
    let picture: Buffer;
    try {
      picture = await encode(join(kit, file), target);
    } catch (error) {
      outcomes.set(file, {
        kind: "skipped",
        file,
        reason: `a broken picture (${firstLine(error)})`,
        cause: "unreadable",
      });
      continue;
    }
    const replaced = there.filter((name) => name !== target);
    if (!options.dryRun) {
      // Written under a hidden name, which the build ignores, then renamed: a build never reads half a picture.
      const partial = join(options.folder, `.${target}.${randomUUID()}.part`);
      writeFileSync(partial, picture);
      renameSync(partial, join(options.folder, target));
      for (const name of replaced) rmSync(join(options.folder, name));
    }
    outcomes.set(file, {
      kind: "matched",
      file,
      game,
      by,
      to: `${folderName}/${target}`,
      replaced: replaced.map((name) => `${folderName}/${name}`),
    });
  }
  return files.flatMap((file) => outcomes.get(file) ?? []);
}

/** The report: a line per file (its path in the kit), grouped matched, unmatched, ambiguous, skipped, then the summary line. */
export function importReport(outcomes: readonly Outcome[], dryRun = false): string {
  const kinds = ["matched", "unmatched", "ambiguous", "skipped"] as const;
  const lines = kinds.flatMap((kind) =>
    outcomes
      .filter((outcome) => outcome.kind === kind)
      .map((outcome) => {
        const label = kind.padEnd(10);
        if (outcome.kind !== "matched") return `${label}${outcome.file}: ${outcome.reason}`;
        const replaced = outcome.replaced.length > 0 ? `, in place of ${listed(outcome.replaced)}` : "";
        return `${label}${outcome.file} → ${outcome.to} (${outcome.game.name}, ${outcome.game.studio.name}, by ${outcome.by}${replaced})`;
      }),
  );
  const count = (kind: Outcome["kind"]) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const written = dryRun ? "nothing written (--dry-run)" : `${count("matched")} written`;
  lines.push(
    `${count("matched")} matched, ${count("unmatched")} unmatched, ${count("ambiguous")} ambiguous, ${count("skipped")} skipped, of ${outcomes.length} files: ${written}`,
  );
  return `${lines.join("\n")}\n`;
}

/**
 * The command's exit code: 1 when a file needs the operator (unmatched, ambiguous, unreadable), 0 when every file was
 * written, or left because its game has its picture or the kit a larger one.
 */
export function importExitCode(outcomes: readonly Outcome[]): number {
  return outcomes.every(
    (outcome) => outcome.kind === "matched" || (outcome.kind === "skipped" && outcome.cause !== "unreadable"),
  )
    ? 0
    : 1;
}
