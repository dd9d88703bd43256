import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backUp, checkBackup, databaseHolder, holdDatabase, restore } from "./backup.ts";
import { openContactStore } from "./contact-store.ts";

const MESSAGE = { name: "Aino", email: "aino@example.com", message: "Hei!" };
let dir: string;
let database: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "backup-"));
  database = join(dir, "messages.sqlite");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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

  it("is refused while a server holds the database, and not after it has stopped or died", async () => {
    (await storeWith(1)).close();
    const backup = join(dir, "backup.sqlite");
    backUp(database, backup);
    const release = holdDatabase(database);
    expect(databaseHolder(database)).toBe(process.pid);
    expect(() => restore(database, backup)).toThrow(`The server (process ${process.pid}) is using ${database}: stop it, then restore.`);
    release();
    expect(existsSync(`${database}.server`)).toBe(false);

    // A server that died without releasing it: its process is gone, so it holds nothing.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(`${database}.server`, `${gone.stdout}\n`);
    expect(databaseHolder(database)).toBeUndefined();
    expect(restore(database, backup).messages).toBe(1);
  });
});
