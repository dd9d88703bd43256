import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "#scripts/servers.ts";
import { processStatus, type ServerToStart, type StartedServers, startTogether } from "#scripts/start-together.ts";

/**
 * A server for these tests: it writes the pid of a child it keeps running beside it (as wrangler keeps workerd),
 * waits until `AFTER` answers when given, and then answers on `PORT`; with `EXIT`, it exits with that code instead,
 * once the file `EXIT_ONCE` exists.
 */
const SERVER = `
const { spawn } = require("node:child_process");
const { createServer } = require("node:http");
const { existsSync, writeFileSync } = require("node:fs");
const exit = () => (existsSync(process.env.EXIT_ONCE) ? process.exit(Number(process.env.EXIT)) : setTimeout(exit, 50));
if (process.env.EXIT) exit();
else {
const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
writeFileSync(process.env.CHILD_PID_FILE, String(child.pid));
const listen = () => createServer((_, response) => response.end("up")).listen(Number(process.env.PORT), "127.0.0.1");
const after = async () => {
  while (!(await fetch(process.env.AFTER).then(() => true, () => false))) await new Promise((next) => setTimeout(next, 50));
  listen();
};
if (process.env.AFTER) after(); else listen();
}
`;

describe("startTogether", () => {
  const dirs: string[] = [];
  const started: StartedServers[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((servers) => servers.stop()));
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), "start-together-"));
    dirs.push(made);
    writeFileSync(join(made, "server.cjs"), SERVER);
    return made;
  };

  /** A server of this test's kind, its child's pid written in `cwd`. */
  async function server(cwd: string, name: string, env: Record<string, string> = {}): Promise<ServerToStart> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    return {
      name,
      command: `${JSON.stringify(process.execPath)} server.cjs`,
      cwd,
      env: { PORT: String(port), CHILD_PID_FILE: join(cwd, `${name}.pid`), ...env },
      url,
    };
  }

  const running = (pid: number) => processStatus(pid)?.running === true;
  const childPid = (cwd: string, name: string) => Number(readFileSync(join(cwd, `${name}.pid`), "utf8"));

  it("starts every server before any answers, and stops every process each one started", async () => {
    const cwd = dir();
    const second = await server(cwd, "second");
    // The first answers only once the second does: started one after the other, waiting for each, it never would.
    const first = await server(cwd, "first", { AFTER: second.url });
    const servers = await startTogether([first, second], 30);
    started.push(servers);
    for (const { url } of [first, second]) expect(await (await fetch(url)).text()).toBe("up");
    const children = ["first", "second"].map((name) => childPid(cwd, name));
    expect(children.every(running)).toBe(true);
    await servers.stop();
    expect(children.filter(running)).toEqual([]);
    for (const { url } of [first, second]) await expect(fetch(url)).rejects.toThrow();
  });

  it("starts nothing when an address already answers, and names it", async () => {
    const cwd = dir();
    const old = await server(cwd, "old");
    started.push(await startTogether([old], 30));
    const other = await server(cwd, "other");
    await expect(startTogether([other, { ...old, name: "again" }], 30)).rejects.toThrow(
      `again: ${old.url} already answers`,
    );
    expect(existsSync(join(cwd, "other.pid"))).toBe(false);
  });

  it("names a server that exits before it answers, and stops the others", async () => {
    const cwd = dir();
    const waiting = await server(cwd, "waiting", { AFTER: "http://127.0.0.1:9/" });
    // It exits once the other has started its child, so that stopping the other is seen to reach that child.
    const failing = await server(cwd, "failing", { EXIT: "3", EXIT_ONCE: join(cwd, "waiting.pid") });
    await expect(startTogether([waiting, failing], 30)).rejects.toThrow("failing exited (3) before it answered.");
    expect(running(childPid(cwd, "waiting"))).toBe(false);
  });
});
