// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { solvedProof } from "#scripts/solve-proof.ts";
import {
  CHALLENGE_LIFETIME_SECONDS,
  DEFAULT_DIFFICULTY,
  checkProof,
  difficultyFrom,
  makeChallenge,
  newSecret,
} from "#server/messages/proof-of-work.ts";

const SECRET = newSecret();
const SITE = "spinhaven-fi";

/** A claim that remembers every proof it was given, as the stores' used_proofs does. */
function claims() {
  const used = new Set<string>();
  return async (signature: string) => !used.has(signature) && Boolean(used.add(signature));
}

afterEach(() => vi.useRealTimers());

describe("the proof of work", () => {
  it("takes a solved challenge once: the same proof again is a replay", async () => {
    const claim = claims();
    const proof = await solvedProof(await makeChallenge(SECRET, 1000, SITE));
    expect(await checkProof(proof, () => SECRET, SITE, claim)).toBe("valid");
    expect(await checkProof(proof, () => SECRET, SITE, claim)).toBe("replayed");
    expect(await checkProof(structuredClone(proof), () => SECRET, SITE, claim)).toBe("replayed");
  });

  it("hides a number from 0 to the difficulty, which the solver finds", async () => {
    const counters = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await solvedProof(await makeChallenge(SECRET, 50, SITE))).solution.counter,
      ),
    );
    expect(counters.every((counter) => counter >= 0 && counter <= 50)).toBe(true);
    expect(new Set(counters).size).toBeGreaterThan(1);
  });

  it("refuses a challenge past its expiry, even solved", async () => {
    const proof = await solvedProof(await makeChallenge(SECRET, 100, SITE));
    vi.useFakeTimers({ now: Date.now() + (CHALLENGE_LIFETIME_SECONDS + 1) * 1000, toFake: ["Date"] });
    expect(await checkProof(proof, () => SECRET, SITE, claims())).toBe("expired");
  });

  it("refuses another key's challenge, a changed challenge, and a wrong answer", async () => {
    const proof = await solvedProof(await makeChallenge(newSecret(), 100, SITE));
    expect(await checkProof(proof, () => SECRET, SITE, claims())).toBe("invalid");

    const own = await solvedProof(await makeChallenge(SECRET, 100, SITE));
    const easier = {
      ...own,
      challenge: { ...own.challenge, parameters: { ...own.challenge.parameters, keyPrefix: "00" } },
    };
    expect(await checkProof(easier, () => SECRET, SITE, claims())).toBe("invalid");
    const later = {
      ...own,
      challenge: {
        ...own.challenge,
        parameters: { ...own.challenge.parameters, expiresAt: Math.floor(Date.now() / 1000) + 86_400 },
      },
    };
    expect(await checkProof(later, () => SECRET, SITE, claims())).toBe("invalid");
    const wrong = { ...own, solution: { ...own.solution, counter: own.solution.counter + 1 } };
    expect(await checkProof(wrong, () => SECRET, SITE, claims())).toBe("invalid");
    expect(
      await checkProof(
        { ...own, solution: { counter: own.solution.counter, derivedKey: "00".repeat(32) } },
        () => SECRET,
        SITE,
        claims(),
      ),
    ).toBe("invalid");
  });

  it("takes a proof on its own site only, even where two sites share the key", async () => {
    const proof = await solvedProof(await makeChallenge(SECRET, 100, "other-site"));
    expect(await checkProof(proof, () => SECRET, SITE, claims())).toBe("invalid");
    expect(await checkProof(proof, () => SECRET, "other-site", claims())).toBe("valid");
    // The site named in a challenge is signed: naming another one breaks the signature.
    const renamed = {
      ...proof,
      challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, data: { site: SITE } } },
    };
    expect(await checkProof(renamed, () => SECRET, SITE, claims())).toBe("invalid");
  });

  it("counts nothing sent as none, and anything not shaped as a proof as invalid", async () => {
    for (const nothing of [undefined, null, ""])
      expect(await checkProof(nothing, () => SECRET, SITE, claims())).toBe("none");
    for (const junk of [
      "proof",
      42,
      [],
      {},
      { challenge: "x", solution: {} },
      { challenge: { parameters: {}, signature: "ab" }, solution: null },
    ]) {
      expect(await checkProof(junk, () => SECRET, SITE, claims()), JSON.stringify(junk)).toBe("invalid");
    }
  });

  it("asks for the key only when a proof came, and lets a key that cannot be read fail as the store's failure", async () => {
    const unreadable = () => {
      throw new Error("database is locked");
    };
    expect(await checkProof(undefined, unreadable, SITE, claims())).toBe("none");
    const proof = await solvedProof(await makeChallenge(SECRET, 100, SITE));
    await expect(checkProof(proof, unreadable, SITE, claims())).rejects.toThrow("database is locked");
  });

  it("reads its difficulty from CONTACT_PROOF_DIFFICULTY", () => {
    expect(difficultyFrom(undefined)).toBe(DEFAULT_DIFFICULTY);
    expect(difficultyFrom(" ")).toBe(DEFAULT_DIFFICULTY);
    expect(difficultyFrom("20")).toBe(20);
    expect(() => difficultyFrom("0")).toThrow(
      'CONTACT_PROOF_DIFFICULTY: expected a whole number from 1 to 10000000, got "0"',
    );
    expect(() => difficultyFrom("1.5")).toThrow(/CONTACT_PROOF_DIFFICULTY/);
  });
});
