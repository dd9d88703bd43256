/**
 * Contact delivery on Cloudflare Workers: the shared endpoint (contact-endpoint.ts) on the D1 database bound as
 * DB, and the shared outbox (contact-outbox.ts) sending through the send_email binding EMAIL. A stored message is
 * forwarded at once (after the answer, through waitUntil); the Cron Trigger runs the outbox every minute for the
 * retries, and removes the messages past the site's retention. Variables: CONTACT_TO (default the site's support
 * address), CONTACT_RATE_LIMIT (default 5 in ten minutes, 0 for none), CONTACT_PROOF_DIFFICULTY, CONTACT_HOLD_BACK_SECONDS
 * (default 300: a message held back is sent by the first Cron Trigger after it); the secret
 * CONTACT_CHALLENGE_SECRET (default one made once and kept in D1). Without the EMAIL binding messages are
 * kept but not forwarded, as on the Node server without SMTP_URL. It also answers GET /api/challenge.
 */
import type { WorkerContact } from "#server/hosting/cloudflare-config.ts";
import { type D1Database, d1ContactStore } from "#server/messages/contact-d1.ts";
import {
  type ContactAnswer,
  type ContactRequest,
  TooLarge,
  answerChallenge,
  answerContact,
} from "#server/messages/contact-endpoint.ts";
import { deliveryChecks, deliveryHealth, maxPendingSecondsFrom } from "#server/health.ts";
import {
  type Mail,
  type MailSite,
  type SendFailure,
  deliverDue,
  retentionOf,
} from "#server/messages/contact-outbox.ts";
import { CHALLENGE_SECRET, checkProof, difficultyFrom, makeChallenge } from "#server/messages/proof-of-work.ts";
import { type RateLimiter, createRateLimiter, rateLimitFrom } from "#server/messages/rate-limit.ts";
import { type FailingGames, type HeldCommands, reportHeld } from "#server/messages/held-report.ts";
import { rawMail } from "#server/messages/raw-mail.ts";
import { holdBackFrom } from "#server/messages/spam-signals.ts";

/** `EmailMessage` of "cloudflare:email": the generated entry imports it, since only workerd has that module. */
export type EmailMessageClass = new (from: string, to: string, raw: string) => object;

export type ContactEnv = {
  DB?: D1Database;
  EMAIL?: { send(message: object): Promise<unknown> };
  CONTACT_TO?: string;
  CONTACT_RATE_LIMIT?: string;
  CONTACT_PROOF_DIFFICULTY?: string;
  CONTACT_HOLD_BACK_SECONDS?: string;
  CONTACT_CHALLENGE_SECRET?: string;
  HEALTH_MAX_PENDING_SECONDS?: string;
};

type Context = { waitUntil(promise: Promise<unknown>): void };

let warnedNoEmail = false;
/** Per isolate too, like the limiter: a flood of health checks costs D1 one write every few seconds, not one each. */
let health: ReturnType<typeof deliveryHealth> | undefined;

