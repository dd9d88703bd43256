/**
 * A visitor and an uptime monitor in a process of their own: `node e2e/page-watch.ts <base URL> <path>...` asks for
 * each path in turn, one request after another on one kept-alive connection, until its standard input ends. It prints
 * `watching` once its first answer has come, and at the end what it saw as one line of JSON (`PageWatch`). Apart from the test's own clients, so that what it times is the
 * server's answer, not the test's busy event loop.
 */
import { Agent, get } from "node:http";

export type PageWatch = { answered: number; slowest: { path: string; status: number; ms: number }; statuses: Record<string, number[]> };

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
  const watch: PageWatch = { answered: 0, slowest: { path: "", status: 0, ms: 0 }, statuses: {} };
  while (watching) {
    for (const path of paths) {
      const { status, ms } = await ask(`${base}${path}`, agent);
      watch.answered += 1;
      if (ms > watch.slowest.ms) watch.slowest = { path, status, ms };
      const seen = (watch.statuses[path] ??= []);
      if (!seen.includes(status)) seen.push(status);
      if (watch.answered === 1) process.stdout.write("watching\n");
    }
  }
  agent.destroy();
  process.stdout.write(`${JSON.stringify(watch)}\n`);
}
