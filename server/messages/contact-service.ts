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
import { answerChallenge, answerContact } from "#server/messages/contact-endpoint.ts";
import { contactRequest, sendAnswer } from "#server/messages/contact-http.ts";
import {
  DAY_MS,
  type Mail,
  type MailSite,
  firstRetryFrom,
  refusalOf,
  retentionOf,
} from "#server/messages/contact-outbox.ts";
import { deliveryLog } from "#server/messages/delivery-log.ts";
import { type ContactStore, maxMegabytesFrom, messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { CHALLENGE_SECRET, checkProof, difficultyFrom, makeChallenge } from "#server/messages/proof-of-work.ts";
import { createRateLimiter, rateLimitFrom } from "#server/messages/rate-limit.ts";
import { tightenModes } from "#server/messages/private-files.ts";
import {
  type FailingGames,
  HELD_REPORT_CHECK_MS,
  type HeldCommands,
  reportHeld,
} from "#server/messages/held-report.ts";
import { holdBackFrom } from "#server/messages/spam-signals.ts";
import { startOutboxLoop } from "#server/messages/outbox-loop.ts";
import type { Page } from "#server/hosting/route-table.ts";

type Options = {
  settings: ContactSettings;
  name: string;
  root: string;
  pages: readonly Page[];
  headers: Record<string, string>;
  env: NodeJS.ProcessEnv;
  log: Log;
  /** On a site that counts plays: the games failing for visitors, which the day's report names too. */
  failingGames?: FailingGames | undefined;
};

/** The mail server's address for the log: host and port of SMTP_URL, never its user or password. */
function mailServerOf(url: string): string {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.hostname}:${parsed.port || (parsed.protocol === "smtps:" ? 465 : 587)}` : "SMTP_URL";
}

/** The database, held for this server alone and made private before it is opened; `release` lets it go. */
function openHeldStore(
  file: string,
  maxMegabytes: number | undefined,
  log: Log,
): { store: ContactStore; release: () => void } {
  // While it serves, neither a restore nor a second server may use the database: refused before it is opened.
  const release = holdDatabase(file);
  try {
    // Checked at every start: files an older version, a copy or a restore left readable by others are made private.
    const { fixed, loose } = tightenModes(file);
    if (fixed.length > 0)
      log.warn(`The messages' files were readable by other users; made private: ${fixed.join(", ")}.`);
    if (loose.length > 0)
      log.warn(`The messages' folder is open to other users, and was left as it is: ${loose.join(", ")}.`);
    const cleared = clearCutOffRestore(file);
    if (cleared.length > 0)
      log.warn(
        `A restore was cut off before it replaced ${file}, which is as it was: removed what it left, ${cleared.join(", ")}.`,
      );
    return { store: openContactStore(file, { maxMegabytes }), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** The mail server of SMTP_URL, its login tried at once, so a wrong password or address is found now rather than when the first message waits. */
function mailServer(url: string, name: string, log: Log) {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const server = mailServerOf(url);
  transport.verify().then(
    () => log.info(`The mail server ${server} accepts the login: messages go out.`),
    (error: unknown) => {
      const { reply } = refusalOf(error);
      log.error(
        { reply },
        `The mail server ${server} cannot be used (${reply}). Messages are still taken and kept, and go out once SMTP_URL is right.`,
      );
    },
  );
  return {
    send: async (mail: Mail) => {
      await transport.sendMail({ ...mail, from: { name, address: mail.from } });
    },
    close: () => transport.close(),
  };
}

type Housekeeping = {
  store: ContactStore;
  send: ((mail: Mail) => Promise<void>) | undefined;
  site: MailSite;
  settings: ContactSettings;
  log: Log;
  failingGames: FailingGames | undefined;
};

/**
 * The held messages' report, through the same mail server (looked for every hour, sent at most once a day), and the
 * daily removal of messages past the site's retention.
 */
function startHousekeeping({ store, send, site, settings, log, failingGames }: Housekeeping) {
  const inbox = (command: string) => `SITE=${settings.siteId} npm run inbox -- ${command}`;
  const commands: HeldCommands = {
    list: inbox("held"),
    release: (id) => inbox(`release ${id}`),
    discard: (id) => inbox(`discard ${id}`),
    ...(failingGames && {
      failing: {
        list: `SITE=${settings.siteId} npm run games:failing`,
        check: `SITE=${settings.siteId} npm run games:check -- --save`,
      },
    }),
  };
  let reporting: Promise<void> | undefined;
  let stopping = false;
  const report = () => {
    if (!send || stopping || reporting) return;
    reporting = reportHeld(store.heldReport, send, site, commands, Date.now(), failingGames)
      .then(({ held, failing }) => {
        if (held + failing > 0)
          log.info(`Mailed the day's report (${held} held contact messages, ${failing} games failing) to ${site.to}.`);
      })
      .catch((error: unknown) =>
        log.error(
          { reason: reasonOf(error) },
          "the report of held contact messages could not be mailed; tried again within the hour",
        ),
      )
      .finally(() => (reporting = undefined));
  };
  const purge = () => {
    try {
      const removed = store.purge(retentionOf(settings.retentionDays));
      if (removed > 0)
        log.info(
          `Removed ${removed} contact messages past the retention (${settings.retentionDays} days, held ones 30).`,
        );
    } catch (error) {
      // The database locked or its disk failing: the server goes on, and the next day's purge catches up.
      log.error({ reason: reasonOf(error) }, "removing old contact messages failed; tried again tomorrow");
    }
  };
  report();
  const reportingTimer = setInterval(report, HELD_REPORT_CHECK_MS);
  purge();
  const purging = setInterval(purge, DAY_MS);
  return {
    report,
    /** Stops both, and waits for a report being mailed. */
    async stop() {
      stopping = true;
      clearInterval(purging);
      clearInterval(reportingTimer);
      await reporting;
    },
  };
}

export function startContactService({ settings, name, root, pages, headers, env, log, failingGames }: Options) {
  // The settings first: a wrong one refuses the start, naming it, before any file is touched.
  const limiter = createRateLimiter(rateLimitFrom(env.CONTACT_RATE_LIMIT));
  const difficulty = difficultyFrom(env.CONTACT_PROOF_DIFFICULTY);
  const firstRetryMs = firstRetryFrom(env.CONTACT_RETRY_SECONDS);
  const maxPendingSeconds = maxPendingSecondsFrom(env.HEALTH_MAX_PENDING_SECONDS);
  const holdBackMs = holdBackFrom(env.CONTACT_HOLD_BACK_SECONDS);
  const maxMegabytes = maxMegabytesFrom(env.CONTACT_MAX_DB_MB);
  const file = messagesFile(env.DATA_DIR || "data", settings.siteId);
  const { store, release } = openHeldStore(file, maxMegabytes, log);
  // Read at start if it can be, else when first needed: a database that cannot be written just now still serves pages.
  let secret = env.CONTACT_CHALLENGE_SECRET;
  const challengeSecret = () => (secret ||= store.secret(CHALLENGE_SECRET));
  try {
    challengeSecret();
  } catch (error) {
    log.warn(
      { reason: reasonOf(error) },
      "the proof of work's key could not be read or made yet; tried again at the next challenge",
    );
  }
  // The contact pages, for a form sent without JavaScript that is refused: it gets its page back, filled in.
  const contactPages = new Map(
    pages
      .filter((page) => Object.values(settings.pages).includes(page.path))
      .map((page) => [page.path, readFileSync(join(root, page.file), "utf8")]),
  );
  const site: MailSite = {
    name,
    url: settings.url,
    from: settings.supportEmail,
    to: env.CONTACT_TO || settings.supportEmail,
  };
  const mail = env.SMTP_URL ? mailServer(env.SMTP_URL, name, log) : undefined;
  if (mail) log.info(`Contact messages are stored in ${file} and forwarded to ${site.to}.`);
  else
    log.warn(
      `Contact messages are stored in ${file} but not forwarded: SMTP_URL is not set. "npm run inbox" lists them.`,
    );
  const delivery = deliveryLog(log);
  const housekeeping = startHousekeeping({ store, send: mail?.send, site, settings, log, failingGames });
  const outbox =
    mail &&
    startOutboxLoop({
      outbox: store.outbox,
      nextDue: () => store.nextDue(),
      send: mail.send,
      site,
      firstRetryMs,
      delivery,
      log,
    });

  const health = deliveryHealth(
    { deliveryFacts: () => store.deliveryFacts(mail !== undefined), probeWrite: () => store.probeWrite() },
    maxPendingSeconds,
  );

  const reply = (req: IncomingMessage, res: ServerResponse, answer: Parameters<typeof sendAnswer>[2]) =>
    void sendAnswer(req, res, answer, headers, log);

  return {
    /** The delivery checks of the health check. */
    health: () => health.check(),
    handle(req: IncomingMessage, res: ServerResponse) {
      const answer = answerContact(contactRequest(req), {
        pages: settings.pages,
        defaultLocale: settings.defaultLocale,
        limiter,
        checkProof: (value) =>
          checkProof(value, challengeSecret, settings.siteId, (signature, expiresAt) =>
            store.claimProof(signature, expiresAt),
          ),
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
          setImmediate(heldReasons.length === 0 ? () => outbox?.deliver() : housekeeping.report);
          return id;
        },
        page: async (path) => contactPages.get(path),
      });
      reply(req, res, answer);
    },
    /** GET /api/challenge: a challenge for the form's proof of work. */
    handleChallenge(req: IncomingMessage, res: ServerResponse) {
      reply(
        req,
        res,
        answerChallenge(req.method ?? "", async () => makeChallenge(challengeSecret(), difficulty, settings.siteId)),
      );
    },
    /** Stops delivering, waits for a send in progress, and closes the database. */
    async stop() {
      await outbox?.stop();
      await housekeeping.stop();
      mail?.close();
      store.close();
      release();
    },
  };
}
