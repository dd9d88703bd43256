import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retentionOf } from "#server/messages/contact-outbox.ts";
import { LEASE_MS } from "#server/messages/contact-sql.ts";
import { type ContactStore, maxMegabytesFrom, openContactStore } from "#server/messages/contact-store.ts";
import { REPEAT_WINDOW_MS } from "#server/messages/spam-signals.ts";

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
    expect(exec.mock.calls.map(([sql]) => sql).join("\n")).toMatch(
      /PRAGMA journal_mode = WAL;.*PRAGMA synchronous = FULL;/,
    );
    const other = new DatabaseSync(file);
    expect(other.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    other.close();
  });

  it("writes messages that arrive together in one commit, and answers each once it is committed", async () => {
    store = openContactStore(file);
    const other = new DatabaseSync(file);
    // The pages in the write-ahead log: each commit adds at least one.
    const walPages = () => (other.prepare("PRAGMA wal_checkpoint(PASSIVE)").get() as { log: number }).log;
    const messages = (from: number) =>
      Array.from({ length: 100 }, (_, index) => ({ ...MESSAGE, message: `Message ${from + index}` }));

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

  it("refuses messages past its size cap, and takes them again once old ones are removed, without reopening", async () => {
    store = openContactStore(file, { maxMegabytes: 0.1 });
    const long = { ...MESSAGE, message: "x".repeat(4000) };
    let refused: unknown;
    for (let count = 0; count < 100 && !refused; count += 1)
      await store.add(long, "fi").catch((error: unknown) => (refused = error));
    expect((refused as Error).message).toMatch(/full/);
    const kept = store.list().length;
    expect(kept).toBeGreaterThan(0);
    // Nothing half written: what was refused is not there.
    expect(store.purge({ before: Date.now() + 1, heldBefore: 0 })).toBe(kept);
    await expect(store.add(long, "fi")).resolves.toMatch(/^[\w-]{36}$/);
  });

  it("stores a message that fits even when one sent with it does not: sharing a commit changes nothing", async () => {
    store = openContactStore(file, { maxMegabytes: 0.1 });
    const long = { ...MESSAGE, message: "x".repeat(4000) };
    let full = false;
    while (!full) await store.add(long, "fi").catch(() => (full = true));
    const [big, small] = await Promise.allSettled([
      store.add(long, "fi"),
      store.add({ ...MESSAGE, message: "Short" }, "fi"),
    ]);
    expect(big.status).toBe("rejected");
    expect(small.status).toBe("fulfilled");
    expect(store.list().filter((message) => message.message === "Short")).toHaveLength(1);
  });

  it("waits for a database another connection holds, without blocking, and refuses after a few seconds", async () => {
    store = openContactStore(file);
    const other = new DatabaseSync(file);
    other.exec("BEGIN IMMEDIATE");
    // Released a moment later: the message waits, then goes in.
    const waiting = store.add(MESSAGE, "fi");
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 10);
    setTimeout(() => other.exec("COMMIT"), 300);
    await expect(waiting).resolves.toMatch(/^[\w-]{36}$/);
    clearInterval(ticking);
    // The server's own timers ran while the message waited.
    expect(ticks).toBeGreaterThan(5);

    // Held for good: refused, not left hanging.
    other.exec("BEGIN IMMEDIATE");
    await expect(store.add(MESSAGE, "fi")).rejects.toThrow(/locked/);
    other.exec("ROLLBACK");
    other.close();
    expect(store.list()).toHaveLength(1);
  });

  it("tells the health check what waits and what was delivered, and whether the largest message would fit now", async () => {
    store = openContactStore(file, { maxMegabytes: 0.1 });
    const [first, second] = [await store.add(MESSAGE, "fi", 1_000), await store.add(MESSAGE, "fi", 2_000)];
    await store.outbox.failed(first, {
      attempts: 1,
      at: 3_000,
      nextAttemptAt: 13_000,
      reply: "421 4.7.0 Try again later",
    });
    await store.outbox.failed(second, {
      attempts: 1,
      at: 4_000,
      nextAttemptAt: 14_000,
      reply: "535 5.7.8 Authentication failed",
    });
    expect(store.deliveryFacts(true)).toEqual({
      pending: 2,
      oldestPendingAt: 1_000,
      lastDeliveredAt: null,
      lastRefusal: "535 5.7.8 Authentication failed",
      held: 0,
      oldestHeldAt: null,
      forwarding: true,
    });
    await store.outbox.delivered(second, 20_000);
    expect(store.deliveryFacts(true)).toMatchObject({
      pending: 1,
      lastDeliveredAt: 20_000,
      lastRefusal: "421 4.7.0 Try again later",
    });
    expect(() => store.probeWrite()).not.toThrow();
    // Filled to its cap with short messages: a short one may still fit, the largest does not.
    let full = false;
    while (!full) await store.add({ ...MESSAGE, message: "x".repeat(200) }, "fi").catch(() => (full = true));
    expect(() => store.probeWrite()).toThrow(/full/);
    store.purge({ before: Date.now() + 1, heldBefore: 0 });
    expect(() => store.probeWrite()).not.toThrow();
    // The probe leaves nothing behind.
    expect(store.list()).toEqual([]);
  });

  it("keeps a held message out of the outbox and the pending count until it is released, and discards only held ones", async () => {
    store = openContactStore(file);
    const held = await store.add(MESSAGE, "fi", 1_000, ["honeypot", "no-proof"]);
    const person = await store.add({ ...MESSAGE, message: "Kiitos" }, "fi", 2_000);
    expect((await store.outbox.due(10_000, 20)).map((message) => message.id)).toEqual([person]);
    // Claimed by that run for its lease.
    expect(store.nextDue()).toBe(10_000 + LEASE_MS);
    expect(store.deliveryFacts(true)).toMatchObject({ pending: 1, oldestPendingAt: 2_000, held: 1 });
    expect(store.get(held)?.heldReasons).toEqual(["honeypot", "no-proof"]);

    expect(store.discard(person)).toBe(false);
    expect(store.release(person)).toBe(false);
    expect(store.release(held, 5_000)).toBe(true);
    expect(store.get(held)).toMatchObject({ heldReasons: [], nextAttemptAt: 5_000, attempts: 0, receivedAt: 1_000 });
    expect((await store.outbox.due(10_000, 20)).map((message) => message.id)).toEqual([held]);
    expect(store.deliveryFacts(true)).toMatchObject({ pending: 2, held: 0 });

    const other = await store.add(MESSAGE, "fi", 3_000, ["links"]);
    expect(store.discard(other)).toBe(true);
    expect(store.get(other)).toBeUndefined();
  });

  it("hands a due message to one run only, until its send is recorded or the lease has passed", async () => {
    store = openContactStore(file);
    const other = openContactStore(file);
    await store.add(MESSAGE, "fi", 1_000);
    await store.add(MESSAGE, "en", 2_000);
    // Two processes' outboxes on one database: what one claimed, the other does not get.
    expect((await store.outbox.due(5_000, 20)).map((message) => message.locale)).toEqual(["fi", "en"]);
    expect(await other.outbox.due(5_000, 20)).toEqual([]);
    expect(await other.outbox.due(5_000 + LEASE_MS, 20)).toHaveLength(2);
    other.close();
  });

  it("removes held messages after their 30 days once two daily reports have named them, whatever the site's retention, and used proofs once expired", async () => {
    store = openContactStore(file);
    const day = 24 * 60 * 60 * 1000;
    const now = 100 * day;
    const [oldHeld, oldPerson, newHeld] = [
      await store.add(MESSAGE, "fi", now - 31 * day, ["honeypot"]),
      await store.add(MESSAGE, "fi", now - 31 * day),
      await store.add(MESSAGE, "fi", now - 29 * day, ["honeypot"]),
    ];
    // Never reported (the mail server down all month, say): kept.
    expect(store.purge(retentionOf(365, now), now)).toBe(0);
    await store.heldReport.markReported(now);
    expect(store.purge(retentionOf(365, now), now)).toBe(0);
    await store.heldReport.markReported(now);
    expect(store.purge(retentionOf(365, now), now)).toBe(1);
    expect([oldHeld, oldPerson, newHeld].map((id) => store.get(id) !== undefined)).toEqual([false, true, true]);
    // The site's retention, past it, removes every message, reported or not.
    expect(store.purge(retentionOf(20, now), now)).toBe(2);

    expect(await store.claimProof("a", 50)).toBe(true);
    expect(await store.claimProof("b", 150)).toBe(true);
    store.purge(retentionOf(365, 100_000), 100_000);
    // "a" expired at 50 s: gone, so the challenge itself refuses it from now on; "b" is still remembered.
    expect(await store.claimProof("b", 150)).toBe(false);
    expect(await store.claimProof("a", 50)).toBe(true);
  });

  it("claims a proof once, counts the other addresses that sent a text lately, and keeps the secret it made", async () => {
    store = openContactStore(file);
    expect(await store.claimProof("signature", 2_000_000_000)).toBe(true);
    expect(await store.claimProof("signature", 2_000_000_000)).toBe(false);

    const text = { name: "Bot", email: "bot1@example.com", message: "Buy now" };
    await store.add(text, "fi", 1_000);
    await store.add({ ...text, email: "BOT1@example.com" }, "fi", 2_000);
    await store.add({ ...text, email: "bot2@example.com" }, "fi", 3_000, ["honeypot"]);
    await store.add({ ...text, email: "bot3@example.com" }, "fi", 500);
    await store.add({ ...text, email: "bot5@example.com" }, "fi", 2_500);
    // bot1 and bot5 since 1 s: not bot3, before it, nor bot2, held (a held robot's text does not count).
    expect(store.otherSenders({ ...text, email: "bot4@example.com" }, 1_000)).toBe(2);
    expect(store.otherSenders({ ...text, email: "bot4@example.com" }, 2_600)).toBe(0);
    // Nor the sender's own address, whatever its case: bot5 only.
    expect(store.otherSenders({ ...text, email: "Bot1@example.com" }, 1_000)).toBe(1);
    expect(store.otherSenders({ ...text, message: "Buy now!" }, 0)).toBe(0);

    const secret = store.secret("challenge");
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    store.close();
    store = openContactStore(file);
    expect(store.secret("challenge")).toBe(secret);
  });

  it("holds a message back: its first attempt is due the hold-back after it was received", async () => {
    store = openContactStore(file);
    const id = await store.add(MESSAGE, "fi", 1_000, [], 300_000);
    expect(store.get(id)).toMatchObject({ receivedAt: 1_000, nextAttemptAt: 301_000, heldReasons: [] });
    expect(store.nextDue()).toBe(301_000);
    expect(await store.outbox.due(300_999, 20)).toEqual([]);
    expect((await store.outbox.due(301_000, 20)).map((message) => message.id)).toEqual([id]);
  });

  it("holds, with a text held for its repetition and in its commit, the copies from other addresses still waiting, never a delivered or released one", async () => {
    store = openContactStore(file);
    const text = "Get 500 free spins today! Best casino bonus, limited offer. Reply now.";
    const from = (email: string) => ({ name: "Lucky", email, message: text });
    const start = REPEAT_WINDOW_MS;
    const now = 2 * REPEAT_WINDOW_MS;
    const waiting = await store.add(from("a@bonus.example"), "fi", start + 1_000, [], 300_000);
    const failing = await store.add(from("b@bonus.example"), "fi", start + 2_000);
    await store.outbox.failed(failing, {
      attempts: 1,
      at: start + 3_000,
      nextAttemptAt: start + 13_000,
      reply: "421 4.7.0 Try again later",
    });
    const delivered = await store.add(from("c@bonus.example"), "fi", start + 4_000);
    await store.outbox.delivered(delivered, start + 5_000);
    const released = await store.add(from("d@bonus.example"), "fi", start + 6_000, ["honeypot"]);
    store.release(released, start + 7_000);
    const before = await store.add(from("e@bonus.example"), "fi", start - 1, [], 300_000);
    const own = await store.add(from("t@bonus.example"), "fi", start + 8_000, [], 300_000);
    const otherText = await store.add(
      { ...from("a@bonus.example"), message: `${text} Now!` },
      "fi",
      start + 9_000,
      [],
      300_000,
    );
    const state = (id: string) => {
      const message = store.get(id);
      return message?.heldReasons.join(",") || (message?.deliveredAt === null ? "waiting" : "delivered");
    };
    const states = () => [waiting, failing, delivered, released, before, own, otherText].map(state);

    // A robot held for another sign as well does not hold them: it need not have paid for its copy.
    await store.add(from("u@bonus.example"), "fi", now - 1, ["no-proof", "repeated-text"]);
    expect(states()).toEqual(["waiting", "waiting", "delivered", "waiting", "waiting", "waiting", "waiting"]);
    const held = await store.add(from("T@bonus.example"), "fi", now, ["repeated-text"]);
    expect(state(held)).toBe("repeated-text");
    // Those waiting from other addresses within the window, and no other: not the sender's own, nor another text.
    expect(states()).toEqual([
      "repeated-text",
      "repeated-text",
      "delivered",
      "waiting",
      "waiting",
      "waiting",
      "waiting",
    ]);
    // Held for its repetition alone, a copy counts as a sender of the text; the robot held for no proof does not.
    expect(store.otherSenders(from("v@bonus.example"), now - 1)).toBe(1);
  });

  it("stores a message held for its repetition and holds the copies waiting together or not at all: one commit", async () => {
    store = openContactStore(file);
    const text = "Get 500 free spins today! Best casino bonus, limited offer. Reply now.";
    const waiting = await store.add(
      { name: "Lucky", email: "a@bonus.example", message: text },
      "fi",
      1_000,
      [],
      300_000,
    );
    // The hold fails after the insert, as a write may on a full disk: the insert is undone with it.
    const other = new DatabaseSync(file);
    other.exec(
      "CREATE TRIGGER full BEFORE UPDATE OF held_reasons ON contact_messages BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    await expect(
      store.add({ name: "Lucky", email: "b@bonus.example", message: text }, "fi", 2_000, ["repeated-text"]),
    ).rejects.toThrow(/full/);
    expect(other.prepare("SELECT id, held_reasons FROM contact_messages").all()).toEqual([
      { id: waiting, held_reasons: null },
    ]);
    other.close();
  });

  it("records a message held while its send was under way as delivered, not held: what went out cannot be recalled", async () => {
    store = openContactStore(file);
    const text = "Get 500 free spins today! Best casino bonus, limited offer. Reply now.";
    const sending = await store.add({ ...MESSAGE, message: text }, "fi", 1_000);
    expect((await store.outbox.due(2_000, 20)).map((message) => message.id)).toEqual([sending]);
    await store.add({ ...MESSAGE, email: "bot@bonus.example", message: text }, "fi", 3_000, ["repeated-text"]);
    expect(store.get(sending)?.heldReasons).toEqual(["repeated-text"]);
    await store.outbox.delivered(sending, 4_000);
    expect(store.get(sending)).toMatchObject({ deliveredAt: 4_000, heldReasons: [] });
  });

  it("marks a released message released, so no copy of its text holds it again", async () => {
    store = openContactStore(file);
    const id = await store.add(MESSAGE, "fi", 1_000, ["honeypot"]);
    store.release(id, 5_000);
    const other = new DatabaseSync(file);
    expect(other.prepare("SELECT released_at FROM contact_messages WHERE id = ?").get(id)).toEqual({
      released_at: 5_000,
    });
    other.close();
  });

  it("reads its size cap from CONTACT_MAX_DB_MB", () => {
    store = openContactStore(file);
    expect(maxMegabytesFrom(undefined)).toBeUndefined();
    expect(maxMegabytesFrom("")).toBeUndefined();
    expect(maxMegabytesFrom("512")).toBe(512);
    expect(() => maxMegabytesFrom("-1")).toThrow(
      'CONTACT_MAX_DB_MB: expected a positive number of megabytes, got "-1"',
    );
  });
});
