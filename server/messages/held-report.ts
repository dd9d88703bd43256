/**
 * Nothing held unseen: once a day at most, while messages are held, the operator gets a mail (by the same path as
 * the messages themselves) with how many are held, each one's sender and first words, and how to release one. Each
 * report counts for the messages it names, and a held message is removed after its 30 days only once two reports have
 * named it: a person's message held by mistake is never removed before the operator has been told of it twice.
 * The same on the Node server (an hourly look) and the Worker (its Cron Trigger).
 */
import { DAY_MS, type Mail, type MailSite, type StoredMessage } from "#server/messages/contact-outbox.ts";
import { printable } from "#server/messages/printable.ts";

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

/** How the operator releases, discards or lists held messages on this host. */
export type HeldCommands = { list: string; release: (id: string) => string; discard: (id: string) => string };

/** The most messages a report names one by one; it counts them all. */
const LISTED = 30;
const FIRST_WORDS = 60;

const when = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace("T", " ")
    .replace(/:\d\d\.\d+Z$/, " UTC");

/** The report of `messages` (held, oldest first), made at `now`. What visitors wrote is shown escaped, on one line. */
export function composeHeldReport(
  messages: readonly StoredMessage[],
  site: MailSite,
  commands: HeldCommands,
  now: number,
): Mail {
  const newest = [...messages].reverse().slice(0, LISTED);
  const line = (message: StoredMessage) => {
    const words = message.message.replace(/\s+/g, " ").trim();
    const start = words.length > FIRST_WORDS ? `${words.slice(0, FIRST_WORDS - 1)}…` : words;
    return `${when(message.receivedAt)}  ${message.id}  ${message.heldReasons.join(",")}\n  ${printable(`${message.name} <${message.email}>`)}: ${printable(start)}`;
  };
  const count = messages.length === 1 ? "1 message is" : `${messages.length} messages are`;
  const example = newest[0]?.id ?? "<id>";
  return {
    from: site.from,
    to: site.to,
    replyTo: { name: site.name, address: site.from },
    subject: `${site.name}: ${count.replace(/ (is|are)$/, "")} held, not forwarded`,
    text: [
      `${count} held on ${site.url}: they looked like a robot's, so they were kept but not forwarded to you.`,
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
      "",
      "This report comes at most once a day, while messages are held.",
      "",
    ].join("\n"),
    messageId: `<held-report-${now}@${new URL(site.url).host}>`,
  };
}

/**
 * Sends the day's report of held messages if one is due (messages are held, and none was sent in the last day), and
 * counts it for them. Returns how many it named in all (0 when none was due); a send that fails is left for the next
 * run, and its error thrown.
 */
export async function reportHeld(
  store: HeldReportStore,
  send: (mail: Mail) => Promise<void>,
  site: MailSite,
  commands: HeldCommands,
  now = Date.now(),
): Promise<number> {
  if (!(await store.anyHeld()) || !(await store.claimHeldReport(now))) return 0;
  const messages = await store.held();
  try {
    await send(composeHeldReport(messages, site, commands, now));
  } catch (error) {
    await store.unclaimHeldReport(now);
    throw error;
  }
  await store.markReported(now);
  return messages.length;
}

/** How often the Node server looks whether a report is due: the report itself goes at most once a day. */
export const HELD_REPORT_CHECK_MS = 60 * 60 * 1000;
/** A day, the least between two reports. */
export const HELD_REPORT_EVERY_MS = DAY_MS;
