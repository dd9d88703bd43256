// @vitest-environment node
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { d1ContactStore } from "#server/messages/contact-d1.ts";
import { fakeD1 as fakeD1Of } from "#scripts/fake-d1.ts";
import { createWorker } from "#server/cloudflare-worker.ts";
import { deliverDue } from "#server/messages/contact-outbox.ts";
import { REPEAT_WINDOW_MS } from "#server/messages/spam-signals.ts";

const fakeD1 = (db?: DatabaseSync) => fakeD1Of(join(import.meta.dirname, "migrations"), db);

const MESSAGE = { name: "Ada", email: "ada@example.com", message: "Hello" };
const SITE = {
  name: "Revontuli",
  url: "https://fi.spinhaven.example",
  from: "tuki@fi.spinhaven.example",
  to: "owner@example.com",
};

describe("the D1 contact store", () => {
  it("hands a due message to one run only, until its send is recorded or the lease has passed", async () => {
    const store = d1ContactStore(fakeD1());
    await store.add(MESSAGE, "fi", 1_000);
    await store.add(MESSAGE, "en", 2_000);
    const claimed = await store.outbox.due(5_000, 20);
    expect(claimed.map((message) => message.locale)).toEqual(["fi", "en"]);
    expect(await store.outbox.due(5_000, 20)).toEqual([]);
    expect(await store.outbox.due(5_000 + 3 * 60_000, 20)).toHaveLength(2);
  });

  it("records failures with their retry time, delivers on the next run, and purges by age", async () => {
    const store = d1ContactStore(fakeD1());
    await store.add(MESSAGE, "fi", 1_000);
    let up = false;
    const sent: string[] = [];
    const send = async (mail: { subject: string }) => {
      if (!up) throw new Error("mail server down");
      sent.push(mail.subject);
    };
    expect(await deliverDue(store.outbox, send, SITE, { now: () => 2_000 })).toEqual({ delivered: 0, failed: 1 });
    // Not due again before its retry time (10 s after the failure).
    up = true;
    expect(await deliverDue(store.outbox, send, SITE, { now: () => 5_000 })).toEqual({ delivered: 0, failed: 0 });
    expect(await deliverDue(store.outbox, send, SITE, { now: () => 12_000 })).toEqual({ delivered: 1, failed: 0 });
    expect(sent).toEqual(["Revontuli: message from Ada"]);
    expect(await deliverDue(store.outbox, send, SITE, { now: () => 60_000_000 })).toEqual({ delivered: 0, failed: 0 });

    // The retention removes what was received before its limit, pending or not.
    await store.add(MESSAGE, "fi", 3_000);
    await store.add(MESSAGE, "en", 80_000);
    await store.purge({ before: 50_000, heldBefore: 0 });
    expect((await store.outbox.due(90_000, 20)).map((message) => message.receivedAt)).toEqual([80_000]);
  });

  it("holds a message back, then holds, with a text held for its repetition and in its batch, the copies from other addresses still waiting", async () => {
    const sqlite = new DatabaseSync(":memory:");
    const store = d1ContactStore(fakeD1(sqlite));
    const text = "Get 500 free spins today! Best casino bonus, limited offer. Reply now.";
    const from = (email: string) => ({ name: "Lucky", email, message: text });
    const start = REPEAT_WINDOW_MS;
    const now = 2 * REPEAT_WINDOW_MS;
    const waiting = await store.add(from("a@bonus.example"), "fi", start + 1_000, [], 300_000);
    expect(await store.outbox.due(start + 300_999, 20)).toEqual([]);
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
    // The operator's command on D1, as the report gives it.
    sqlite.exec(
      `UPDATE contact_messages SET held_reasons = NULL, released_at = unixepoch() * 1000, attempts = 0, next_attempt_at = unixepoch() * 1000, last_error = NULL WHERE id = '${released}' AND held_reasons IS NOT NULL`,
    );
    const before = await store.add(from("e@bonus.example"), "fi", start - 1, [], 300_000);
    const own = await store.add(from("t@bonus.example"), "fi", start + 8_000, [], 300_000);
    const states = () =>
      [waiting, failing, delivered, released, before, own].map((id) => {
        const row = sqlite.prepare("SELECT held_reasons, delivered_at FROM contact_messages WHERE id = ?").get(id) as {
          held_reasons: string | null;
          delivered_at: number | null;
        };
        return row.held_reasons ?? (row.delivered_at === null ? "waiting" : "delivered");
      });
    expect(sqlite.prepare("SELECT next_attempt_at FROM contact_messages WHERE id = ?").get(waiting)).toEqual({
      next_attempt_at: start + 301_000,
    });

    await store.add(from("u@bonus.example"), "fi", now - 1, ["no-proof", "repeated-text"]);
    expect(states()).toEqual(["waiting", "waiting", "delivered", "waiting", "waiting", "waiting"]);
    await store.add(from("T@bonus.example"), "fi", now, ["repeated-text"]);
    expect(states()).toEqual(["repeated-text", "repeated-text", "delivered", "waiting", "waiting", "waiting"]);
    expect(await store.otherSenders(from("v@bonus.example"), now - 1)).toBe(1);
    expect(await store.outbox.due(now + 300_000, 20)).not.toContainEqual(expect.objectContaining({ id: waiting }));
  });

  it("stores a message held for its repetition and holds the copies waiting together or not at all: one batch", async () => {
    const sqlite = new DatabaseSync(":memory:");
    const store = d1ContactStore(fakeD1(sqlite));
    const text = "Get 500 free spins today! Best casino bonus, limited offer. Reply now.";
    const waiting = await store.add(
      { name: "Lucky", email: "a@bonus.example", message: text },
      "fi",
      1_000,
      [],
      300_000,
    );
    // The hold fails after the insert, as a write may on a full database: the insert is undone with it.
    sqlite.exec(
      "CREATE TRIGGER full BEFORE UPDATE OF held_reasons ON contact_messages BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    await expect(
      store.add({ name: "Lucky", email: "b@bonus.example", message: text }, "fi", 2_000, ["repeated-text"]),
    ).rejects.toThrow(/full/);
    expect(sqlite.prepare("SELECT id, held_reasons FROM contact_messages").all()).toEqual([
      { id: waiting, held_reasons: null },
    ]);
  });

  it("tells the health check what waits, and fails its write probe on a database it cannot write", async () => {
    const sqlite = new DatabaseSync(":memory:");
    const store = d1ContactStore(fakeD1(sqlite));
    const id = await store.add(MESSAGE, "fi", 1_000);
    await store.outbox.failed(id, { attempts: 1, at: 2_000, nextAttemptAt: 12_000, reply: "550 5.1.1 No such user" });
    expect(await store.deliveryFacts(true)).toEqual({
      pending: 1,
      oldestPendingAt: 1_000,
      lastDeliveredAt: null,
      lastRefusal: "550 5.1.1 No such user",
      held: 0,
      oldestHeldAt: null,
      forwarding: true,
    });
    await expect(store.probeWrite()).resolves.toBeUndefined();
    expect(sqlite.prepare("SELECT count(*) AS count FROM contact_messages").get()).toEqual({ count: 1 });
    sqlite.exec("PRAGMA query_only = ON");
    await expect(store.probeWrite()).rejects.toThrow(/readonly/);
  });

  it("is what the Worker's health check reads: pass, then fail on a database it cannot write, the details for the token only", async () => {
    const sqlite = new DatabaseSync(":memory:");
    // Never sent here: the Worker has no EMAIL binding, so it only keeps messages.
    const EmailMessage = class {
      raw: string;
      constructor(_from: string, _to: string, raw: string) {
        this.raw = raw;
      }
    };
    const contact = {
      siteId: "spinhaven-fi",
      siteName: "Revontuli",
      url: SITE.url,
      supportEmail: SITE.from,
      retentionDays: 365,
      pages: { fi: "/contact" },
      defaultLocale: "fi",
    };
    const policy = {
      hashes: { scripts: [], styles: [] },
      origins: { frames: [], images: [], scripts: [], connections: [] },
      hsts: false,
    };
    const worker = createWorker(
      { host: "workers", siteId: "spinhaven-fi", version: "v1", pages: [], languageFolders: [], contact, ...policy },
      EmailMessage,
    );
    const env = {
      ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
      DB: fakeD1(sqlite),
      HEALTH_TOKEN: "s3cret",
    };
    const check = async (token?: string) => {
      const answer = await worker.fetch(
        new Request("https://fi.spinhaven.example/api/health", {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        }),
        env,
        { waitUntil: () => {} },
      );
      return {
        status: answer.status,
        body: (await answer.json()) as {
          status: string;
          checks?: Record<string, { status: string; output?: string }[]>;
        },
      };
    };
    expect(await check()).toEqual({ status: 200, body: { status: "pass" } });
    expect((await check("s3cret")).body.checks?.["smtp:delivery"]?.[0]).toMatchObject({
      status: "warn",
      output: expect.stringContaining("not forwarded"),
    });
    sqlite.exec("PRAGMA query_only = ON");
    // The probe of a moment ago still stands for a few seconds: a check a little later fails.
    vi.useFakeTimers({ now: Date.now() + 6_000, toFake: ["Date"] });
    expect(await check()).toEqual({ status: 503, body: { status: "fail" } });
    const detailed = await check("s3cret");
    expect(detailed.body.checks?.["database:write"]?.[0]).toMatchObject({
      status: "fail",
      output: expect.stringMatching(/readonly/),
    });
    expect(await check("wrong")).toEqual({ status: 503, body: { status: "fail" } });
    vi.useRealTimers();
  });
});

