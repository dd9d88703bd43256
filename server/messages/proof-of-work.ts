/**
 * The proof of work a contact form with JavaScript sends with its message (ALTCHA's, by altcha-lib): the endpoint
 * GET /api/challenge gives a challenge signed by HMAC with the service's secret, the visitor's browser finds the
 * number it hides by trying SHA-256 over each number from 0 up, and the contact endpoint verifies the answer with one
 * hash and the signature. A number up to `difficulty` costs a person's browser a moment once, and a robot sending
 * thousands of messages as many moments. No outside service: the secret, the challenges and the checks are the site's.
 */
import { type Challenge, type Solution, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** The name the challenges' key is kept under, when the environment gives none (CONTACT_CHALLENGE_SECRET). */
export const CHALLENGE_SECRET = "challenge";

/** How long a challenge may be answered: a person may take a while to write (the form asks again near its end). */
export const CHALLENGE_LIFETIME_SECONDS = 60 * 60;

/**
 * The largest number a challenge hides, drawn at random from 0 to it: the solver tries half of it on average.
 * docs/performance.md gives the time a phone-class CPU takes.
 */
export const DEFAULT_DIFFICULTY = 40_000;

/** What a proof sent with a message is worth. */
export type ProofVerdict = "valid" | "none" | "invalid" | "expired" | "replayed";

/** A proof as the form sends it: the challenge as the endpoint gave it, and the solver's answer. */
export type Proof = { challenge: Challenge; solution: Solution };

/** CONTACT_PROOF_DIFFICULTY: the largest number a challenge hides, a whole number from 1 (tests choose a low one). */
export function difficultyFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_DIFFICULTY;
  const difficulty = Number(value);
  if (!Number.isInteger(difficulty) || difficulty < 1 || difficulty > 10_000_000) {
    throw new Error(
      `CONTACT_PROOF_DIFFICULTY: expected a whole number from 1 to 10000000, got ${JSON.stringify(value)}`,
    );
  }
  return difficulty;
}

/** A random secret for the challenges' signatures: 32 bytes, as hex. */
export function newSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A challenge of the site `site` (its id): the id is among the parameters the HMAC signs, so two sites that share a
 * key (CONTACT_CHALLENGE_SECRET) still take only their own challenges, each proof once on its own site.
 */
export function makeChallenge(secret: string, difficulty: number, site: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    // The number itself: the challenge carries half of its hash, which only that number gives.
    counter: randomInt(difficulty, 0),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_LIFETIME_SECONDS,
    hmacSignatureSecret: secret,
    data: { site },
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Verifies a proof and claims it: `claim` records its first use and says whether this is it. Anything sent in its
 * place (a wrong shape, another secret's signature, a wrong number) is invalid; nothing at all is none, and asks for
 * no secret (a form post, or a robot's message, is judged while the database is busy).
 */
export async function checkProof(
  value: unknown,
  secret: () => string | Promise<string>,
  site: string,
  claim: (signature: string, expiresAt: number) => Promise<boolean>,
): Promise<ProofVerdict> {
  if (value === undefined || value === null || value === "") return "none";
  if (
    !isObject(value) ||
    !isObject(value.challenge) ||
    !isObject(value.challenge.parameters) ||
    typeof value.challenge.signature !== "string" ||
    !isObject(value.solution)
  ) {
    return "invalid";
  }
  const { challenge, solution } = value as Proof;
  // A key that cannot be read is the store's failure, not the proof's: it is thrown, and the message refused for now.
  const hmacSignatureSecret = await secret();
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret });
  } catch {
    return "invalid";
  }
  if (result.expired) return "expired";
  if (!result.verified || typeof challenge.parameters.expiresAt !== "number") return "invalid";
  // Signed for another site (or before challenges named theirs): no proof of work for this one.
  if (challenge.parameters.data?.site !== site) return "invalid";
  return (await claim(challenge.signature ?? "", challenge.parameters.expiresAt)) ? "valid" : "replayed";
}
