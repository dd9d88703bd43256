/**
 * Contact delivery on the Node server: the endpoint (contact-endpoint.ts) on a SQLite store, the outbox that
 * forwards each stored message through SMTP_URL with nodemailer and retries until the mail server takes it,
 * and the daily removal of messages past the site's retention. Environment: SMTP_URL, CONTACT_TO (default the
 * site's support address), DATA_DIR (default ./data), CONTACT_RATE_LIMIT (default 5 in ten minutes, 0 for none),
 * CONTACT_RETRY_SECONDS (the first retry's delay, default 10), CONTACT_MAX_DB_MB (the database's size cap, default none),
 * HEALTH_MAX_PENDING_SECONDS (how long a message may wait before the health check fails, default 3600),
 * CONTACT_CHALLENGE_SECRET (the proof of work's key, default one made once and kept in the database) and
 * CONTACT_PROOF_DIFFICULTY (the largest number a challenge hides) and CONTACT_HOLD_BACK_SECONDS (how long a message that
 * could be a template waits before it is forwarded, default 300). It also answers GET /api/challenge.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { ContactSettings } from "#server/hosting/build-manifest.ts";
import { deliveryHealth, maxPendingSecondsFrom } from "#server/health.ts";
import { type Log, reasonOf } from "#server/log.ts";
import { clearCutOffRestore, holdDatabase } from "#server/messages/backup.ts";
import { type ContactAnswer, type ContactRequest, TooLarge, answerChallenge, answerContact } from "#server/messages/contact-endpoint.ts";
import { DAY_MS, type Mail, type MailSite, deliverDue, firstRetryFrom, refusalOf, retentionOf } from "#server/messages/contact-outbox.ts";
import { deliveryLog } from "#server/messages/delivery-log.ts";
import { type ContactStore, maxMegabytesFrom, messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { CHALLENGE_SECRET, checkProof, difficultyFrom, makeChallenge } from "#server/messages/proof-of-work.ts";
import { createRateLimiter, rateLimitFrom } from "#server/messages/rate-limit.ts";
import { tightenModes } from "#server/messages/private-files.ts";
import { HELD_REPORT_CHECK_MS, type HeldCommands, reportHeld } from "#server/messages/held-report.ts";
import { holdBackFrom } from "#server/messages/spam-signals.ts";
import type { Page } from "#server/hosting/route-table.ts";

/** The longest the outbox sleeps, so a clock change or a missed timer never strands a message for long. */
const LONGEST_SLEEP_MS = 60_000;
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

type Options = { settings: ContactSettings; name: string; root: string; pages: readonly Page[]; headers: Record<string, string>; env: NodeJS.ProcessEnv; log: Log };

function readBody(req: IncomingMessage, limit: number): Promise<string | TooLarge> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > limit) {
        req.pause();
        resolve(new TooLarge(Buffer.concat(chunks).subarray(0, limit).toString("utf8")));
      }
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The client's address; behind nginx on the same machine, the one nginx names in X-Real-IP. */
function clientOf(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-real-ip"];
  return LOOPBACK.has(peer) && typeof forwarded === "string" && forwarded !== "" ? forwarded : peer;
}

function contactRequest(req: IncomingMessage): ContactRequest {
  return {
    method: req.method ?? "",
    host: req.headers.host,
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    readBody: (limit) => readBody(req, limit),
    client: clientOf(req),
  };
}

