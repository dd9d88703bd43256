/**
 * How the Node server logs delivery: each message stored (or held, with its reasons), delivered or not, one record each, with the message's id
 * and never its content, address or a credential. A permanent refusal (a 5xx reply, a failed login) repeats on every
 * retry of every waiting message until the operator acts, so while the same refusal lasts it is logged again at
 * most once an hour, with how many alike were left out; a transient failure is logged each time.
 */
import type { Log } from "#server/log.ts";
import type { SendFailure } from "#server/messages/contact-outbox.ts";

export const REPEAT_REFUSAL_MS = 60 * 60 * 1000;

export function deliveryLog(log: Log, now: () => number = Date.now) {
  let lasting: { reply: string; loggedAt: number; leftOut: number } | undefined;
  return {
    stored: (id: string, heldReasons: readonly string[] = []) =>
      heldReasons.length === 0
        ? log.info({ id }, "contact message stored")
        : log.info({ id, heldReasons }, "contact message held, not forwarded"),
    delivered(id: string, attempt: number) {
      lasting = undefined;
      log.info({ id, attempt }, "contact message delivered");
    },
    failed({ id, attempt, reply, permanent }: SendFailure) {
      if (permanent && lasting?.reply === reply && now() - lasting.loggedAt < REPEAT_REFUSAL_MS) {
        lasting.leftOut += 1;
        return;
      }
      const leftOut = lasting?.reply === reply ? lasting.leftOut : 0;
      log.error(
        { id, attempt, reply, ...(leftOut > 0 && { alikeSinceLastLogged: leftOut }) },
        permanent
          ? "contact message refused by the mail server; retried, but it will be refused until the operator acts"
          : "contact message not delivered yet; retried later",
      );
      lasting = permanent ? { reply, loggedAt: now(), leftOut: 0 } : undefined;
    },
  };
}
