// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  type DeliveryFacts,
  answerHealth,
  deliveryChecks,
  deliveryHealth,
  maxPendingSecondsFrom,
} from "#server/health.ts";

const NOW = Date.UTC(2026, 10, 26, 12);
const FACTS: DeliveryFacts = {
  pending: 0,
  oldestPendingAt: null,
  lastDeliveredAt: NOW - 60_000,
  lastRefusal: null,
  held: 0,
  oldestHeldAt: null,
  forwarding: true,
};
const WRITABLE = { error: null, ms: 2.34 };
const SERVICE = { token: "s3cret-token", serviceId: "spinhaven-fi", version: "abc1234 2026-11-26T10:00:00.000Z" };

const parse = (body: string) =>
  JSON.parse(body) as {
    status: string;
    serviceId?: string;
    version?: string;
    checks?: Record<string, { status: string; output?: string; observedValue?: unknown }[]>;
  };

describe("deliveryChecks", () => {
  it("passes with the draft's checks: pending and held counts, the oldest's wait, the last delivery and the write probe", () => {
    const { status, checks } = deliveryChecks(
      { ...FACTS, pending: 2, oldestPendingAt: NOW - 30_000, held: 7 },
      WRITABLE,
      NOW,
      3600,
    );
    expect(status).toBe("pass");
    const time = new Date(NOW).toISOString();
    expect(checks).toEqual({
      "messages:pending": [{ observedValue: 2, observedUnit: "messages", status: "pass", time }],
      "messages:held": [{ observedValue: 7, observedUnit: "messages", status: "pass", time }],
      "messages:oldestPending": [{ observedValue: 30, observedUnit: "s", status: "pass", time }],
      "smtp:delivery": [{ observedValue: new Date(NOW - 60_000).toISOString(), status: "pass", time }],
      "database:write": [{ observedValue: 2.3, observedUnit: "ms", status: "pass", time }],
    });
  });

  it("fails once a message has waited longer than allowed, and names the mail server's refusal as a warning before", () => {
    const refused = { ...FACTS, pending: 1, lastRefusal: "535 5.7.8 Authentication failed" };
    const early = deliveryChecks({ ...refused, oldestPendingAt: NOW - 59_000 }, WRITABLE, NOW, 60);
    expect(early.status).toBe("pass");
    expect(early.checks["smtp:delivery"]?.[0]).toMatchObject({
      status: "warn",
      output: "535 5.7.8 Authentication failed",
    });
    const late = deliveryChecks({ ...refused, oldestPendingAt: NOW - 61_000 }, WRITABLE, NOW, 60);
    expect(late.status).toBe("fail");
    expect(late.checks["messages:oldestPending"]?.[0]).toMatchObject({ observedValue: 61, status: "fail" });
  });

  it("warns, without failing, once a held message has waited more than a day for the operator to release or discard it", () => {
    const fresh = deliveryChecks({ ...FACTS, held: 3, oldestHeldAt: NOW - 23 * 3_600_000 }, WRITABLE, NOW, 3600);
    expect(fresh.checks["messages:held"]?.[0]).toMatchObject({ observedValue: 3, status: "pass" });
    const waiting = deliveryChecks({ ...FACTS, held: 3, oldestHeldAt: NOW - 25 * 3_600_000 }, WRITABLE, NOW, 3600);
    expect(waiting.status).toBe("pass");
    expect(waiting.checks["messages:held"]?.[0]).toMatchObject({
      observedValue: 3,
      status: "warn",
      output: expect.stringContaining("more than a day"),
    });
  });

  it("does not fail for messages that are only kept, with no mail server set, and says so", () => {
    const kept = deliveryChecks(
      { ...FACTS, forwarding: false, pending: 3, oldestPendingAt: NOW - 86_400_000 },
      WRITABLE,
      NOW,
      3600,
    );
    expect(kept.status).toBe("pass");
    expect(kept.checks["smtp:delivery"]?.[0]).toMatchObject({
      status: "warn",
      output: expect.stringContaining("not forwarded"),
    });
  });

  it("fails when the database cannot be written, or read", () => {
    const readOnly = deliveryChecks(FACTS, { error: "attempt to write a readonly database", ms: 0.4 }, NOW, 3600);
    expect(readOnly.status).toBe("fail");
    expect(readOnly.checks["database:write"]?.[0]).toMatchObject({
      status: "fail",
      output: "attempt to write a readonly database",
    });
    const unreadable = deliveryChecks(new Error("disk I/O error"), WRITABLE, NOW, 3600);
    expect(unreadable).toMatchObject({
      status: "fail",
      checks: { "database:write": [{ status: "fail", output: "cannot be read: disk I/O error" }] },
    });
  });
});

describe("deliveryHealth", () => {
  it("probes the store's writes at most every 5 s, or at once when told to forget, and reads its outbox at each check", async () => {
    let probes = 0;
    let reads = 0;
    let writable = true;
    const health = deliveryHealth(
      {
        deliveryFacts: () => {
          reads += 1;
          return FACTS;
        },
        probeWrite: () => {
          probes += 1;
          if (!writable) throw new Error("database or disk is full");
        },
      },
      3600,
    );
    expect((await health.check(NOW)).status).toBe("pass");
    writable = false;
    expect((await health.check(NOW + 4_999)).status).toBe("pass");
    expect([probes, reads]).toEqual([1, 2]);
    const full = await health.check(NOW + 5_000);
    expect(full).toMatchObject({
      status: "fail",
      checks: { "database:write": [{ status: "fail", output: "database or disk is full" }] },
    });
    writable = true;
    health.forget();
    expect((await health.check(NOW + 5_001)).status).toBe("pass");
    expect(probes).toBe(3);
  });

  it("fails, rather than throws, when the outbox cannot be read", async () => {
    const health = deliveryHealth(
      { deliveryFacts: async () => Promise.reject(new Error("disk I/O error")), probeWrite: async () => {} },
      3600,
    );
    expect(await health.check(NOW)).toMatchObject({
      status: "fail",
      checks: { "database:write": [{ output: "cannot be read: disk I/O error" }] },
    });
  });
});

