// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Mail,
  type SendFailure,
  composeMail,
  deliverDue,
  firstRetryFrom,
  refusalOf,
  retryDelay,
} from "#server/messages/contact-outbox.ts";
import { type ContactStore, openContactStore } from "#server/messages/contact-store.ts";

const SITE = {
  name: "Revontuli",
  url: "https://fi.spinhaven.example",
  from: "tuki@fi.spinhaven.example",
  to: "operator@example.com",
};
const MESSAGE = { name: "Ada", email: "ada@example.com", message: "Hello" };

let dir: string;
let store: ContactStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-"));
  store = openContactStore(join(dir, "messages.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("retryDelay", () => {
  it("retries first within 30 seconds, then less and less often, never less often than every 15 minutes", () => {
    const delays = Array.from({ length: 12 }, (_, index) => retryDelay(index + 1) / 1000);
    expect(delays[0]).toBeLessThanOrEqual(30);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(Math.max(...delays)).toBe(15 * 60);
  });

  it("starts from the operator's first delay when one is given (CONTACT_RETRY_SECONDS), and refuses one out of range", () => {
    expect(firstRetryFrom(undefined)).toBe(10_000);
    expect(firstRetryFrom("")).toBe(10_000);
    expect(firstRetryFrom("2")).toBe(2_000);
    expect([1, 2, 3].map((attempts) => retryDelay(attempts, firstRetryFrom("2")) / 1000)).toEqual([2, 4, 8]);
    for (const bad of ["0", "-1", "1.5", "901", "soon"]) {
      expect(() => firstRetryFrom(bad)).toThrow(
        `CONTACT_RETRY_SECONDS: expected a whole number of seconds from 1 to 900, got "${bad}"`,
      );
    }
  });
});

describe("deliverDue", () => {
  it("keeps a message the mail server refused, due again after its delay, and sends it once when the server is back", async () => {
    let now = 1_000_000;
    const clock = () => now;
    const id = await store.add(MESSAGE, "en", now);
    const down = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    expect(await deliverDue(store.outbox, down, SITE, { now: clock })).toEqual({ delivered: 0, failed: 1 });
    expect(store.get(id)).toMatchObject({
      deliveredAt: null,
      attempts: 1,
      nextAttemptAt: now + retryDelay(1),
      lastError: "connect ECONNREFUSED",
    });
    // Not due yet: nothing is tried.
    expect(await deliverDue(store.outbox, down, SITE, { now: clock })).toEqual({ delivered: 0, failed: 0 });

    const sent: Mail[] = [];
    now += retryDelay(1);
    expect(await deliverDue(store.outbox, async (mail) => void sent.push(mail), SITE, { now: clock })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(sent.map((mail) => mail.messageId)).toEqual([`<${id}@fi.spinhaven.example>`]);
    expect(store.get(id)?.deliveredAt).toBe(now);
    expect(await deliverDue(store.outbox, async (mail) => void sent.push(mail), SITE, { now: clock })).toEqual({
      delivered: 0,
      failed: 0,
    });
  });

  it("once a retried message goes through, sends the others waiting for their retry at once", async () => {
    let now = 1_000_000;
    const clock = () => now;
    await store.add(MESSAGE, "en", now);
    await store.add({ ...MESSAGE, message: "Second" }, "en", now + 5_000);
    const failing = async () => {
      throw new Error("down");
    };
    await deliverDue(store.outbox, failing, SITE, { now: clock });
    now += 5_000;
    await deliverDue(store.outbox, failing, SITE, { now: clock });
    expect(store.list().map((message) => message.attempts)).toEqual([1, 1]);
    // The first is due again, the second not for another 4 s; when the first goes through, the second goes too.
    now += retryDelay(1) - 4_000;
    const sent: string[] = [];
    expect(await deliverDue(store.outbox, async (mail) => void sent.push(mail.text), SITE, { now: clock })).toEqual({
      delivered: 2,
      failed: 0,
    });
    expect(sent).toHaveLength(2);
  });
});

describe("refusalOf", () => {
  it("gives the mail server's reply, code first, and calls a 5xx reply or a failed login permanent", () => {
    const login = Object.assign(new Error("Invalid login: 535 5.7.8 Authentication failed"), {
      code: "EAUTH",
      response: "535 5.7.8 Authentication failed",
      responseCode: 535,
    });
    expect(refusalOf(login)).toEqual({ reply: "535 5.7.8 Authentication failed", permanent: true });
    const mailbox = Object.assign(new Error("Can't send mail"), {
      code: "EENVELOPE",
      response: "552 5.2.2 Mailbox full\r\n",
      responseCode: 552,
    });
    expect(refusalOf(mailbox)).toEqual({ reply: "552 5.2.2 Mailbox full", permanent: true });
    const busy = Object.assign(new Error("Can't send mail"), {
      code: "EENVELOPE",
      response: "451 4.3.0 Try again later",
      responseCode: 451,
    });
    expect(refusalOf(busy)).toEqual({ reply: "451 4.3.0 Try again later", permanent: false });
    // No reply at all: the error's own words.
    expect(refusalOf(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" }))).toEqual({
      reply: "connect ECONNREFUSED 127.0.0.1:2525",
      permanent: false,
    });
  });

  it("is what deliverDue records and reports of each failed attempt", async () => {
    const id = await store.add(MESSAGE, "en", 1_000);
    const failures: SendFailure[] = [];
    const refuse = async () => {
      throw Object.assign(new Error("Invalid login"), {
        code: "EAUTH",
        response: "535 5.7.8 Authentication failed",
        responseCode: 535,
      });
    };
    await deliverDue(store.outbox, refuse, SITE, { now: () => 2_000, onFailure: (failure) => failures.push(failure) });
    expect(failures).toEqual([{ id, attempt: 1, reply: "535 5.7.8 Authentication failed", permanent: true }]);
    expect(store.get(id)?.lastError).toBe("535 5.7.8 Authentication failed");
  });
});

describe("composeMail", () => {
  it("is plain text from the site to the operator, replying to the visitor, with the site's name in the subject", async () => {
    const message = store.get(
      await store.add(
        { name: "Aino Virtanen", email: "aino@example.com", message: "Hei!\nKiitos." },
        "fi",
        Date.UTC(2026, 10, 24, 12),
      ),
    );
    if (!message) throw new Error("not stored");
    const mail = composeMail(message, SITE);
    expect(mail).toMatchObject({
      from: SITE.from,
      to: SITE.to,
      replyTo: { name: "Aino Virtanen", address: "aino@example.com" },
      subject: "Revontuli: message from Aino Virtanen",
      messageId: `<${message.id}@fi.spinhaven.example>`,
    });
    expect(mail.text).toContain("Hei!\nKiitos.");
    expect(mail.text).toContain("Received 2026-11-24 12:00:00 UTC, page language fi");
  });
});
