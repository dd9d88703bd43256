/**
 * Pictures for games, drawn here so no studio's picture ever enters the repository: for the tests of a site's
 * `gamePictures` folder and for the bench's copy of a site with a picture for every game. Each is busy enough
 * to weigh what a game's key art weighs (overlapping soft shapes in the game's colours, no flat areas), 3:2 so
 * the build's 16:9 crop shows, and the same for the same slug on every run.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { catalogue } from "#build/catalogue/catalogue.ts";

const WIDTH = 1500;
const HEIGHT = 1000;

/** A small seeded generator (mulberry32), so a slug's picture is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (slug: string) =>
  [...slug].reduce((hash, letter) => Math.imul(hash ^ letter.charCodeAt(0), 16777619), 2166136261);

/** The SVG of `slug`'s picture: its palette's gradient under a hundred soft discs. */
function pictureSvg(slug: string): string {
  const entry = catalogue().find((game) => game.slug === slug);
  const [from, to] = entry?.palette ?? ["#334155", "#0f172a"];
  const next = random(seedOf(slug));
  const discs = Array.from({ length: 100 }, () => {
    const [x, y, r] = [next() * WIDTH, next() * HEIGHT, 20 + next() * 160];
    const colour = `hsl(${Math.round(next() * 360)} 70% ${Math.round(35 + next() * 40)}%)`;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${(0.25 + next() * 0.6).toFixed(2)}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${discs.join("")}</svg>`
  );
}

/** Draws a picture for each slug into `folder`, as `<slug>.<type>`, with at most two drawn at once. Returns their paths. */
export async function drawGamePictures(
  folder: string,
  slugs: readonly string[],
  type: "avif" | "webp" | "png" | "jpg" = "jpg",
): Promise<string[]> {
  const paths: string[] = [];
  const queue = [...slugs];
  const draw = async () => {
    for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) {
      const image = sharp(Buffer.from(pictureSvg(slug)));
      const path = join(folder, `${slug}.${type}`);
      const encoded = type === "jpg" ? image.jpeg({ quality: 90 }) : image.toFormat(type);
      await writeFile(path, await encoded.toBuffer());
      paths.push(path);
    }
  };
  await Promise.all([draw(), draw()]);
  return paths;
}