describe("answerHealth", () => {
  it("says only pass or fail without the token, as health+json that no cache keeps", async () => {
    const pass = await answerHealth({ method: "GET", authorization: null }, SERVICE);
    expect(pass).toEqual({
      status: 200,
      headers: { "Cache-Control": "no-store", "Content-Type": "application/health+json" },
      body: '{"status":"pass"}\n',
    });
    const failing = {
      ...SERVICE,
      delivery: async () => deliveryChecks(FACTS, { error: "database or disk is full", ms: 1 }, NOW, 3600),
    };
    const fail = await answerHealth({ method: "GET", authorization: undefined }, failing);
    expect(fail.status).toBe(503);
    expect(parse(fail.body)).toEqual({ status: "fail" });
  });

  it("adds the site, the build and the checks for the right token only: a wrong one, another scheme or none is answered alike", async () => {
    const service = { ...SERVICE, delivery: async () => deliveryChecks(FACTS, WRITABLE, NOW, 3600) };
    const right = parse((await answerHealth({ method: "GET", authorization: "Bearer s3cret-token" }, service)).body);
    expect(right).toMatchObject({ status: "pass", serviceId: "spinhaven-fi", version: SERVICE.version });
    expect(Object.keys(right.checks ?? {})).toEqual([
      "messages:pending",
      "messages:held",
      "messages:oldestPending",
      "smtp:delivery",
      "database:write",
    ]);
    for (const authorization of [
      "Bearer s3cret-tokem",
      "Bearer s3cret-token-and-more",
      "Bearer ",
      "Basic czNjcmV0LXRva2Vu",
      "s3cret-token",
      "",
    ]) {
      expect((await answerHealth({ method: "GET", authorization }, service)).body, authorization).toBe(
        '{"status":"pass"}\n',
      );
    }
    // No token set: nobody gets the details, whatever they send.
    const unset = await answerHealth({ method: "GET", authorization: "Bearer " }, { ...service, token: "" });
    expect(unset.body).toBe('{"status":"pass"}\n');
  });

  it("turns warn while games fail for visitors, still 200, naming them for the token only", async () => {
    const failing = async () => [
      { game: "moon-princess", day: "2026-11-29", plays: 10, fails: 4 },
      { game: "fire-joker", day: "2026-11-29", plays: 2, fails: 3 },
      { game: "moon-princess", day: "2026-11-28", plays: 8, fails: 6 },
    ];
    const service = { ...SERVICE, delivery: async () => deliveryChecks(FACTS, WRITABLE, NOW, 3600), failing };
    const open = await answerHealth({ method: "GET", authorization: null }, service);
    expect([open.status, open.body]).toEqual([200, '{"status":"warn"}\n']);
    const told = parse((await answerHealth({ method: "GET", authorization: "Bearer s3cret-token" }, service)).body);
    expect(told.status).toBe("warn");
    expect(told.checks?.["games:failing"]?.[0]).toMatchObject({
      status: "warn",
      observedValue: 2,
      output:
        "did not load for 3 or more visitors a day: moon-princess (4 on 2026-11-29), fire-joker (3 on 2026-11-29) (npm run games:failing)",
    });
    expect(told.checks?.["database:write"]).toBeDefined();
    // None failing: a pass, counting none; a message waiting too long still fails the whole.
    const well = parse(
      (
        await answerHealth(
          { method: "GET", authorization: "Bearer s3cret-token" },
          { ...SERVICE, failing: async () => [] },
        )
      ).body,
    );
    expect(well).toMatchObject({ status: "pass", checks: { "games:failing": [{ status: "pass", observedValue: 0 }] } });
    const stuck = await answerHealth(
      { method: "GET", authorization: null },
      { ...service, delivery: async () => deliveryChecks(FACTS, { error: "disk full", ms: 1 }, NOW, 3600) },
    );
    expect([stuck.status, stuck.body]).toEqual([503, '{"status":"fail"}\n']);
    // The plays unreadable: a warning that says so, never a failure of the site.
    const unread = { ...SERVICE, failing: async () => Promise.reject(new Error("database is locked")) };
    const unreadable = parse(
      (await answerHealth({ method: "GET", authorization: "Bearer s3cret-token" }, unread)).body,
    );
    expect(unreadable.checks?.["games:failing"]?.[0]).toMatchObject({
      status: "warn",
      output: "the plays cannot be read: database is locked",
    });
  });

  it("answers HEAD with the status alone and refuses other methods with 405 and Allow", async () => {
    const head = await answerHealth({ method: "HEAD", authorization: null }, SERVICE);
    expect(head).toMatchObject({ status: 200, body: "" });
    const post = await answerHealth({ method: "POST", authorization: null }, SERVICE);
    expect(post).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD" } });
  });
});

describe("maxPendingSecondsFrom", () => {
  it("is an hour by default, any positive number of seconds when set, and names the variable when it is not one", () => {
    expect(maxPendingSecondsFrom(undefined)).toBe(3600);
    expect(maxPendingSecondsFrom(" ")).toBe(3600);
    expect(maxPendingSecondsFrom("90")).toBe(90);
    expect(maxPendingSecondsFrom("0.5")).toBe(0.5);
    for (const value of ["0", "-5", "soon", "Infinity"])
      expect(() => maxPendingSecondsFrom(value)).toThrow(/^HEALTH_MAX_PENDING_SECONDS: /);
  });
});