/** The body up to `limit` bytes; past it the stream is cancelled rather than read to its end. */
async function readBody(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | TooLarge> {
  if (!body) return "";
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    const room = limit - size;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return new TooLarge(text + decoder.decode(value.subarray(0, room)));
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** A request as the endpoints read it (the contact endpoint's, the plays endpoint's). */
export function contactRequest(request: Request): ContactRequest {
  return {
    method: request.method,
    host: request.headers.get("host") ?? new URL(request.url).host,
    header: (name) => request.headers.get(name),
    readBody: (limit) => readBody(request.body, limit),
    // Cloudflare's edge always sets it; without it every request shares one count.
    client: request.headers.get("cf-connecting-ip") ?? "unknown",
  };
}

/** The operator's commands on D1 (docs/contact-messages.md, Cloudflare Workers and D1). */
const D1 = "npx wrangler d1 execute DB --remote --config build/cloudflare/wrangler.jsonc --command";
/** The commands of the day's report on Workers: the held messages in D1; the games failing read from D1 first. */
const commandsOf = (siteId: string): HeldCommands => ({
  ...D1_COMMANDS,
  failing: {
    list: `SITE=${siteId} npm run plays:pull -- --remote && SITE=${siteId} npm run games:failing`,
    check: `SITE=${siteId} npm run games:check -- --save`,
  },
});

const D1_COMMANDS: HeldCommands = {
  list: `${D1} "SELECT id, datetime(received_at / 1000, 'unixepoch') AS received, held_reasons, name, email, substr(message, 1, 60) AS message FROM contact_messages WHERE held_reasons IS NOT NULL ORDER BY received_at DESC"`,
  release: (id) =>
    `${D1} "UPDATE contact_messages SET held_reasons = NULL, released_at = unixepoch() * 1000, attempts = 0, next_attempt_at = unixepoch() * 1000, last_error = NULL WHERE id = '${id}' AND held_reasons IS NOT NULL"`,
  discard: (id) => `${D1} "DELETE FROM contact_messages WHERE id = '${id}' AND held_reasons IS NOT NULL"`,
};

const NO_DATABASE = "The Worker has no DB binding: contact messages need the D1 database of wrangler.jsonc.";

function database(env: ContactEnv): D1Database {
  if (!env.DB) throw new Error(NO_DATABASE);
  return env.DB;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The challenges' key: the Worker's secret CONTACT_CHALLENGE_SECRET, or the one made once and kept in D1 (read once per isolate). */
let secret: Promise<string> | undefined;
function challengeSecret(env: ContactEnv): Promise<string> {
  if (env.CONTACT_CHALLENGE_SECRET) return Promise.resolve(env.CONTACT_CHALLENGE_SECRET);
  secret ??= d1ContactStore(database(env))
    .secret(CHALLENGE_SECRET)
    .catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
  return secret;
}

const response = (answer: ContactAnswer, headers: Record<string, string>) =>
  new Response(answer.body, { status: answer.status, headers: { ...headers, ...answer.headers } });

/** The Worker's variables, read as the Node server reads its environment at start. */
type Settings = { limiter: RateLimiter; difficulty: number; holdBackMs: number };

function settingsFrom(env: ContactEnv): Settings {
  const difficulty = difficultyFrom(env.CONTACT_PROOF_DIFFICULTY);
  const holdBackMs = holdBackFrom(env.CONTACT_HOLD_BACK_SECONDS);
  maxPendingSecondsFrom(env.HEALTH_MAX_PENDING_SECONDS);
  // Per isolate: Cloudflare runs many isolates, each with its own count, so this only slows a sender that keeps
  // reaching the same one. The limit across the whole network is a rate limiting rule on the zone (Cloudflare's
  // WAF) for POST /api/contact.
  return { limiter: createRateLimiter(rateLimitFrom(env.CONTACT_RATE_LIMIT)), difficulty, holdBackMs };
}

/**
 * What the Worker answers every contact and challenge request while a variable is invalid, where the Node server
 * would refuse to start: a 500, never a 201 for a message it would hold for want of a proof, and one line in the log.
 */
function misconfigured(error: Error, headers: Record<string, string>): Response {
  console.error(`Contact messages are refused (500): the Worker's settings are invalid. ${error.message}`);
  // The form's script words any 500 as a problem on the site's side, with the address to write to instead.
  return new Response("500 Internal Server Error\n", {
    status: 500,
    headers: { ...headers, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * `failingOf` gives, on a site that counts plays, the games failing for visitors that the day's report names, from
 * the Worker's env.
 */
export function createContactWorker(
  contact: WorkerContact,
  EmailMessage: EmailMessageClass,
  failingOf?: (env: ContactEnv) => FailingGames | undefined,
) {
  /** The settings, read at the first request of this isolate (a Worker's variables come with its requests). */
  let settings: Settings | Error | undefined;
  const settingsOf = (env: ContactEnv) => {
    if (settings === undefined) {
      try {
        settings = settingsFrom(env);
      } catch (error) {
        settings = asError(error);
      }
    }
    return settings;
  };

  /** Sends what is due; a failure is logged and left to the next run. */
  async function deliver(env: ContactEnv, withReport = false): Promise<void> {
    const email = env.EMAIL;
    if (!email) {
      if (!warnedNoEmail)
        console.warn("Contact messages are stored in D1 but not forwarded: the Worker has no EMAIL binding.");
      warnedNoEmail = true;
      return;
    }
    const site: MailSite = {
      name: contact.siteName,
      url: contact.url,
      from: contact.supportEmail,
      to: env.CONTACT_TO || contact.supportEmail,
    };
    const send = async (mail: Mail) => {
      await email.send(new EmailMessage(mail.from, mail.to, rawMail(mail, contact.siteName, new Date())));
    };
    // Each failure is one line of the Worker's log (wrangler tail, Workers Logs), with the id and never the content.
    const onFailure = ({ id, attempt, reply }: SendFailure) =>
      console.error(`Contact message ${id} not delivered (attempt ${attempt}): ${reply}`);
    await deliverDue(d1ContactStore(database(env)).outbox, send, site, { onFailure }).catch((error: unknown) =>
      console.error("Contact delivery failed:", error),
    );
    // The held messages' daily report: the Cron Trigger looks every minute, the report goes at most once a day.
    if (!withReport) return;
    const commands = commandsOf(contact.siteId);
    await reportHeld(d1ContactStore(database(env)).heldReport, send, site, commands, Date.now(), failingOf?.(env))
      .then(({ held, failing }) => {
        if (held + failing > 0)
          console.log(
            `Mailed the day's report (${held} held contact messages, ${failing} games failing) to ${site.to}.`,
          );
      })
      .catch((error: unknown) =>
        console.error(`The report of held contact messages could not be mailed: ${asError(error).message}`),
      );
  }

  return {
    /** Answers POST /api/contact; `page` reads a prerendered contact page, `headers` are every answer's. */
    async fetch(
      request: Request,
      env: ContactEnv,
      ctx: Context,
      page: (path: string) => Promise<string | undefined>,
      headers: Record<string, string>,
    ) {
      const settings = settingsOf(env);
      if (settings instanceof Error) return misconfigured(settings, headers);
      const store = d1ContactStore(database(env));
      const answer = await answerContact(contactRequest(request), {
        pages: contact.pages,
        defaultLocale: contact.defaultLocale,
        limiter: settings.limiter,
        checkProof: (value) =>
          checkProof(
            value,
            () => challengeSecret(env),
            contact.siteId,
            (signature, expiresAt) => store.claimProof(signature, expiresAt),
          ),
        otherSenders: (message, since) => store.otherSenders(message, since),
        holdBackMs: settings.holdBackMs,
        store: async (message, locale, heldReasons, holdBackMs) => {
          const id = await store.add(message, locale, Date.now(), heldReasons, holdBackMs).catch((error: unknown) => {
            console.error(`A contact message could not be stored, and was refused with 503: ${asError(error).message}`);
            throw error;
          });
          // A held one is reported at once if it is the day's first: a person's, without JavaScript, is not kept waiting.
          ctx.waitUntil(deliver(env, heldReasons.length > 0));
          return id;
        },
        page,
      });
      return response(answer, headers);
    },
    /** Answers GET /api/challenge: a challenge for the form's proof of work. */
    async challenge(request: Request, env: ContactEnv, headers: Record<string, string>) {
      const settings = settingsOf(env);
      if (settings instanceof Error) return misconfigured(settings, headers);
      return response(
        await answerChallenge(request.method, async () =>
          makeChallenge(await challengeSecret(env), settings.difficulty, contact.siteId),
        ),
        headers,
      );
    },
    /** The delivery checks of the health check, on D1. */
    async health(env: ContactEnv) {
      const now = Date.now();
      let maxPendingSeconds: number;
      try {
        maxPendingSeconds = maxPendingSecondsFrom(env.HEALTH_MAX_PENDING_SECONDS);
      } catch (error) {
        // A mistyped variable must not hide stuck mail: it fails the check, and says why in the Worker's log.
        console.error(asError(error).message);
        return { status: "fail" as const, checks: {} };
      }
      if (!env.DB) return deliveryChecks(new Error(NO_DATABASE), { error: NO_DATABASE, ms: 0 }, now, maxPendingSeconds);
      const store = d1ContactStore(env.DB);
      health ??= deliveryHealth(
        { deliveryFacts: () => store.deliveryFacts(env.EMAIL !== undefined), probeWrite: () => store.probeWrite() },
        maxPendingSeconds,
      );
      return health.check(now);
    },
    /** The Cron Trigger: the retention, then the retries. */
    async scheduled(env: ContactEnv) {
      await d1ContactStore(database(env)).purge(retentionOf(contact.retentionDays));
      await deliver(env, true);
    },
  };
}
