/**
 * A visitor and an uptime monitor in a process of their own: `node e2e/page-watch.ts <base URL> <path>...` asks for
 * each path in turn, one request after another on one kept-alive connection, a request every 10 ms at most, until its
 * standard input ends. The pace is a busy site's, not a flood's: a server kept busy by the watch alone would time
 * its own load, and a pause of the server longer than 10 ms still falls on a request waiting for its answer. It prints
 * `answered <n>` as each answer comes (so a test can wait for answers while something holds the server's resources:
 * one request that waits holds up every one after it), and at the end what it saw as one line of JSON (`PageWatch`).
 * Apart from the test's own clients, so that what it sees is the server's answer, not the test's busy event loop.
 */
import { Agent, get } from "node:http";
import { setTimeout as pause } from "node:timers/promises";

/** The least time from one request's start to the next one's. */
const PACE_MS = 10;

export type PageWatch = { answered: number; statuses: Record<string, number[]> };

function ask(url: string, agent: Agent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((answered, failed) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => answered({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    }).on("error", failed);
  });
}

if (import.meta.main) {
  const [base, ...paths] = process.argv.slice(2);
  let watching = true;
  process.stdin.on("end", () => (watching = false)).resume();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const watch: PageWatch = { answered: 0, statuses: {} };
  while (watching) {
    for (const path of paths) {
      const { status, ms } = await ask(`${base}${path}`, agent);
      if (ms < PACE_MS) await pause(PACE_MS - ms);
      watch.answered += 1;
      const seen = (watch.statuses[path] ??= []);
      if (!seen.includes(status)) seen.push(status);
      process.stdout.write(`answered ${watch.answered}\n`);
    }
  }
  agent.destroy();
  process.stdout.write(`${JSON.stringify(watch)}\n`);
}
