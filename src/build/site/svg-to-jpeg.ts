/**
 * SVG to JPEG (drawn by resvg, encoded by sharp's libjpeg-turbo, progressive, its Huffman tables optimised) on worker
 * threads, one per core: a site of hundreds of games draws a social card per game at build, and drawing
 * and encoding are most of each card's cost.
 * The pages' own rendering goes on in the main thread meanwhile (Astro renders several routes at once:
 * build.concurrency in astro.config.ts). JPEG, since every crawler reads it and a picture's PNG is several times larger.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { cached } from "#build/build-cache.ts";

/**
 * The encoder's qualities for the cards, best first: their text and gradients stay clean at the first, and a card over a
 * busy photograph takes the next until it is at most 150 KB.
 */
const QUALITIES = [82, 72, 62, 52, 42];
const MAX_BYTES = 150 * 1024;

// An eval'd worker, not a file: the build bundles this module, and the worker needs a path of its own.
// resvg and sharp are loaded by their resolved paths, so the worker finds them wherever the build runs.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvg);
const sharp = require(workerData.sharp);
parentPort.on("message", async ({ id, svg, width, picture }) => {
  try {
    const image = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render();
    const raw = { width: image.width, height: image.height, channels: 4 };
    // Over a picture, the drawing's transparent parts show it, cropped from its centre to the card.
    const card = picture
      ? sharp(picture).resize(raw.width, raw.height, { fit: "cover" }).composite([{ input: image.pixels, raw }])
      : sharp(image.pixels, { raw });
    let jpeg;
    for (const quality of ${JSON.stringify(QUALITIES)}) {
      // Not mozjpeg: a quarter of its time for an eighth more bytes (13.6 ms against 55 ms, 28.9 KB against 25.6 KB
      // for a card of 1200 by 630), and a site of 751 games draws 753 cards at every build. Only its quantisation
      // table (ImageMagick's), which costs no time and takes a twentieth off a card.
      jpeg = await card.clone().jpeg({ quality, progressive: true, optimiseCoding: true, quantisationTable: 3 }).toBuffer();
      if (jpeg.length <= ${MAX_BYTES}) break;
    }
    parentPort.postMessage({ id, jpeg });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

/** A JPEG as it comes from a worker: a Buffer is cloned into a plain Uint8Array on its way. */
type Jpeg = Uint8Array<ArrayBuffer>;

type Job = { resolve: (jpeg: Jpeg) => void; reject: (error: Error) => void };

type JpegWorker = { worker: Worker; jobs: Map<number, Job> };

let workers: JpegWorker[] | undefined;
let nextId = 0;

function startWorker(): JpegWorker {
  const require = createRequire(import.meta.url);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { resvg: require.resolve("@resvg/resvg-js"), sharp: require.resolve("sharp") },
  });
  const jobs = new Map<number, Job>();
  // An idle worker must not keep the build's process alive; a busy one must, or the build could end with cards undrawn.
  worker.unref();
  worker.on("message", ({ id, jpeg, error }: { id: number; jpeg?: Jpeg; error?: string }) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (jobs.size === 0) worker.unref();
    if (jpeg) job?.resolve(jpeg);
    else job?.reject(new Error(`social card: ${error}`));
  });
  worker.on("error", (error) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  });
  return { worker, jobs };
}

/**
 * `svg` as a JPEG `width` pixels wide, drawn by the least busy worker: over `picture` (a file's path) where the
 * drawing is transparent, if one is given. Kept in the build's cache by what it is drawn from (the drawing, the
 * picture's bytes, the worker's code and the versions of resvg and sharp), so a card whose game and site did not
 * change is not drawn again.
 */
export async function svgToJpeg(svg: string, width: number, picture?: string): Promise<Jpeg> {
  const parts = [svg, width, picture ? await readFile(picture) : "", WORKER, ENCODERS];
  return cached("social-cards", parts, () => draw(svg, width, picture));
}

/** The version of the installed package `name`, from its package.json above the file it resolves to. */
function versionOf(name: string): string {
  for (
    let folder = dirname(createRequire(import.meta.url).resolve(name));
    folder !== dirname(folder);
    folder = dirname(folder)
  ) {
    const file = join(folder, "package.json");
    if (!existsSync(file)) continue;
    const found = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
    if (found.name === name) return found.version ?? "";
  }
  throw new Error(`no package.json of ${name}`);
}

/** The versions of the packages that draw and encode a card. */
const ENCODERS = `resvg ${versionOf("@resvg/resvg-js")} sharp ${versionOf("sharp")}`;

function draw(svg: string, width: number, picture?: string): Promise<Jpeg> {
  workers ??= Array.from({ length: availableParallelism() }, startWorker);
  const target = workers.reduce((least, candidate) => (candidate.jobs.size < least.jobs.size ? candidate : least));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (target.jobs.size === 0) target.worker.ref();
    target.jobs.set(id, { resolve, reject });
    target.worker.postMessage({ id, svg, width, picture });
  });
}
