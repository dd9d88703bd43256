/**
 * SVG to PNG (resvg) on worker threads, one per core: a site of hundreds of games draws a social card per
 * game and language at build, and rasterising is most of each card's cost. The pages' own rendering goes on
 * in the main thread meanwhile (Astro renders several routes at once: build.concurrency in astro.config.ts).
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

// An eval'd worker, not a file: the build bundles this module, and the worker needs a path of its own.
// resvg is loaded by its resolved path, so the worker finds it wherever the build runs.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvg);
parentPort.on("message", ({ id, svg, width }) => {
  try {
    parentPort.postMessage({ id, png: new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng() });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

/** A PNG as it comes from a worker: a Buffer is cloned into a plain Uint8Array on its way. */
type Png = Uint8Array<ArrayBuffer>;

type Job = { resolve: (png: Png) => void; reject: (error: Error) => void };

type PngWorker = { worker: Worker; jobs: Map<number, Job> };

let workers: PngWorker[] | undefined;
let nextId = 0;

function startWorker(): PngWorker {
  const worker = new Worker(WORKER, { eval: true, workerData: { resvg: createRequire(import.meta.url).resolve("@resvg/resvg-js") } });
  const jobs = new Map<number, Job>();
  // An idle worker must not keep the build's process alive; a busy one must, or the build could end with cards undrawn.
  worker.unref();
  worker.on("message", ({ id, png, error }: { id: number; png?: Png; error?: string }) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (jobs.size === 0) worker.unref();
    if (png) job?.resolve(png);
    else job?.reject(new Error(`resvg: ${error}`));
  });
  worker.on("error", (error) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  });
  return { worker, jobs };
}

/** `svg` as a PNG `width` pixels wide, drawn by the least busy worker. */
export function svgToPng(svg: string, width: number): Promise<Png> {
  workers ??= Array.from({ length: availableParallelism() }, startWorker);
  const target = workers.reduce((least, candidate) => (candidate.jobs.size < least.jobs.size ? candidate : least));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (target.jobs.size === 0) target.worker.ref();
    target.jobs.set(id, { resolve, reject });
    target.worker.postMessage({ id, svg, width });
  });
}
