import { describe, expect, it } from "vitest";
import { createRateLimiter, rateLimitFrom } from "#server/messages/rate-limit.ts";

describe("createRateLimiter", () => {
  it("takes 5 messages from a client in any 10 minutes, then says how long to wait; other clients are not affected", () => {
    let now = 0;
    const limiter = createRateLimiter(5, 600_000, () => now);
    for (let minute = 0; minute < 5; minute += 1) {
      now = minute * 60_000;
      expect(limiter.take("a")).toEqual({ ok: true });
    }
    now = 5 * 60_000;
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 300 });
    expect(limiter.take("b")).toEqual({ ok: true });
    // Ten minutes after the first message, one more is taken.
    now = 600_001;
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it("takes everything with a limit of 0", () => {
    const limiter = createRateLimiter(0);
    for (let count = 0; count < 100; count += 1) expect(limiter.take("a").ok).toBe(true);
  });
});

describe("rateLimitFrom (CONTACT_RATE_LIMIT)", () => {
  it("is 5 by default, a whole number otherwise, and refuses anything else with the variable's name", () => {
    expect(rateLimitFrom(undefined)).toBe(5);
    expect(rateLimitFrom("")).toBe(5);
    expect(rateLimitFrom("0")).toBe(0);
    expect(rateLimitFrom("20")).toBe(20);
    expect(() => rateLimitFrom("-1")).toThrow(/CONTACT_RATE_LIMIT: expected a whole number/);
    expect(() => rateLimitFrom("lots")).toThrow(/got "lots"/);
    expect(rateLimitFrom(undefined, { name: "PLAYS_RATE_LIMIT", fallback: 120 })).toBe(120);
    expect(() => rateLimitFrom("x", { name: "PLAYS_RATE_LIMIT" })).toThrow(/^PLAYS_RATE_LIMIT: expected/);
  });
});
