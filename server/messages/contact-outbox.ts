/**
 * Store first, then deliver: the part of contact delivery that every host shares. A message is committed to
 * the host's database (SQLite on the Node server, D1 on Cloudflare) before the visitor hears it was received;
 * the outbox then forwards each pending message by email and, when the mail server is down or refuses it,
 * tries again later, with a growing delay, until it is accepted.
 */
import type { ContactMessage } from "#shared/contact-message.ts";

export type StoredMessage = ContactMessage & {
  id: string;
  /** Milliseconds since 1970, as every time here. */
  receivedAt: number;
  locale: string;
  deliveredAt: number | null;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** Why the message is held and not forwarded (spam-signals.ts); empty for a message that is not. */
  heldReasons: string[];
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The time before which a message is past a retention of `days`, and removed. */
export const retentionCutoff = (days: number, now = Date.now()) => now - days * DAY_MS;

/** How long a held message is kept for the operator to release it (or the site's retention, if shorter). */
export const HELD_DAYS = 30;

/** What a store removes: every message received before `before`, and the held ones received before `heldBefore`. */
export type Retention = { before: number; heldBefore: number };

/** The retention of a site whose messages are kept `days`. */
export const retentionOf = (days: number, now = Date.now()): Retention => ({
  before: retentionCutoff(days, now),
  heldBefore: retentionCutoff(HELD_DAYS, now),
});

/** What the outbox needs of a host's database. */
export type OutboxStore = {
  /** Pending messages whose next attempt is due, oldest first. */
  due(now: number, limit: number): Promise<StoredMessage[]>;
  delivered(id: string, at: number): Promise<void>;
  /** Records a failed attempt: `at` when it failed, `reply` the mail server's answer (or why there was none). */
  failed(id: string, attempt: { attempts: number; at: number; nextAttemptAt: number; reply: string }): Promise<void>;
  /** Makes every pending message due now: the mail server just took one, so it is back. */
  retryAllNow(now: number): Promise<void>;
};

/** The site a message came through, for the forwarded email. */
export type MailSite = { name: string; url: string; from: string; to: string };

export type Mail = {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  /** Made from the message's id, so a mail server or a reader recognises a retry as the same message. */
  messageId: string;
};

const SECOND = 1000;
export const FIRST_RETRY_MS = 10 * SECOND;
const LONGEST_RETRY_MS = 15 * 60 * SECOND;

/**
 * How long to wait after the `attempts`-th failed attempt: by default 10 s, 20 s, 40 s… never more than 15 minutes.
 * `firstMs` is the first of those delays (CONTACT_RETRY_SECONDS on the Node server).
 */
export function retryDelay(attempts: number, firstMs = FIRST_RETRY_MS): number {
  return Math.min(LONGEST_RETRY_MS, firstMs * 2 ** Math.max(0, attempts - 1));
}

/** CONTACT_RETRY_SECONDS: the first retry's delay, a whole number of seconds from 1 to 900. */
export function firstRetryFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return FIRST_RETRY_MS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds * SECOND > LONGEST_RETRY_MS) {
    throw new Error(
      `CONTACT_RETRY_SECONDS: expected a whole number of seconds from 1 to 900, got ${JSON.stringify(value)}`,
    );
  }
  return seconds * SECOND;
}

export function composeMail(message: StoredMessage, site: MailSite): Mail {
  const received = new Date(message.receivedAt)
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC");
  return {
    from: site.from,
    to: site.to,
    replyTo: { name: message.name, address: message.email },
    subject: `${site.name}: message from ${message.name}`,
    text: [
      `${message.name} <${message.email}> wrote through the contact form of ${site.url}:`,
      "",
      message.message,
      "",
      "--",
      `Received ${received}, page language ${message.locale}, message ${message.id}.`,
      "Reply to this email to answer them.",
      "",
    ].join("\n"),
    messageId: `<${message.id}@${new URL(site.url).host}>`,
  };
}

/** Why a send failed, as a log line and the health check may show it: the mail server's reply code and text. */
export type SendFailure = { id: string; attempt: number; reply: string; permanent: boolean };

/**
 * The mail server's reply to a refused send (nodemailer's `response`, code first), or the error's own words when
 * there was no reply (a connection refused). Permanent: a 5xx reply or a failed login, which retrying alone will
 * not mend, so the operator must act.
 */
export function refusalOf(error: unknown): { reply: string; permanent: boolean } {
  const { response, responseCode, code } = (typeof error === "object" && error !== null ? error : {}) as {
    response?: unknown;
    responseCode?: unknown;
    code?: unknown;
  };
  const words =
    typeof response === "string" && response.trim() !== ""
      ? response
      : error instanceof Error
        ? error.message
        : String(error);
  const permanent = code === "EAUTH" || (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600);
  return { reply: words.replace(/\s+/g, " ").trim().slice(0, 500), permanent };
}

export type DeliveryOptions = {
  now?: () => number;
  /** The first retry's delay (CONTACT_RETRY_SECONDS on the Node server). */
  firstRetryMs?: number;
  /** Told of each failed attempt, after it is recorded. */
  onFailure?: (failure: SendFailure) => void;
  /** Told of each message the mail server took, and at which attempt. */
  onDelivered?: (id: string, attempt: number) => void;
};

/**
 * Sends every message that is due, one at a time, and records each outcome. Returns how many were delivered
 * and how many failed. Only one run at a time per database: the caller makes sure of it.
 */
export async function deliverDue(
  store: OutboxStore,
  send: (mail: Mail) => Promise<void>,
  site: MailSite,
  { now = Date.now, firstRetryMs = FIRST_RETRY_MS, onFailure, onDelivered }: DeliveryOptions = {},
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const batch = await store.due(now(), 20);
    if (batch.length === 0) break;
    for (const message of batch) {
      try {
        await send(composeMail(message, site));
      } catch (error) {
        const attempts = message.attempts + 1;
        const { reply, permanent } = refusalOf(error);
        const at = now();
        await store.failed(message.id, { attempts, at, nextAttemptAt: at + retryDelay(attempts, firstRetryMs), reply });
        onFailure?.({ id: message.id, attempt: attempts, reply, permanent });
        failed += 1;
        continue;
      }
      await store.delivered(message.id, now());
      onDelivered?.(message.id, message.attempts + 1);
      if (message.attempts > 0) await store.retryAllNow(now());
      delivered += 1;
    }
    // The mail server refused something in this batch: what is left waits for its own retry time.
    if (failed > 0) break;
  }
  return { delivered, failed };
}