/** The mail server's address for the log: host and port of SMTP_URL, never its user or password. */
function mailServerOf(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.hostname}:${parsed.port || (parsed.protocol === "smtps:" ? 465 : 587)}` : "SMTP_URL";
}

export function startContactService({ settings, name, root, pages, headers, env, log }: Options) {
  // The settings first: a wrong one refuses the start, naming it, before any file is touched.
  const limiter = createRateLimiter(rateLimitFrom(env.CONTACT_RATE_LIMIT));
  const difficulty = difficultyFrom(env.CONTACT_PROOF_DIFFICULTY);
  const firstRetryMs = firstRetryFrom(env.CONTACT_RETRY_SECONDS);
  const maxPendingSeconds = maxPendingSecondsFrom(env.HEALTH_MAX_PENDING_SECONDS);
  const holdBackMs = holdBackFrom(env.CONTACT_HOLD_BACK_SECONDS);
  const maxMegabytes = maxMegabytesFrom(env.CONTACT_MAX_DB_MB);
  const file = messagesFile(env.DATA_DIR || "data", settings.siteId);
  // While it serves, neither a restore nor a second server may use the database: refused before it is opened.
  const release = holdDatabase(file);
  let store: ContactStore;
  try {
    // Checked at every start: files an older version, a copy or a restore left readable by others are made private.
    const { fixed, loose } = tightenModes(file);
    if (fixed.length > 0) log.warn(`The messages' files were readable by other users; made private: ${fixed.join(", ")}.`);
    if (loose.length > 0) log.warn(`The messages' folder is open to other users, and was left as it is: ${loose.join(", ")}.`);
    const cleared = clearCutOffRestore(file);
    if (cleared.length > 0) log.warn(`A restore was cut off before it replaced ${file}, which is as it was: removed what it left, ${cleared.join(", ")}.`);
    store = openContactStore(file, { maxMegabytes });
  } catch (error) {
    release();
    throw error;
  }
  // Read at start if it can be, else when first needed: a database that cannot be written just now still serves pages.
  let secret = env.CONTACT_CHALLENGE_SECRET;
  const challengeSecret = () => (secret ||= store.secret(CHALLENGE_SECRET));
  try {
    challengeSecret();
  } catch (error) {
    log.warn({ reason: reasonOf(error) }, "the proof of work's key could not be read or made yet; tried again at the next challenge");
  }
  // The contact pages, for a form sent without JavaScript that is refused: it gets its page back, filled in.
  const contactPages = new Map(
    pages.filter((page) => Object.values(settings.pages).includes(page.path)).map((page) => [page.path, readFileSync(join(root, page.file), "utf8")]),
  );
  const site: MailSite = { name, url: settings.url, from: settings.supportEmail, to: env.CONTACT_TO || settings.supportEmail };
  const transport = env.SMTP_URL
    ? nodemailer.createTransport({ url: env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : undefined;
  if (transport) log.info(`Contact messages are stored in ${file} and forwarded to ${site.to}.`);
  else log.warn(`Contact messages are stored in ${file} but not forwarded: SMTP_URL is not set. "npm run inbox" lists them.`);
  const delivery = deliveryLog(log);

  // Said at start, so a wrong password or address is found now rather than when the first message waits.
  const checkLogin = async (smtp: NonNullable<typeof transport>, server: string) => {
    try {
      await smtp.verify();
      log.info(`The mail server ${server} accepts the login: messages go out.`);
    } catch (error) {
      const { reply } = refusalOf(error);
      log.error({ reply }, `The mail server ${server} cannot be used (${reply}). Messages are still taken and kept, and go out once SMTP_URL is right.`);
    }
  };
  if (transport && env.SMTP_URL) void checkLogin(transport, mailServerOf(env.SMTP_URL));

  const send = async (mail: Mail) => {
    await transport?.sendMail({ ...mail, from: { name, address: mail.from } });
  };

  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Delivers what is due; a call during a run makes the run go round once more. */
  function deliver() {
    if (!transport || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue(store.outbox, send, site, { firstRetryMs, onFailure: delivery.failed, onDelivered: delivery.delivered }).catch((error: unknown) =>
          log.error({ reason: reasonOf(error) }, "contact delivery stopped: the outbox could not be read or updated; tried again later"),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      sleepUntilDue();
    });
  }

  // Even with nothing pending it looks again after the longest sleep: a message the inbox releases is due then.
  function sleepUntilDue() {
    clearTimeout(timer);
    if (stopped) return;
    let next: number | undefined;
    try {
      next = store.nextDue();
    } catch {
      // The database could not be read just now: look again after the longest sleep.
    }
    timer = setTimeout(deliver, Math.min(Math.max(0, (next ?? Infinity) - Date.now()), LONGEST_SLEEP_MS));
  }

  // The held messages' daily report, through the same mail server: looked for every hour, sent at most once a day.
  const inbox = (command: string) => `SITE=${settings.siteId} npm run inbox -- ${command}`;
  const commands: HeldCommands = { list: inbox("held"), release: (id) => inbox(`release ${id}`), discard: (id) => inbox(`discard ${id}`) };
  let reporting: Promise<void> | undefined;
  const report = () => {
    if (!transport || stopped || reporting) return;
    reporting = reportHeld(store.heldReport, send, site, commands)
      .then((named) => {
        if (named > 0) log.info(`Mailed the report of ${named} held contact messages to ${site.to}.`);
      })
      .catch((error: unknown) => log.error({ reason: reasonOf(error) }, "the report of held contact messages could not be mailed; tried again within the hour"))
      .finally(() => (reporting = undefined));
  };
  report();
  const reportingTimer = setInterval(report, HELD_REPORT_CHECK_MS);

  const purge = () => {
    try {
      const removed = store.purge(retentionOf(settings.retentionDays));
      if (removed > 0) log.info(`Removed ${removed} contact messages past the retention (${settings.retentionDays} days, held ones 30).`);
    } catch (error) {
      // The database locked or its disk failing: the server goes on, and the next day's purge catches up.
      log.error({ reason: reasonOf(error) }, "removing old contact messages failed; tried again tomorrow");
    }
  };
  purge();
  const purging = setInterval(purge, DAY_MS);
  deliver();

  const health = deliveryHealth({ deliveryFacts: () => store.deliveryFacts(transport !== undefined), probeWrite: () => store.probeWrite() }, maxPendingSeconds);

  /** Sends the endpoint's answer, or a 500 if it failed. */
  const reply = (req: IncomingMessage, res: ServerResponse, answer: Promise<ContactAnswer>) =>
    answer
      .then(({ status, headers: own, body }) => {
        res.writeHead(status, { ...headers, ...own, "Content-Length": Buffer.byteLength(body) });
        res.end(body);
      })
      .catch((error: unknown) => {
        // A client that left mid-request (or was cut off at the request's time limit) is no failure of the endpoint.
        if (req.socket.destroyed) return;
        log.error({ err: error }, "the contact endpoint failed");
        if (!res.headersSent) res.writeHead(500, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("500 Internal Server Error\n");
      });

  return {
    /** The delivery checks of the health check. */
    health: () => health.check(),
    handle(req: IncomingMessage, res: ServerResponse) {
      const answer = answerContact(contactRequest(req), {
        pages: settings.pages,
        defaultLocale: settings.defaultLocale,
        limiter,
        checkProof: (value) => checkProof(value, challengeSecret, settings.siteId, (signature, expiresAt) => store.claimProof(signature, expiresAt)),
        otherSenders: async (message, since) => store.otherSenders(message, since),
        holdBackMs,
        store: async (message, locale, heldReasons, holdBack) => {
          const id = await store.add(message, locale, Date.now(), heldReasons, holdBack).catch((error: unknown) => {
            log.error({ reason: reasonOf(error) }, "a contact message could not be stored, and was refused with 503");
            // The health check looks again at once rather than trust a probe from before.
            health.forget();
            throw error;
          });
          delivery.stored(id, heldReasons);
          // A held one is reported at once if it is the day's first: a person's, without JavaScript, is not kept waiting.
          setImmediate(heldReasons.length === 0 ? deliver : report);
          return id;
        },
        page: async (path) => contactPages.get(path),
      });
      void reply(req, res, answer);
    },
    /** GET /api/challenge: a challenge for the form's proof of work. */
    handleChallenge(req: IncomingMessage, res: ServerResponse) {
      void reply(req, res, answerChallenge(req.method ?? "", async () => makeChallenge(challengeSecret(), difficulty, settings.siteId)));
    },
    /** Stops delivering, waits for a send in progress, and closes the database. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(purging);
      clearInterval(reportingTimer);
      await running;
      await reporting;
      transport?.close();
      store.close();
      release();
    },
  };
}