describe("the Worker's settings", () => {
  // Never sent here: the Worker has no EMAIL binding.
  const EmailMessage = class {
    raw: string;
    constructor(_from: string, _to: string, raw: string) {
      this.raw = raw;
    }
  };
  const contact = {
    siteId: "spinhaven-fi",
    siteName: "Revontuli",
    url: SITE.url,
    supportEmail: SITE.from,
    retentionDays: 365,
    pages: { fi: "/contact" },
    defaultLocale: "fi",
  };
  const policy = {
    hashes: { scripts: [], styles: [] },
    origins: { frames: [], images: [], scripts: [], connections: [] },
    hsts: false,
  };
  const ctx = { waitUntil: () => {} };
  afterEach(() => vi.restoreAllMocks());

  /** A challenge and a message sent to a new Worker (a new isolate) with `variables`: their statuses, and the rows stored. */
  async function tryWith(variables: Record<string, string>) {
    const sqlite = new DatabaseSync(":memory:");
    const worker = createWorker(
      { host: "workers", siteId: "spinhaven-fi", version: "v1", pages: [], languageFolders: [], contact, ...policy },
      EmailMessage,
    );
    const env = {
      ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
      DB: fakeD1(sqlite),
      ...variables,
    };
    const challenge = await worker.fetch(new Request("https://fi.spinhaven.example/api/challenge"), env, ctx);
    const message = await worker.fetch(
      new Request("https://fi.spinhaven.example/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(MESSAGE),
      }),
      env,
      ctx,
    );
    const { count } = sqlite.prepare("SELECT count(*) AS count FROM contact_messages").get() as { count: number };
    return { challenge: challenge.status, message: message.status, stored: count };
  }

  it("are checked at the first request: an invalid one answers every challenge and message 500, never 201, with one line each in the log", async () => {
    for (const [name, value] of [
      ["CONTACT_PROOF_DIFFICULTY", "lots"],
      ["CONTACT_RATE_LIMIT", "-1"],
      ["CONTACT_HOLD_BACK_SECONDS", "a few minutes"],
      ["HEALTH_MAX_PENDING_SECONDS", "an hour"],
    ]) {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      expect(await tryWith({ [name ?? ""]: value ?? "" }), name).toEqual({ challenge: 500, message: 500, stored: 0 });
      expect(logged.mock.calls.map((call) => call.join(" "))).toEqual(
        Array.from({ length: 2 }, () =>
          expect.stringMatching(
            new RegExp(`^Contact messages are refused \\(500\\): the Worker's settings are invalid\\. ${name}: `),
          ),
        ),
      );
      logged.mockRestore();
    }
  });

  it("take a message and give a challenge when they are right", async () => {
    expect(
      await tryWith({ CONTACT_PROOF_DIFFICULTY: "100", CONTACT_RATE_LIMIT: "0", CONTACT_HOLD_BACK_SECONDS: "0" }),
    ).toEqual({ challenge: 200, message: 201, stored: 1 });
  });
});

