/**
 * `npm run bench:load`: a load benchmark of the production server (not a test), beside nginx with the
 * generated configuration, in one run. Starts both on loopback, then for each of four kinds of answer
 * runs autocannon in this process against Node, then nginx, then Node and nginx again (alternating,
 * so a change in the machine's load affects both), 100 connections for about 10 s a round
 * (BENCH_SECONDS to change). Prints requests per second, p99 latency, errors and unexpected statuses
 * for each, the ratio of Node's rate to nginx's, and Node's resident memory before and after. Then the home
 * page's latency on the Node server while 2,000 idle connections and 100 slow clients are held open.
 * On a build of a site that delivers contact messages (SITE=spinhaven-fi npm run build), it also posts 30,000
 * messages (BENCH_MESSAGES to change) to the Node server's endpoint, 50 connections, rate limit lifted, and prints
 * how the store commits, the messages accepted per second, p99 latency, errors, and whether the database holds
 * exactly as many messages as were accepted.
 * Needs a build (`npm run build`) and Debian's nginx.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { readBuildManifest } from "#server/hosting/build-manifest.ts";
import { DURABILITY, messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { once } from "node:events";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { CONTACT_ENDPOINT } from "#shared/contact-message.ts";
import { startNginx, startSiteServer } from "#scripts/servers.ts";

type Result = {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  start: Date;
  finish: Date;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  /** A number of requests to send instead of a duration: the run ends once every one is answered. */
  amount?: number;
  headers: Record<string, string>;
  method?: string;
  body?: string;
  idReplacement?: boolean;
}) => Promise<Result>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const ROUNDS = 2;

const contact = readBuildManifest(join(import.meta.dirname, "..", "build"))?.contact;
const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
// Without a build, the server says so and the run stops here.
const node = await startSiteServer({ ACCESS_LOG: "", DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "0" });
const nginx = await startNginx({ connections: 1024 }).catch(async (error: unknown) => {
  await node.stop();
  throw error;
});

