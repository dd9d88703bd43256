import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ContactStore, openContactStore } from "./contact-store.ts";

const MESSAGE = { name: "Aino", email: "aino@example.com", message: "Hei!" };
let dir: string;
let file: string;
let store: ContactStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "contact-store-"));
  file = join(dir, "messages.sqlite");
});

afterEach(() => {
  vi.restoreAllMocks();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the contact store", () => {
  it("syncs every commit to the disk (WAL, synchronous=FULL), so an acknowledged message survives a power cut", () => {
    const exec = vi.spyOn(DatabaseSync.prototype, "exec");
    store = openContactStore(file);
    expect(exec.mock.calls.map(([sql]) => sql).join("\n")).toMatch(/PRAGMA journal_mode = WAL;.*PRAGMA synchronous = FULL;/);
    const other = new DatabaseSync(file);
    expect(other.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    other.close();
  });

  it("writes messages that arrive together in one commit, and answers each once it is committed", async () => {
    store = openContactStore(file);
    const other = new DatabaseSync(file);
    // The pages in the write-ahead log: each commit adds at least one.
    const walPages = () => (other.prepare("PRAGMA wal_checkpoint(PASSIVE)").get() as { log: number }).log;
    const messages = (from: number) => Array.from({ length: 100 }, (_, index) => ({ ...MESSAGE, message: `Message ${from + index}` }));

    let before = walPages();
    for (const message of messages(0)) await store.add(message, "fi");
    expect(walPages() - before, "one after another: a commit each").toBeGreaterThanOrEqual(100);

    before = walPages();
    const ids = await Promise.all(messages(100).map((message) => store.add(message, "fi")));
    expect(walPages() - before, "together: one commit").toBeLessThan(10);
    expect(new Set(ids).size).toBe(100);
    // Read by another connection: every message is committed.
    expect(other.prepare("SELECT count(*) AS count FROM contact_messages").get()).toEqual({ count: 200 });
    other.close();
  });

  it("commits what is waiting before it closes", async () => {
    store = openContactStore(file);
    const waiting = store.add(MESSAGE, "en");
    store.close();
    const id = await waiting;
    store = openContactStore(file);
    expect(store.get(id)).toMatchObject({ name: "Aino", message: "Hei!" });
  });
});
