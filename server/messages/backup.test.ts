import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backUp, backupName, checkBackup, holdDatabase, pruneBackups, restore } from "./backup.ts";
import { openContactStore } from "./contact-store.ts";

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
  const child = spawn(process.execPath, ["--input-type=module", "-e", source, database], { stdio: ["ignore", "pipe", "inherit"] });
  await once(child.stdout, "data");
  return child;
}

async function storeWith(count: number, text = "Message") {
  const store = openContactStore(database);
  await Promise.all(Array.from({ length: count }, (_, index) => store.add({ ...MESSAGE, message: `${text} ${index}` }, "fi")));
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
    expect(() => backUp(database, target)).toThrow(`${target} already exists: choose a new file, so no backup is overwritten.`);
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
    expect(store.list().map((message) => message.message).sort()).toEqual(["Backed up 0", "Backed up 1"]);
    store.close();
    expect(checkBackup(`${database}.replaced-2026-11-26T02-00-00-000Z`).messages).toBe(7);
  });

  it("is refused while a server holds the database, and not after it has stopped", async () => {
    (await storeWith(1)).close();
    const backup = join(dir, "backup.sqlite");
    backUp(database, backup);
    const release = holdDatabase(database);
    expect(() => restore(database, backup)).toThrow(`The server (process ${process.pid}) is using ${database}: stop it, then restore.`);
    release();
    expect(existsSync(`${database}.server`)).toBe(false);
    expect(restore(database, backup).messages).toBe(1);
  });

  it("a server killed with SIGKILL holds nothing: the kernel ends its lock, whatever its mark beside the database says", async () => {
    (await storeWith(1)).close();
    const backup = join(dir, "backup.sqlite");
    backUp(database, backup);
    const server = await holderProcess();
    expect(() => restore(database, backup)).toThrow(`The server (process ${server.pid}) is using ${database}: stop it, then restore.`);
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

describe("holdDatabase", () => {
  it("refuses a second server on the same database, naming the first", async () => {
    const first = await holderProcess();
    expect(() => holdDatabase(database)).toThrow(`Another server (process ${first.pid}) is serving ${database}: stop it first, or give this one a DATA_DIR of its own.`);
    // The refused one has not overwritten the first one's mark.
    expect(readFileSync(`${database}.server`, "utf8")).toBe(`${first.pid} server\n`);
    first.kill("SIGKILL");
    await once(first, "exit");
    holdDatabase(database)();
  });
});

describe("backups in a folder", () => {
  it("are named by their time, and those older than the cutoff are removed, other files left alone", () => {
    const folder = join(dir, "backups");
    mkdirSync(folder);
    expect(backupName("spinhaven-fi", new Date("2026-11-26T03:30:05.123Z"))).toBe("spinhaven-fi-messages-2026-11-26T03-30-05Z.sqlite");
    const names = ["2025-11-25T03-30-00Z", "2025-11-27T03-30-00Z", "2026-11-26T03-30-00Z"].map((time) => `spinhaven-fi-messages-${time}.sqlite`);
    for (const name of [...names, "spinhaven-messages-2020-01-01T00-00-00Z.sqlite", "notes.txt"]) writeFileSync(join(folder, name), "");
    expect(pruneBackups(folder, "spinhaven-fi", Date.parse("2025-11-26T03:30:00Z"))).toEqual([names[0]]);
    expect(readdirSync(folder).sort()).toEqual(["notes.txt", names[1], names[2], "spinhaven-messages-2020-01-01T00-00-00Z.sqlite"].sort());
  });
});
