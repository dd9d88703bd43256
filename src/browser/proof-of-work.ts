/**
 * The contact form's proof of work (server/messages/proof-of-work.ts), in the browser: a challenge asked of the
 * site's endpoint and solved in a Web Worker, whose script loads only now, from the site's own host. Never throws: a
 * proof that could not be made is none, and the message is sent without it (the site then holds it for the operator).
 */
import type { Challenge, Solution } from "altcha-lib";
import { CHALLENGE_ENDPOINT } from "#shared/contact-message.ts";

export type Proof = { challenge: Challenge; solution: Solution };

/** A proof made this close to its challenge's expiry is made again before a message is sent with it. */
const EXPIRY_MARGIN_MS = 60_000;

function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./proof-of-work-worker.ts", import.meta.url), { type: "module" });
    const done = (solution: Solution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<Solution | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
}

export async function makeProof(): Promise<Proof | undefined> {
  try {
    const answer = await fetch(CHALLENGE_ENDPOINT, { headers: { Accept: "application/json" } });
    if (!answer.ok) return undefined;
    const challenge = (await answer.json()) as Challenge;
    const solution = await solveInWorker(challenge);
    return solution ? { challenge, solution } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a proof can still be sent: made, and its challenge not about to expire. */
export function isFresh(proof: Proof | undefined, now = Date.now()): proof is Proof {
  const expiresAt = proof?.challenge.parameters.expiresAt;
  return expiresAt !== undefined && expiresAt * 1000 - now > EXPIRY_MARGIN_MS;
}
