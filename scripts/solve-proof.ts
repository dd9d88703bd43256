/**
 * A proof of work as the contact form's solver makes it, solved here in Node (node:crypto's SHA-256, a few
 * milliseconds at the tests' difficulty): for the tests and benches that send messages as a person's browser would.
 */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CHALLENGE_ENDPOINT } from "#shared/contact-message.ts";
import type { Proof } from "#server/messages/proof-of-work.ts";

export async function solvedProof(challenge: Challenge): Promise<Proof> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved in time");
  return { challenge, solution };
}

/** A challenge asked of the server at `baseUrl`, solved. */
export async function fetchProof(baseUrl: string): Promise<Proof> {
  const answer = await fetch(new URL(CHALLENGE_ENDPOINT, baseUrl));
  if (!answer.ok) throw new Error(`${CHALLENGE_ENDPOINT} answered ${answer.status}`);
  return solvedProof((await answer.json()) as Challenge);
}
