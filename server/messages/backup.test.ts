import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactSettings } from "#server/hosting/build-manifest.ts";
import { createLog } from "#server/log.ts";
import { backUp, backupName, checkBackup, holdDatabase, pruneBackups, restore } from "#server/messages/backup.ts";
import { startContactService } from "#server/messages/contact-service.ts";
import { messagesFile, openContactStore } from "#server/messages/contact-store.ts";

const MESSAGE = { name: "Aino", email: "aino@example.com", message: "Hei!" };
let dir: string;
let database: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "backup-"));
  database = join(dir, "messages.sqlite");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Another process that holds the database as a server does, until it is killed. */
async function holderProcess(): Promise<ChildProcess> {
  const source = `import { holdDatabase } from ${JSON.stringify(join(import.meta.dirname, "backup.ts"))}; holdDatabase(process.argv[1]); console.log("held"); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source, database], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await once(child.stdout, "data");
  return child;
}

async function storeWith(count: number, text = "Message") {
  const store = openContactStore(database);
  await Promise.all(
    Array.from({ length: count }, (_, index) => store.add({ ...MESSAGE, message: `${text} ${index}` }, "fi")),
  );
  return store;
}

describe("backUp", () => {
  it("copies the messages while the store stays open and writing, and checks the copy", async () => {
    const store = await storeWith(3);
    const target = join(dir, "backup.sqlite");
    expect(backUp(database, target)).toEqual({ file: target, messages: 3 });
    await store.add(MESSAGE, "fi");
    expect(store.list()).toHaveLength(4);
    expect(checkBackup(target).messages).toBe(3);
    store.close();
  });

  it("never overwrites a file", async () => {
    (await storeWith(1)).close();
    const target = join(dir, "backup.sqlite");
    writeFileSync(target, "an older backup");
    expect(() => backUp(database, target)).toThrow(
      `${target} already exists: choose a new file, so no backup is overwritten.`,
    );
  });
});

describe("checkBackup", () => {
  it("refuses a file that is not a database of messages", () => {
    const text = join(dir, "notes.txt");
    writeFileSync(text, "not a database at all, just some words that are long enough to be read as a header");
    expect(() => checkBackup(text)).toThrow(`${text} is not a database of messages: file is not a database`);
    expect(() => checkBackup(join(dir, "missing.sqlite"))).toThrow("missing.sqlite does not exist.");
  });
});

describe("restore", () => {
  it("puts the backup in place of the database and keeps the replaced one beside it", async () => {
    (await storeWith(2, "Backed up")).close();
    const backup = join(dir, "backup.sqlite");
    backUp(database, backup);
    (await storeWith(5, "Later")).close();

    const result = restore(database, backup, new Date("2026-11-26T02:00:00Z"));
    expect(result).toEqual({ file: backup, messages: 2, replaced: `${database}.replaced-2026-11-26T02-00-00-000Z` });
    const store = openContactStore(database);
    expect(
      store
        .list()
        .map((message) => message.message)
        .sort(),
    ).toEqual(["Backed up 0", "Backed up 1"]);
    store.close();
    expect(checkBackup(`${database}.replaced-2026-11-26T02-00-00-000Z`).messages).toBe(7);
  });

  it("from a copy of a database in WAL mode, leaves nothing of its own copy beside the database", async () => {
    (await storeWith(2)).close();
    const backup = join(dir, "copy.sqlite");
    copyFileSync(database, backup);
    rmSync(database);
    expect(restore(database, backup).messages).toBe(2);
    expect(
      readdirSync(dir)
        .filter((name) => name.startsWith(basename(database)))
        .sort(),
    ).toEqual([basename(database), basename(`${database}.lock`)]);
  });

  it("is refused while a server holds the database, and not after it has stopped", async () => {
    (await storeWith(1)).close();
    const backup = join(dir, "backup.sqlite");
    backUp(database, backup);
    const release = holdDatabase(database);
    expect(() => restore(database, backup)).toThrow(
      `The server (process ${process.pid}) is using ${database}: stop it, then restore.`,
    );
    release();
    expect(existsSync(`${database}.server`)).toBe(false);
    expect(restore(database, backup).messages).toBe(1);
  });

  it("a server killed with SIGKILL holds nothing: the kernel ends its lock, whatever its mark beside the database says", async () => {
    (await storeWith(1)).close();
    const backup = join(dir, "backup.sqlite");
    backUp(database, backup);
    const server = await holderProcess();
    expect(() => restore(database, backup)).toThrow(
      `The server (process ${server.pid}) is using ${database}: stop it, then restore.`,
    );
    server.kill("SIGKILL");
    await once(server, "exit");
    expect(readFileSync(`${database}.server`, "utf8")).toBe(`${server.pid} server\n`);
    expect(restore(database, backup).messages).toBe(1);
  });

  it("a mark naming a running process, left without its lock, holds nothing either", async () => {
    (await storeWith(1)).close();
    const backup = join(dir, "backup.sqlite");
    backUp(database, backup);
    writeFileSync(`${database}.server`, `${process.pid} server\n`);
    expect(restore(database, backup).messages).toBe(1);
  });
});

/**
 * What a second server, a process of its own as in life, says when it tries to hold the database: "held", or why not.
 * Its own process, since SQLite within one process may count a lock file a closed connection had as the same file.
 */
async function secondServer(): Promise<string> {
  const source = `import { holdDatabase } from ${JSON.stringify(join(import.meta.dirname, "backup.ts"))}; try { holdDatabase(process.argv[1])(); console.log("held"); } catch (error) { console.log(error.message); }`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source, database], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let said = "";
  child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
  await once(child, "exit");
  return said.trim();
}

describe("holdDatabase", () => {
  it("refuses a second server on the same database, naming the first", async () => {
    const first = await holderProcess();
    try {
      expect(await secondServer()).toBe(
        `Another server (process ${first.pid}) is serving ${database}: stop it first, or give this one a DATA_DIR of its own.`,
      );
      // The refused one has not overwritten the first one's mark.
      expect(readFileSync(`${database}.server`, "utf8")).toBe(`${first.pid} server\n`);
    } finally {
      first.kill("SIGKILL");
      await once(first, "exit");
    }
    expect(await secondServer()).toBe("held");
  });
});

describe("backups in a folder", () => {
  it("are named by their time, and those older than the cutoff are removed, other files left alone", () => {
    const folder = join(dir, "backups");
    mkdirSync(folder);
    expect(backupName("spinhaven-fi", new Date("2026-11-26T03:30:05.123Z"))).toBe(
      "spinhaven-fi-messages-2026-11-26T03-30-05Z.sqlite",
    );
    const names = ["2025-11-25T03-30-00Z", "2025-11-27T03-30-00Z", "2026-11-26T03-30-00Z"].map(
      (time) => `spinhaven-fi-messages-${time}.sqlite`,
    );
    for (const name of [...names, "spinhaven-messages-2020-01-01T00-00-00Z.sqlite", "notes.txt"])
      writeFileSync(join(folder, name), "");
    expect(pruneBackups(folder, "spinhaven-fi", Date.parse("2025-11-26T03:30:00Z"))).toEqual([names[0]]);
    expect(readdirSync(folder).sort()).toEqual(
      ["notes.txt", names[1], names[2], "spinhaven-messages-2020-01-01T00-00-00Z.sqlite"].sort(),
    );
  });
});

describe("a restore killed at any step", () => {
  const SITE: ContactSettings = {
    siteId: "spinhaven-fi",
    url: "https://fi.spinhaven.example",
    supportEmail: "tuki@spinhaven.example",
    retentionDays: 365,
    pages: {},
    defaultLocale: "fi",
  };
  /** The system calls by which a restore changes its folder or syncs it: each one a step at which it can be killed. */
  const STEP_CALLS = ["link", "rename", "unlink", "fsync"];
  type Step = { call: string; ordinal: number; line: string };
  let data: string;
  let backup: string;

  beforeEach(() => {
    data = join(dir, "data");
    database = messagesFile(data, SITE.siteId);
    backup = join(dir, "backup.sqlite");
  });

  /**
   * Restores the backup into the database in a process of its own, under strace (Debian's, which `npm run system-tools`
   * installs). With `kill`, strace kills it with SIGKILL on entering that call, before the call runs. Returns the steps
   * it took, in order: its main thread's calls of STEP_CALLS, each with its ordinal among the calls of its name.
   */
  async function restoreUnderStrace(kill?: Pick<Step, "call" | "ordinal">): Promise<Step[]> {
    const trace = join(dir, "restore.trace");
    const source = `import { restore } from ${JSON.stringify(join(import.meta.dirname, "backup.ts"))}; restore(process.argv[1], process.argv[2]);`;
    const inject = kill ? ["-e", `inject=${kill.call}:signal=KILL:when=${kill.ordinal}`] : [];
    const strace = spawn(
      "strace",
      [
        "-f",
        "-yy",
        "-o",
        trace,
        "-e",
        `trace=execve,${STEP_CALLS.join(",")}`,
        ...inject,
        process.execPath,
        "--input-type=module",
        "-e",
        source,
        database,
        backup,
      ],
      {
        stdio: "inherit",
      },
    );
    const [code, signal] = (await once(strace, "close")) as [number | null, string | null];
    expect(kill ? signal : code).toBe(kill ? "SIGKILL" : 0);
    const lines = readFileSync(trace, "utf8").split("\n");
    // Each line begins with the thread's id, padded to five columns.
    const main = /^(\d+) +execve\(/.exec(lines[0] ?? "")?.[1];
    const counts = new Map<string, number>();
    return lines.flatMap((line) => {
      const [, pid, call = ""] = /^(\d+) +(\w+)\(/.exec(line) ?? [];
      if (pid !== main || !STEP_CALLS.includes(call)) return [];
      const ordinal = (counts.get(call) ?? 0) + 1;
      counts.set(call, ordinal);
      return [{ call, ordinal, line }];
    });
  }

  /** The server's next start on the data folder, stopped again: the messages its database then holds, and what it logged. */
  async function nextStart(): Promise<{ messages: number; log: string }> {
    let log = "";
    const stream = new PassThrough().on("data", (chunk: Buffer) => (log += chunk.toString()));
    const service = startContactService({
      settings: SITE,
      name: "SpinHaven",
      root: dir,
      pages: [],
      headers: {},
      env: { DATA_DIR: data },
      log: createLog("json", { out: stream, err: stream }),
    });
    await service.stop();
    return { messages: checkBackup(database).messages, log };
  }

  it("leaves the old database or the new one at its path, whole, and the next start serves that one", async () => {
    (await storeWith(2, "Backed up")).close();
    backUp(database, backup);
    (await storeWith(3, "Later")).close();
    const [OLD, NEW] = [5, 2];
    const pristine = join(dir, "pristine");
    cpSync(data, pristine, { recursive: true });
    // The steps on the database's own files: those on the lock the restore holds meanwhile touch no message.
    const steps = (await restoreUnderStrace()).filter(
      (step) => !step.line.includes(`${database}.lock`) && !step.line.includes(`${database}.server`),
    );
    const renamed = steps.findIndex((step) => step.call === "rename" && step.line.includes(`, "${database}"`));
    expect(renamed, steps.map((step) => step.line).join("\n")).toBeGreaterThan(0);

    for (const [index, step] of steps.entries()) {
      rmSync(data, { recursive: true });
      cpSync(pristine, data, { recursive: true });
      expect((await restoreUnderStrace(step)).at(-1), "killed where it was told").toMatchObject({
        call: step.call,
        ordinal: step.ordinal,
      });
      const expected = index <= renamed ? OLD : NEW;
      const where = `killed on entering ${step.line}`;
      expect(checkBackup(database).messages, where).toBe(expected);

      // Cut off after its copy and before its rename, the restore left that copy of the backup and perhaps a second name
      // of the database itself: the start removes them, and says so. A replaced database kept is a file of its own.
      const incoming = basename(`${database}.restoring`);
      const cutOff = readdirSync(data).includes(incoming);
      const start = await nextStart();
      expect(start.messages, where).toBe(expected);
      expect(start.log.includes("was cut off"), where).toBe(cutOff);
      const names = readdirSync(data);
      expect(names, where).not.toContain(incoming);
      for (const name of names.filter((file) => file.includes(".replaced-"))) {
        expect(statSync(join(data, name)).ino, where).not.toBe(statSync(database).ino);
        expect(checkBackup(join(data, name)).messages, where).toBe(OLD);
      }
    }
  }, 60_000);

  it("a first restore cut off before its rename leaves no database, and the next start refuses, saying how to finish, rather than start an empty one", async () => {
    (await storeWith(2)).close();
    backUp(database, backup);
    rmSync(data, { recursive: true });
    // With no database to keep, the restore's one rename is the one over the database's path.
    await restoreUnderStrace({ call: "rename", ordinal: 1 });
    expect(existsSync(database)).toBe(false);

    await expect(nextStart()).rejects.toThrow(
      `${database} is missing, and a restore's files are beside it (${database}.restoring): the messages may be in them, so no ` +
        'empty database is made in its place. Finish the restore by running it again ("npm run inbox -- restore <the backup>").',
    );
    expect(existsSync(database)).toBe(false);
    restore(database, backup);
    expect((await nextStart()).messages).toBe(2);
  }, 30_000);

  it("a database missing beside one a restore replaced is not started empty: the refusal names the way back", async () => {
    (await storeWith(3)).close();
    const replaced = `${database}.replaced-2026-11-26T02-00-00-000Z`;
    renameSync(database, replaced);
    await expect(nextStart()).rejects.toThrow(
      `(${replaced}): the messages may be in them, so no empty database is made in its place. Finish the restore by running it again ("npm run inbox -- restore <the backup>"), or put back the database it replaced ("mv ${replaced} ${database}").`,
    );
    expect(existsSync(database)).toBe(false);
  });
});
