/**
 * `npm run bench:proof`: how long the contact form's proof of work takes a browser to solve (not a test). On a build of
 * a site that delivers contact messages (SITE=spinhaven-fi npm run build), it starts the Node server at its default
 * difficulty and, in Chromium (the full browser, as the other benches), solves BENCH_CHALLENGES challenges (30 by
 * default) of the server's own endpoint twice: in the form's own Web Worker, as a visitor's browser does, and with
 * the same solver's code on the page's main thread at 4× CPU slowdown, a phone-class CPU's stand-in (Chromium slows a
 * page's thread, not a worker's: "Operation is only supported for pages, not workers"). Prints the median, the 90th
 * percentile and the slowest of each, in milliseconds, with the numbers the solver tried.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { readBuildManifest } from "#server/hosting/build-manifest.ts";
import { DEFAULT_DIFFICULTY } from "#server/messages/proof-of-work.ts";
import { CHALLENGE_ENDPOINT } from "#shared/contact-message.ts";
import { CHROME_PATH, CHROMIUM_ARGS } from "#scripts/chromium.ts";
import { startSiteServer } from "#scripts/servers.ts";

const CHALLENGES = Number(process.env.BENCH_CHALLENGES ?? 30);
const SLOWDOWN = 4;
const build = join(import.meta.dirname, "..", "build");

type Solve = { ms: number; counter: number };

if (!readBuildManifest(build)?.contact) {
  console.error("No build of a site that delivers contact messages: run SITE=spinhaven-fi npm run build first.");
  process.exit(2);
}
const workerFile = readdirSync(join(build, "client", "_astro")).find((file) =>
  /^proof-of-work-worker.*\.js$/.test(file),
);
if (!workerFile) throw new Error("the build has no proof-of-work worker in _astro/");

const dataDir = mkdtempSync(join(tmpdir(), "bench-proof-"));
const server = await startSiteServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });

/** Each challenge solved by the shipped worker, on a page of the site (its own policy applies). */
async function inWorker(): Promise<Solve[]> {
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/en/contact`);
  const solves = await page.evaluate(
    async ({ worker, endpoint, count }) => {
      const times: Solve[] = [];
      for (let index = 0; index < count; index += 1) {
        const challenge: unknown = await (await fetch(endpoint)).json();
        const started = performance.now();
        const solver = new Worker(worker, { type: "module" });
        const solution = await new Promise<{ counter: number }>((resolve) => {
          solver.onmessage = (event: MessageEvent<{ counter: number }>) => resolve(event.data);
          solver.postMessage(challenge);
        });
        solver.terminate();
        times.push({ ms: performance.now() - started, counter: solution.counter });
      }
      return times;
    },
    { worker: `/_astro/${workerFile}`, endpoint: CHALLENGE_ENDPOINT, count: CHALLENGES },
  );
  await page.close();
  return solves;
}

/**
 * The same worker's code run on the page's main thread, slowed down: the page's policy set aside for this run only,
 * since the script is read as text and run in place of a worker.
 */
async function onSlowedPage(): Promise<Solve[]> {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/en/contact`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  const solves = await page.evaluate(
    async ({ worker, endpoint, count }) => {
      const source = await (await fetch(worker)).text();
      const times: Solve[] = [];
      for (let index = 0; index < count; index += 1) {
        const challenge: unknown = await (await fetch(endpoint)).json();
        const started = performance.now();
        const solution = await new Promise<{ counter: number }>((resolve) => {
          // The worker's global scope, as its script uses it: a handler to set, and postMessage for the answer.
          const scope: {
            onmessage?: (event: { data: unknown }) => void;
            postMessage: (message: { counter: number }) => void;
          } = { postMessage: resolve };
          new Function("self", source)(scope);
          scope.onmessage?.({ data: challenge });
        });
        times.push({ ms: performance.now() - started, counter: solution.counter });
      }
      return times;
    },
    { worker: `/_astro/${workerFile}`, endpoint: CHALLENGE_ENDPOINT, count: CHALLENGES },
  );
  await context.close();
  return solves;
}

function summary(solves: Solve[]): string {
  const ms = solves.map((solve) => solve.ms).sort((a, b) => a - b);
  const at = (share: number) => ms[Math.min(ms.length - 1, Math.floor(share * ms.length))] ?? NaN;
  const tried = solves.reduce((sum, solve) => sum + solve.counter + 1, 0) / solves.length;
  return `median ${at(0.5).toFixed(0)} ms, 90th percentile ${at(0.9).toFixed(0)} ms, slowest ${(ms.at(-1) ?? NaN).toFixed(0)} ms (${tried.toFixed(0)} numbers tried on average)`;
}

try {
  console.log(
    `Proof of work: ${CHALLENGES} challenges of ${CHALLENGE_ENDPOINT}, difficulty ${DEFAULT_DIFFICULTY.toLocaleString("en")} (a number from 0 to it, SHA-256).`,
  );
  console.log(`  in the form's Web Worker:                   ${summary(await inWorker())}`);
  console.log(`  on the page's thread at ${SLOWDOWN}× CPU slowdown:    ${summary(await onSlowedPage())}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