describe("the Worker's report of held messages", () => {
  it("is mailed through the EMAIL binding by the Cron Trigger at most once a day, and lets a held message be purged only once named twice", async () => {
    const sqlite = new DatabaseSync(":memory:");
    const sent: { to: string; raw: string }[] = [];
    const EmailMessage = class {
      to: string;
      raw: string;
      constructor(_from: string, to: string, raw: string) {
        this.to = to;
        this.raw = raw;
      }
    };
    const contact = {
      siteId: "spinhaven-fi",
      siteName: "Revontuli",
      url: SITE.url,
      supportEmail: SITE.from,
      retentionDays: 365,
      pages: { fi: "/contact" },
      defaultLocale: "fi",
    };
    const policy = {
      hashes: { scripts: [], styles: [] },
      origins: { frames: [], images: [], scripts: [], connections: [] },
      hsts: false,
    };
    const worker = createWorker(
      { host: "workers", siteId: "spinhaven-fi", version: "v1", pages: [], languageFolders: [], contact, ...policy },
      EmailMessage,
    );
    const env = {
      ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
      DB: fakeD1(sqlite),
      EMAIL: { send: async (message: object) => void sent.push(message as { to: string; raw: string }) },
      CONTACT_TO: "operator@fi.spinhaven.example",
    };
    const store = d1ContactStore(env.DB);
    const day = 24 * 60 * 60 * 1000;
    const held = await store.add(MESSAGE, "fi", Date.now() - 31 * day, ["honeypot"]);

    await worker.scheduled({}, env);
    await worker.scheduled({}, env);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("operator@fi.spinhaven.example");
    expect(sent[0]?.raw).toContain(`Subject: =?utf-8?B?${btoa("Revontuli: 1 message held, not forwarded")}?=`);
    // Named once: kept past its 30 days; once named again (a day later), removed by the next run.
    expect(sqlite.prepare("SELECT held_reports FROM contact_messages WHERE id = ?").get(held)).toEqual({
      held_reports: 1,
    });
    vi.useFakeTimers({ now: Date.now() + day, toFake: ["Date"] });
    await worker.scheduled({}, env);
    expect(sent).toHaveLength(2);
    await worker.scheduled({}, env);
    vi.useRealTimers();
    expect(sqlite.prepare("SELECT count(*) AS count FROM contact_messages").get()).toEqual({ count: 0 });
  });
});
