import { randomUUID } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_DIR, cacheKey, cached } from "#build/build-cache.ts";

describe("the build's cache", () => {
  const kind = `test-${randomUUID()}`;
  afterEach(() => rmSync(join(CACHE_DIR, kind), { recursive: true, force: true }));

  it("makes a file once for the same inputs, and again for any change of them", async () => {
    let made = 0;
    const make = (text: string) => async () => {
      made += 1;
      return new TextEncoder().encode(text);
    };
    const first = await cached(kind, ["card", 1200, new Uint8Array([1, 2])], make("drawn"));
    const again = await cached(kind, ["card", 1200, new Uint8Array([1, 2])], make("drawn again"));
    expect(new TextDecoder().decode(first)).toBe("drawn");
    expect(new TextDecoder().decode(again)).toBe("drawn");
    expect(made).toBe(1);
    await cached(kind, ["card", 1200, new Uint8Array([1, 3])], make("a picture changed"));
    await cached(kind, ["card", 630, new Uint8Array([1, 2])], make("a size changed"));
    expect(made).toBe(3);
    // One file a key, none left half written.
    expect(readdirSync(join(CACHE_DIR, kind))).toHaveLength(3);
  });

  it("keeps nothing when the file cannot be made", async () => {
    await expect(cached(kind, ["broken"], () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(() => readdirSync(join(CACHE_DIR, kind))).toThrow();
  });

  it("never lets two lists of parts run together into one key", () => {
    expect(cacheKey(["ab", "c"])).not.toBe(cacheKey(["a", "bc"]));
    expect(cacheKey(["1"])).not.toBe(cacheKey([1]));
    expect(cacheKey([new TextEncoder().encode("x")])).not.toBe(cacheKey(["x"]));
  });
});
