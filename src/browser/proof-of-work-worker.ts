/**
 * The contact form's proof of work, in a Web Worker so the page never waits on it: given a challenge of the site's
 * endpoint, it tries SHA-256 over each number from 0 up until one gives the prefix the challenge asks for (altcha-lib's
 * solver), and answers with that solution, or null when none was found within the solver's time limit.
 */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

// A worker's own postMessage takes no target origin, unlike the window's that the DOM types describe.
const worker = self as unknown as {
  onmessage: (event: MessageEvent<Challenge>) => void;
  postMessage(message: unknown): void;
};

worker.onmessage = ({ data: challenge }) => {
  void solveChallenge({ challenge, deriveKey }).then(
    (solution) => worker.postMessage(solution),
    () => worker.postMessage(null),
  );
};
