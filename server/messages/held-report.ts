/**
 * Nothing held unseen: once a day at most, while messages are held, the operator gets a mail (by the same path as
 * the messages themselves) with how many are held, each one's sender and first words, and how to release one. Each
 * report counts for the messages it names, and a held message is removed after its 30 days only once two reports have
 * named it: a person's message held by mistake is never removed before the operator has been told of it twice.
 * On a site that counts plays, the same daily mail names the games whose launcher failed for FAILING_VISITORS or
 * more visitors a day since yesterday: one mail, sent while either has something to say.
 * The same on the Node server (an hourly look) and the Worker (its Cron Trigger).
 */
import { DAY_MS, type Mail, type MailSite, type StoredMessage } from "#server/messages/contact-outbox.ts";
import { printable } from "#server/messages/printable.ts";
import { FAILING_VISITORS, type FailingDay } from "#shared/plays.ts";

/** What the report needs of a host's database. */
export type HeldReportStore = {
  /** Whether any message is held: a cheap look, every run. */
  anyHeld(): Promise<boolean>;
  /** Claims the day's report: true at most once a day, whichever process (or isolate) asks. */
  claimHeldReport(now: number): Promise<boolean>;
  /** Gives back a claim made at `now` whose report could not be sent. */
  unclaimHeldReport(now: number): Promise<void>;
  /** The held messages, oldest first. */
  held(): Promise<StoredMessage[]>;
  /** Counts one more report for the held messages received until `until`. */
  markReported(until: number): Promise<void>;
};

/**
 * How the operator releases, discards or lists held messages on this host, and on a site that counts plays lists the
 * games that failed and checks them again.
 */
export type HeldCommands = {
  list: string;
  release: (id: string) => string;
  discard: (id: string) => string;
  failing?: { list: string; check: string };
};

/** The failing games of the report: the days since yesterday on which a game failed for FAILING_VISITORS or more. */
export type FailingGames = () => Promise<readonly FailingDay[]>;

/** The most messages a report names one by one; it counts them all. */
const LISTED = 30;
const FIRST_WORDS = 60;

const when = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace("T", " ")
    .replace(/:\d\d\.\d+Z$/, " UTC");

/** The report's lines of held messages (oldest first). What visitors wrote is shown escaped, on one line. */
function heldLines(messages: readonly StoredMessage[], site: MailSite, commands: HeldCommands): string[] {
  const newest = [...messages].reverse().slice(0, LISTED);
  const line = (message: StoredMessage) => {
    const words = message.message.replace(/\s+/g, " ").trim();
    const start = words.length > FIRST_WORDS ? `${words.slice(0, FIRST_WORDS - 1)}…` : words;
    return `${when(message.receivedAt)}  ${message.id}  ${message.heldReasons.join(",")}\n  ${printable(`${message.name} <${message.email}>`)}: ${printable(start)}`;
  };
  const example = newest[0]?.id ?? "<id>";
  return [
    `${heldCount(messages.length)} held on ${site.url}: they looked like a robot's, so they were kept but not forwarded to you.`,
    "If one is a person's, release it and it is forwarded like any other. A held message is removed after 30 days,",
    "once this report has named it twice.",
    "",
    ...newest.map(line),
    ...(messages.length > newest.length
      ? ["", `…and ${messages.length - newest.length} older ones: ${commands.list}`]
      : []),
    "",
    `To release one: ${commands.release(example)}`,
    `To discard one: ${commands.discard(example)}`,
    `To list them:   ${commands.list}`,
  ];
}

const heldCount = (count: number) => (count === 1 ? "1 message is" : `${count} messages are`);
const gamesCount = (count: number) => (count === 1 ? "1 game" : `${count} games`);

/** The report's lines of the days games failed for visitors, newest first. */
function failingLines(failing: readonly FailingDay[], site: MailSite, commands: HeldCommands): string[] {
  const games = new Set(failing.map(({ game }) => game)).size;
  return [
    `${gamesCount(games)} did not load for ${FAILING_VISITORS} or more visitors in a day on ${site.url}: the studio's`,
    "launcher may be down, or the studio may have withdrawn the game. The next build puts each at the end of every",
    "row and order, saying that it may not load right now, until it loads again.",
    "",
    ...failing.map(
      ({ day, game, fails, plays }) => `${day}  ${game}: did not load for ${fails} visitors, loaded for ${plays}`,
    ),
    ...(commands.failing
      ? [
          "",
          `To list them with each one's last check: ${commands.failing.list}`,
          `To check them now: ${commands.failing.check}`,
        ]
      : []),
  ];
}

/**
 * The day's report of `messages` (held, oldest first) and of the days games `failing` (newest first), made at `now`:
 * a section for each that has any.
 */
export function composeHeldReport(
  messages: readonly StoredMessage[],
  site: MailSite,
  commands: HeldCommands,
  now: number,
  failing: readonly FailingDay[] = [],
): Mail {
  const subjects = [
    ...(messages.length > 0 ? [`${heldCount(messages.length).replace(/ (is|are)$/, "")} held, not forwarded`] : []),
    ...(failing.length > 0
      ? [`${gamesCount(new Set(failing.map(({ game }) => game)).size)} did not load for visitors`]
      : []),
  ];
  const sections = [
    ...(messages.length > 0 ? [heldLines(messages, site, commands)] : []),
    ...(failing.length > 0 ? [failingLines(failing, site, commands)] : []),
  ];
  return {
    from: site.from,
    to: site.to,
    replyTo: { name: site.name, address: site.from },
    subject: `${site.name}: ${subjects.join("; ")}`,
    text: [
      ...sections.flatMap((section) => [...section, ""]),
      failing.length > 0
        ? "This report comes at most once a day, while messages are held or games do not load."
        : "This report comes at most once a day, while messages are held.",
      "",
    ].join("\n"),
    messageId: `<held-report-${now}@${new URL(site.url).host}>`,
  };
}

/**
 * Sends the day's report if one is due (messages are held, or games failed for visitors since yesterday, and none
 * was sent in the last day), and counts it for the held messages. Returns how many messages and games it named (none
 * when none was due); a send that fails is left for the next run, and its error thrown.
 */
export async function reportHeld(
  store: HeldReportStore,
  send: (mail: Mail) => Promise<void>,
  site: MailSite,
  commands: HeldCommands,
  now = Date.now(),
  failingGames?: FailingGames,
): Promise<{ held: number; failing: number }> {
  const anyHeld = await store.anyHeld();
  const failing = (await failingGames?.()) ?? [];
  if ((!anyHeld && failing.length === 0) || !(await store.claimHeldReport(now))) return { held: 0, failing: 0 };
  const messages = anyHeld ? await store.held() : [];
  try {
    await send(composeHeldReport(messages, site, commands, now, failing));
  } catch (error) {
    await store.unclaimHeldReport(now);
    throw error;
  }
  await store.markReported(now);
  return { held: messages.length, failing: new Set(failing.map(({ game }) => game)).size };
}

/** How often the Node server looks whether a report is due: the report itself goes at most once a day. */
export const HELD_REPORT_CHECK_MS = 60 * 60 * 1000;
/** A day, the least between two reports. */
export const HELD_REPORT_EVERY_MS = DAY_MS;
