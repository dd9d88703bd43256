/**
 * A message is acknowledged only once it is on the disk. Reading the PRAGMA's text, or killing the process, could
 * not tell: synchronous = OFF passes both. So the server runs under strace (Debian's, installed by
 * `npm run system-tools`), which records each sync of a file and each write to a socket in the order they happen,
 * and for every message answered 201 the write-ahead log's fsync must come before the answer's write. The same
 * check of a copy of the server whose store says NORMAL in place of FULL finds no such sync: the check can fail.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { servedUrl } from "#e2e/served-url.ts";
import { expect, test } from "#e2e/fixtures.ts";

const repo = join(import.meta.dirname, "..", "..", "..");
const STORE = join("server", "messages", "contact-store.ts");
const MESSAGES = 5;

let work: string;
test.beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "durability-"));
});
test.afterEach(() => rmSync(work, { recursive: true, force: true }));

/** The processes `pid` started, as the kernel lists them. */
const childrenOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );

/**
 * Runs the server of `project` under strace, sends it MESSAGES messages one after another, stops it and returns
 * what strace recorded: each line a system call, with the file or the connection its descriptor names (-yy).
 */
async function traceMessages(project: string, name: string): Promise<{ trace: string; statuses: number[] }> {
  const traceFile = join(work, `${name}.trace`);
  const dataDir = join(work, `${name}-data`);
  const strace: ChildProcess = spawn(
    "strace",
    [
      "-f",
      "-yy",
      "-s",
      "32",
      "-e",
      "trace=fsync,fdatasync,write,writev,sendto",
      "-o",
      traceFile,
      process.execPath,
      join(project, "server", "index.ts"),
    ],
    {
      cwd: project,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "0" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = once(strace, "close");
  let log = "";
  strace.stdout?.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
  // Traced, the server starts slowly.
  const url = await servedUrl(() => log, 60_000);
  // A page first: its answer ends what the start wrote and synced, so each message's window begins at an answer.
  expect((await fetch(`${url}/contact`)).status).toBe(200);
  const statuses: number[] = [];
  for (let n = 0; n < MESSAGES; n += 1) {
    const response = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Aino", email: "aino@example.com", message: `message ${n}` }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  // The server is strace's child: stopped by its own SIGTERM, so strace writes the whole record and ends.
  const [server] = childrenOf(strace.pid ?? 0);
  process.kill(server ?? 0, "SIGTERM");
  await exited;
  return { trace: readFileSync(traceFile, "utf8"), statuses };
}

/**
 * The 201 answers of a trace, each with whether the write-ahead log was synced since the answer before (to any
 * request): strace's lines are in the order the calls returned, and the requests were sent one at a time.
 */
function answersAndSyncs(trace: string): { synced: boolean }[] {
  const answers: { synced: boolean }[] = [];
  let synced = false;
  for (const line of trace.split("\n")) {
    if (/\b(fsync|fdatasync)\(\d+<[^>]*-wal>\) = 0/.test(line)) synced = true;
    const answer = /\b(write|writev|sendto)\(\d+<TCP:\[[^\]]*\]>, .*"HTTP\/1\.1 (\d{3}) /.exec(line);
    if (!answer) continue;
    if (answer[2] === "201") answers.push({ synced });
    synced = false;
  }
  return answers;
}

test("every message answered 201 was synced to the disk first: strace shows the WAL's fsync before each answer's write, and not with NORMAL in its place", async () => {
  test.setTimeout(180_000);
  const full = await traceMessages(repo, "full");
  expect(full.statuses).toEqual(Array(MESSAGES).fill(201));
  expect(answersAndSyncs(full.trace)).toEqual(Array(MESSAGES).fill({ synced: true }));

  // A copy of the server whose store commits with synchronous = NORMAL; the rest of the project shared.
  const copy = join(work, "project");
  cpSync(join(repo, "server"), join(copy, "server"), { recursive: true });
  for (const shared of ["src", "node_modules", "build", "package.json"])
    symlinkSync(join(repo, shared), join(copy, shared));
  const store = readFileSync(join(copy, STORE), "utf8");
  expect(store).toContain("PRAGMA synchronous = FULL;");
  writeFileSync(join(copy, STORE), store.replace("PRAGMA synchronous = FULL;", "PRAGMA synchronous = NORMAL;"));
  const normal = await traceMessages(copy, "normal");
  expect(normal.statuses).toEqual(Array(MESSAGES).fill(201));
  expect(answersAndSyncs(normal.trace)).toEqual(Array(MESSAGES).fill({ synced: false }));
});
