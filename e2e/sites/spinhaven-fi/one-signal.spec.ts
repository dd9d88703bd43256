/**
 * One signal stops what an operator started through npm: a service manager, a container runtime or a supervisor
 * signals the process it started, which is npm's own, never its group. npm passes the signal to the shell that runs
 * the script; the script's `exec` makes that shell the program itself, so the signal reaches the server or the inbox
 * command, not only a shell that would die and leave it running.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { servedUrl } from "#e2e/served-url.ts";
import { messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { expect, test } from "#e2e/fixtures.ts";

const repo = join(import.meta.dirname, "..", "..", "..");

let dataDir: string;
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "one-signal-"));
});
test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = { child: ChildProcess; stdout: string; stderr: string; closed: Promise<number | null> };

/** `npm run <args>` on this test's data, its output kept. */
function npmRun(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn("npm", ["run", "--silent", ...args], {
    cwd: repo,
    env: { ...process.env, SITE: "spinhaven-fi", DATA_DIR: dataDir, ...env },
  });
  const run: Run = {
    child,
    stdout: "",
    stderr: "",
    closed: once(child, "close").then(([code]) => code as number | null),
  };
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (run.stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (run.stderr += chunk));
  return run;
}

/** The processes `pid` started, as the kernel lists them. */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
}

/** Whether `pid` still runs (a zombie, ended but not yet reaped, does not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** The program npm runs: npm's child, the script's shell that becomes the program by `exec`. */
async function programOf(npm: ChildProcess): Promise<number> {
  let program: number | undefined;
  await expect.poll(() => (program = childrenOf(npm.pid ?? 0)[0])).toBeDefined();
  return program ?? 0;
}

test("one SIGTERM to npm's own process (npm run serve) stops the server: its stop logged, exit 0, nothing left running, the database free to restore", async () => {
  const server = npmRun(["serve"], { HOST: "127.0.0.1", PORT: "0" });
  const url = await servedUrl(() => server.stdout, 20_000);
  const sent = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Aino", email: "aino@example.com", message: "Hei" }),
  });
  expect(sent.status).toBe(201);
  const backup = join(dataDir, "backup.sqlite");
  const backedUp = npmRun(["inbox", "--", "backup", backup]);
  expect(await backedUp.closed).toBe(0);
  const program = await programOf(server.child);

  server.child.kill("SIGTERM");
  expect(await server.closed).toBe(0);
  expect(server.stdout).toContain("SIGTERM: finishing requests in flight, then stopping.");
  expect(server.stdout).toMatch(/INFO: stopped\n$/);
  expect(running(program), `the server (process ${program}) is still running`).toBe(false);

  const restored = npmRun(["inbox", "--", "restore", backup]);
  expect(await restored.closed).toBe(0);
  expect(restored.stdout).toMatch(/^Restored 1 message from /);
});

for (const [signal, code] of [
  ["SIGTERM", 143],
  ["SIGINT", 130],
] as const) {
  test(`one ${signal} to npm's own process (npm run inbox) stops a command waiting for the lock: the database closed, nothing changed, nothing left running`, async () => {
    const file = messagesFile(dataDir, "spinhaven-fi");
    const store = openContactStore(file);
    await store.add({ name: "Aino", email: "aino@example.com", message: "Hei" }, "fi");
    store.close();
    // Another program writing: the command waits for it, without blocking.
    const writer = new DatabaseSync(file);
    writer.exec("BEGIN IMMEDIATE");
    const command = npmRun(["inbox", "--", "delete", "--email", "aino@example.com"]);
    // npm's child keeps its process id when the script's shell becomes the program.
    const program = await programOf(command.child);
    await expect
      .poll(() => command.stderr)
      .toContain("The database is busy (another program is writing to it): waiting…");

    command.child.kill(signal);
    expect(await command.closed).toBe(code);
    expect(command.stderr).toContain(`Stopped by ${signal}: nothing was changed.`);
    expect(running(program), `the command (process ${program}) is still running`).toBe(false);
    writer.exec("ROLLBACK");
    expect((writer.prepare("SELECT count(*) AS count FROM contact_messages").get() as { count: number }).count).toBe(1);
    writer.close();
  });
}
