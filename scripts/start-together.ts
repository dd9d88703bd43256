/**
 * Starts several servers at once and resolves when every one answers, for the hosting checks, whose four hosts
 * would otherwise start one after another (Playwright waits for each `webServer` before starting the next).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** A server: the shell command that starts it, where, and the address that answers once it is up. */
export type ServerToStart = { name: string; command: string; cwd: string; env?: Record<string, string>; url: string };

export type StartedServers = { stop: () => Promise<void> };

/** Whether `url` answers as Playwright's `webServer` counts it up: a status from 200 to 403. */
async function answers(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const { status } = await fetch(url, { signal, redirect: "manual" });
    return status >= 200 && status <= 403;
  } catch {
    return false;
  }
}

/**
 * The state and process group of the process `pid` from Linux's process table, or undefined once it is gone. A zombie
 * ("Z": exited, its parent not having collected it yet; an orphan waits for the machine's first process, which in a
 * container may be slow to) has stopped all the same, though `kill(pid, 0)` still finds it.
 */
export function processStatus(pid: number | string): { running: boolean; group: number } | undefined {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // pid (command) state ppid pgrp …: the command may hold spaces and brackets, so the fields after its last ")".
  const [state, , group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { running: state !== "Z" && state !== "X", group: Number(group) };
}

/** Whether any process of the group `pgid` is still running (processStatus). */
function groupRunning(pgid: number): boolean {
  return readdirSync("/proc").some((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    const status = processStatus(pid);
    return status?.running === true && status.group === pgid;
  });
}

/** Sends `signal` to every process of each group. */
function signalGroups(pids: readonly number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Asks every process of each child's group to stop (SIGTERM), kills what still runs after `graceSeconds`, and resolves
 * when all of them have exited: nginx's wrapper, say, outlives the shell that started it, to remove its folder.
 */
async function stopGroups(children: readonly ChildProcess[], graceSeconds = 5): Promise<void> {
  const pids = children.flatMap(({ pid }) => (pid ? [pid] : []));
  signalGroups(pids, "SIGTERM");
  const deadline = Date.now() + graceSeconds * 1000;
  let killed = false;
  while (pids.some(groupRunning)) {
    if (!killed && Date.now() > deadline) {
      signalGroups(pids, "SIGKILL");
      killed = true;
    }
    await sleep(50);
  }
}

/**
 * Starts every server of `servers` at once, each in a process group of its own so that stopping it reaches whatever it
 * started (wrangler's workerd, nginx's wrapper's nginx), and resolves once each one's `url` answers. Rejects, with every
 * server stopped, when a `url` already answers before its server starts (a server left running from an older build
 * would be checked instead), when a server exits before it answers, or after `seconds`.
 */
export async function startTogether(servers: readonly ServerToStart[], seconds: number): Promise<StartedServers> {
  const busy = [];
  for (const { name, url } of servers) if (await answers(url)) busy.push(`${name}: ${url} already answers`);
  if (busy.length > 0) throw new Error(`${busy.join("; ")}; stop what serves it first.`);
  const running = servers.map((server) => ({
    server,
    child: spawn(server.command, {
      shell: true,
      cwd: server.cwd,
      env: { ...process.env, ...server.env },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    }),
  }));
  const stop = () => stopGroups(running.map(({ child }) => child));
  const giveUp = new AbortController();
  const up = async ({ url }: ServerToStart) => {
    while (!(await answers(url, giveUp.signal))) await sleep(100, undefined, { signal: giveUp.signal });
  };
  const exited = ({ child, server: { name } }: (typeof running)[number]) =>
    once(child, "exit", { signal: giveUp.signal }).then(([code, signal]) => {
      throw new Error(`${name} exited (${code ?? signal}) before it answered.`);
    });
  const late = sleep(seconds * 1000, undefined, { signal: giveUp.signal }).then(() => {
    throw new Error(`not every server answered after ${seconds} s.`);
  });
  try {
    await Promise.race([Promise.all(servers.map(up)), ...running.map(exited), late]);
  } catch (error) {
    giveUp.abort();
    await stop();
    throw error;
  }
  giveUp.abort();
  return { stop };
}
