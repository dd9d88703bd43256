/**
 * SVG to JPEG (drawn by resvg, encoded by sharp's mozjpeg) on worker threads, one per core: a site of hundreds of
 * games draws a social card per game and language at build, and drawing and encoding are most of each card's cost.
 * The pages' own rendering goes on in the main thread meanwhile (Astro renders several routes at once:
 * build.concurrency in astro.config.ts). JPEG, since every crawler reads it and a picture's PNG is several times larger.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** mozjpeg's quality for the cards: their text and gradients stay clean, and a card stays well under 150 KB. */
const QUALITY = 82;

// An eval'd worker, not a file: the build bundles this module, and the worker needs a path of its own.
// resvg and sharp are loaded by their resolved paths, so the worker finds them wherever the build runs.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvg);
const sharp = require(workerData.sharp);
parentPort.on("message", async ({ id, svg, width }) => {
  try {
    const image = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render();
    const raw = { width: image.width, height: image.height, channels: 4 };
    const jpeg = await sharp(image.pixels, { raw }).jpeg({ quality: ${QUALITY}, mozjpeg: true }).toBuffer();
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
  const worker = new Worker(WORKER, { eval: true, workerData: { resvg: require.resolve("@resvg/resvg-js"), sharp: require.resolve("sharp") } });
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

/** `svg` as a JPEG `width` pixels wide, drawn by the least busy worker. */
export function svgToJpeg(svg: string, width: number): Promise<Jpeg> {
  workers ??= Array.from({ length: availableParallelism() }, startWorker);
  const target = workers.reduce((least, candidate) => (candidate.jobs.size < least.jobs.size ? candidate : least));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (target.jobs.size === 0) target.worker.ref();
    target.jobs.set(id, { resolve, reject });
    target.worker.postMessage({ id, svg, width });
  });
}
