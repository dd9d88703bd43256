/**
 * `npm run bench:load`: a load benchmark of the production server (not a test). Starts the server on
 * loopback, runs autocannon in this process against four kinds of answer, 100 connections for about
 * 10 s each (BENCH_SECONDS to change), and prints throughput, latency, errors, unexpected statuses
 * and the server's resident memory before and after. Needs a build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { readBuildManifest, defaultBuildDir } from "../server/build-manifest.ts";

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<Result>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${PORT}`;

if (!readBuildManifest(defaultBuildDir)) {
  console.error('No build found. Run "npm run build" first.');
  process.exit(1);
}

const server = spawn(process.execPath, [join(import.meta.dirname, "..", "server", "index.ts")], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(PORT), ACCESS_LOG: "" },
  stdio: ["ignore", "pipe", "inherit"],
});
await once(server.stdout, "data");

/** Resident set of the server process, in MB (Linux /proc). */
function residentMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

// The home page loads no script; a game page's island names the hashed scripts.
const gamePage = await (await fetch(`${base}/games/moon-princess`)).text();
const script = /\/_astro\/[\w.-]+\.js/.exec(gamePage)?.[0];
if (!script) throw new Error("the game page names no hashed script");

const cases = [
  { name: "home page", path: "/", status: 200 },
  { name: "game page", path: "/games/moon-princess", status: 200 },
  { name: "hashed script", path: script, status: 200 },
  { name: "404", path: "/no-such-page", status: 404 },
];

const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`Node ${process.version}, ${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM`);
console.log(`${CONNECTIONS} connections, ${SECONDS} s a case, Accept-Encoding: br, gzip, server and load on one machine\n`);
const rssBefore = residentMb();
console.log(`server resident memory before: ${rssBefore.toFixed(1)} MB\n`);

let failures = 0;
const rows = [];
for (const { name, path, status } of cases) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });
  const unexpected = Object.entries(result.statusCodeStats)
    .filter(([code]) => Number(code) !== status)
    .reduce((sum, [, { count }]) => sum + count, 0);
  failures += result.errors + result.timeouts + unexpected;
  rows.push({
    case: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    "unexpected status": unexpected,
    "RSS after (MB)": Number(residentMb().toFixed(1)),
  });
}
console.table(rows);

const rssAfter = residentMb();
console.log(`\nserver resident memory: ${rssBefore.toFixed(1)} MB before, ${rssAfter.toFixed(1)} MB after`);
server.kill("SIGTERM");
await once(server, "exit");
if (failures > 0) {
  console.error(`${failures} errors or unexpected statuses: they must be zero.`);
  process.exit(1);
}