/** Resident set of the Node server, in MB (Linux /proc). */
function residentMb(): number {
  const status = readFileSync(`/proc/${node.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const unexpectedIn = (run: Result, status: number) =>
  sum(Object.entries(run.statusCodeStats).map(([code, { count }]) => (Number(code) === status ? 0 : count)));

// Both servers stop whatever happens, so a failed run leaves no nginx behind.
let failures = 0;
try {
  // The home page loads no script; a game page's island names the hashed scripts.
  const gamePage = await (await fetch(`${node.baseUrl}/games/moon-princess`)).text();
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
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s a round, ${ROUNDS} rounds a server, Accept-Encoding: br, gzip, servers and load on one machine`,
  );
  console.log(`nginx: 1 worker; Node: 1 process\n`);
  const rssBefore = residentMb();

  const rows = [];
  for (const { name, path, status } of cases) {
    const runs = { node: [] as Result[], nginx: [] as Result[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [host, server] of [
        ["node", node],
        ["nginx", nginx],
      ] as const) {
        const headers = { "accept-encoding": "br, gzip" };
        runs[host].push(
          await autocannon({ url: server.baseUrl + path, connections: CONNECTIONS, duration: SECONDS, headers }),
        );
      }
    }
    // Every round lasts as long, so the mean of the rounds' rates is the rate over all of them.
    const rate = (host: keyof typeof runs) => sum(runs[host].map((run) => run.requests.average)) / ROUNDS;
    const p99 = (host: keyof typeof runs) => Math.max(...runs[host].map((run) => run.latency.p99));
    const all = [...runs.node, ...runs.nginx];
    const errors = sum(all.map((run) => run.errors + run.timeouts));
    const unexpected = sum(all.map((run) => unexpectedIn(run, status)));
    failures += errors + unexpected;
    rows.push({
      case: name,
      "Node req/s": Math.round(rate("node")),
      "nginx req/s": Math.round(rate("nginx")),
      "Node / nginx": Number((rate("node") / rate("nginx")).toFixed(2)),
      "Node p99 ms": p99("node"),
      "nginx p99 ms": p99("nginx"),
      errors,
      "unexpected status": unexpected,
    });
  }
  console.table(rows);

  failures += await benchSlowClients();
  if (contact) failures += await benchContact();

  const rssAfter = residentMb();
  console.log(`\nNode's resident memory: ${rssBefore.toFixed(1)} MB before, ${rssAfter.toFixed(1)} MB after`);
} finally {
  await node.stop();
  await nginx.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
/**
 * A visitor's pages while 2,000 connections sit idle and 100 clients send a request body one byte a second: the
 * Node server's limits on clients (server/hosting/client-limits.ts) keep them from crowding the visitor out. Asks
 * for the home page every tenth of a second for 12 s, and prints its latency (the target: every answer within
 * 500 ms) and how many of the held connections the server closed meanwhile: a connection that has sent no request
 * within 10 s is answered 408 and closed, a body still coming after 30 s too. Returns the misses.
 */
async function benchSlowClients(): Promise<number> {
  const IDLE = 2000;
  const SLOW = 100;
  const SAMPLES = 120;
  const TARGET_MS = 500;
  const { hostname, port } = new URL(node.baseUrl);
  const closed = { idle: 0, slow: 0 };
  const open = async (kind: keyof typeof closed) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.on("error", () => {});
    socket.on("close", () => (closed[kind] += 1));
    // Read whatever the server says (its 408), so its closing is seen.
    socket.resume();
    await once(socket, "connect");
    return socket;
  };
  const idle = await Promise.all(Array.from({ length: IDLE }, () => open("idle")));
  const slow = await Promise.all(Array.from({ length: SLOW }, () => open("slow")));
  for (const socket of slow)
    socket.write(
      `POST ${CONTACT_ENDPOINT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`,
    );
  const dribble = setInterval(() => {
    for (const socket of slow) if (!socket.destroyed) socket.write(" ");
  }, 1000);
  const latencies: number[] = [];
  let errors = 0;
  try {
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const start = performance.now();
      const response = await fetch(`${node.baseUrl}/`).catch(() => undefined);
      if (response?.status === 200) {
        await response.text();
        latencies.push(performance.now() - start);
      } else errors += 1;
      await new Promise((done) => setTimeout(done, 100));
    }
  } finally {
    clearInterval(dribble);
    for (const socket of [...idle, ...slow]) socket.destroy();
  }
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (share: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN).toFixed(1));
  const slowest = Number((sorted.at(-1) ?? Number.NaN).toFixed(1));
  console.log(
    `\nThe home page on the Node server, ${SAMPLES} requests 0.1 s apart, while ${IDLE} connections sit idle and ${SLOW} clients send a body one byte a second:`,
  );
  console.table([
    {
      "p50 ms": at(0.5),
      "p99 ms": at(0.99),
      "slowest ms": slowest,
      target: `${TARGET_MS} ms`,
      errors,
      "idle closed": closed.idle,
      "slow closed": closed.slow,
    },
  ]);
  return errors + latencies.filter((latency) => latency > TARGET_MS).length;
}

/**
 * Contact messages posted to the Node server, each one different, as fast as 50 clients can: every answer must
 * be 201, and the database must then hold exactly as many messages as were accepted. A set number of messages
 * rather than a duration, so none is still in flight when the run ends. Returns the failures.
 */
async function benchContact(): Promise<number> {
  const CLIENTS = 50;
  const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30_000);
  const body = JSON.stringify({
    name: "Bench [<id>]",
    email: "bench@example.com",
    message: "A message from the load benchmark, [<id>].",
  });
  const headers = { "content-type": "application/json", accept: "application/json" };
  const run = await autocannon({
    url: `${node.baseUrl}/api/contact`,
    connections: CLIENTS,
    amount: MESSAGES,
    method: "POST",
    body,
    headers,
    idReplacement: true,
  });
  const accepted = run.statusCodeStats["201"]?.count ?? 0;
  const store = openContactStore(messagesFile(dataDir, contact?.siteId ?? ""));
  const stored = store.list().length;
  store.close();
  const errors = run.errors + run.timeouts + unexpectedIn(run, 201);
  console.log(
    `\nContact messages: ${MESSAGES} POSTs to /api/contact on the Node server, ${CLIENTS} connections, rate limit lifted, no mail server.`,
  );
  console.log(`Each answered 201 once committed to the disk (${DURABILITY}):`);
  console.table([
    {
      "accepted/s": Math.round(accepted / ((run.finish.getTime() - run.start.getTime()) / 1000)),
      "p99 ms": run.latency.p99,
      accepted,
      "in the database": stored,
      errors,
    },
  ]);
  return errors + Math.abs(stored - accepted);
}

if (failures > 0) {
  console.error(`${failures} errors or unexpected statuses: they must be zero.`);
  process.exit(1);
}
