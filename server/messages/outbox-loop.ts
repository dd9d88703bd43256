/**
 * The Node server's outbox at work: it delivers what is due (contact-outbox.ts), then sleeps until the next message
 * is due, never longer than a minute, so a clock change or a missed timer never strands a message for long, and a
 * message the inbox releases goes out within that minute.
 */
import { type Log, reasonOf } from "#server/log.ts";
import { type Mail, type MailSite, type OutboxStore, deliverDue } from "#server/messages/contact-outbox.ts";
import type { deliveryLog } from "#server/messages/delivery-log.ts";

const LONGEST_SLEEP_MS = 60_000;

type OutboxLoop = {
  outbox: OutboxStore;
  /** When the next message is due, or undefined if none is. */
  nextDue: () => number | undefined;
  send: (mail: Mail) => Promise<void>;
  site: MailSite;
  firstRetryMs: number;
  delivery: ReturnType<typeof deliveryLog>;
  log: Log;
};

export function startOutboxLoop({ outbox, nextDue, send, site, firstRetryMs, delivery, log }: OutboxLoop) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Delivers what is due; a call during a run makes the run go round once more. */
  function deliver() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue(outbox, send, site, {
          firstRetryMs,
          onFailure: delivery.failed,
          onDelivered: delivery.delivered,
        }).catch((error: unknown) =>
          log.error(
            { reason: reasonOf(error) },
            "contact delivery stopped: the outbox could not be read or updated; tried again later",
          ),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      sleepUntilDue();
    });
  }

  function sleepUntilDue() {
    clearTimeout(timer);
    if (stopped) return;
    let next: number | undefined;
    try {
      next = nextDue();
    } catch {
      // The database could not be read just now: look again after the longest sleep.
    }
    timer = setTimeout(deliver, Math.min(Math.max(0, (next ?? Infinity) - Date.now()), LONGEST_SLEEP_MS));
  }

  deliver();
  return {
    deliver,
    /** Stops delivering, and waits for a send in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
