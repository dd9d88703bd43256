/**
 * The operator's inbox on the Node server's store (`npm run inbox`, SITE and DATA_DIR as for the server):
 *   npm run inbox                                  the messages, newest first
 *   npm run inbox -- show <id>                     one message, whole
 *   npm run inbox -- export --format json|csv      every field of every message, to standard output
 *   npm run inbox -- delete --email <address>      an erasure request: every message from that address
 *   npm run inbox -- held                          the held messages, newest first, each with its reasons
 *   npm run inbox -- release <id>                  a held message forwarded as if it had just arrived
 *   npm run inbox -- discard <id>                  a held message deleted
 *   npm run inbox -- purge                         the messages older than the site's retention, the held ones after 30 days
 *   npm run inbox -- backup <file>                 a consistent copy of the database, while the server runs
 *   npm run inbox -- backup <folder>/              the same, named by its time, then the folder's backups past the
 *                                                  site's retention removed (what spinhaven-backup@.service runs)
 *   npm run inbox -- restore <file>                a backup in place of the database, with the server stopped
 * A command that meets the server's lock tries again for a few seconds, without blocking: SIGTERM or SIGINT then
 * stops it at once, the database closed and nothing changed.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadSite } from "#build/site/load-site.ts";
import { backUp, backupName, missingDatabaseReason, pruneBackups, restore } from "#server/messages/backup.ts";
import { HELD_DAYS, type StoredMessage, retentionCutoff, retentionOf } from "#server/messages/contact-outbox.ts";
import { type ContactStore, isBusy, messagesFile, openContactStore, whenFree } from "#server/messages/contact-store.ts";
import { printable } from "#server/messages/printable.ts";

/** How long a command waits for the server's lock before it gives up. */
const LOCK_WAIT_MS = 5000;

const FIELDS = [
  "id",
  "receivedAt",
  "locale",
  "name",
  "email",
  "message",
  "deliveredAt",
  "attempts",
  "nextAttemptAt",
  "lastError",
  "heldReasons",
] as const;

const time = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());
const state = (message: StoredMessage) =>
  message.heldReasons.length > 0 ? "held" : message.deliveredAt === null ? "pending" : "delivered";

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  // A cell a spreadsheet would read as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function exportAs(format: string, messages: StoredMessage[]): string {
  const rows = messages.map((message) => ({
    ...message,
    receivedAt: time(message.receivedAt),
    deliveredAt: time(message.deliveredAt),
    nextAttemptAt: time(message.nextAttemptAt),
  }));
  // In a spreadsheet's cell, the reasons as the database keeps them: separated by commas.
  if (format === "csv")
    return (
      [
        FIELDS.join(","),
        ...rows.map((row) =>
          FIELDS.map((field) => csvCell(field === "heldReasons" ? row.heldReasons.join(",") : row[field])).join(","),
        ),
      ].join("\r\n") + "\r\n"
    );
  // JSON escapes C0 controls itself; DEL, C1 controls and the bidirectional overrides too, still the same text when read.
  return `${JSON.stringify(rows, null, 2).replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;
}

/**
 * One line a message: its time, id, state, sender and the start of its first line; `extra` after the state. What a
 * visitor wrote is printed escaped (printable.ts): it cannot move the cursor, clear the screen or write over a column.
 */
function line(message: StoredMessage, extra = ""): string {
  const firstLine = message.message.split("\n")[0] ?? "";
  const start = firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine;
  return [
    time(message.receivedAt),
    printable(message.id),
    state(message).padEnd(9),
    ...(extra ? [printable(extra)] : []),
    printable(`${message.name} <${message.email}>`),
    printable(start),
  ].join("  ");
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string" }, email: { type: "string" } },
});
const [command = "list", argument] = positionals;

const site = loadSite();
if (!site.contactDelivery)
  fail(`${site.name} (SITE=${site.id}) keeps no messages: its configuration has no contactDelivery.`);
const file = messagesFile(process.env.DATA_DIR || "data", site.id);
const plural = (count: number) => `${count} ${count === 1 ? "message" : "messages"}`;

// Neither opens the store: a backup reads a snapshot beside the running server, and a restore may be the
// database's first file on a new machine.
if (command === "backup" || command === "restore") {
  if (!argument) fail(`Usage: npm run inbox -- ${command} ${command === "backup" ? "<file or folder>" : "<file>"}`);
  try {
    if (command === "backup") {
      if (!existsSync(file)) fail(`No messages to back up: ${file} does not exist.`);
      // A folder, named with a final slash or found to be one: the nightly backup's way.
      const folder = argument.endsWith("/") || (existsSync(argument) && statSync(argument).isDirectory());
      if (folder && !(existsSync(argument) && statSync(argument).isDirectory()))
        fail(`No folder ${argument}: make it first, writable by this user.`);
      const target = folder ? join(argument, backupName(site.id)) : argument;
      const { messages } = backUp(file, target);
      console.log(`Backed up ${plural(messages)} to ${target} (on the disk, integrity checked).`);
      if (folder) {
        const { retentionDays } = site.contactDelivery;
        const removed = pruneBackups(argument, site.id, retentionCutoff(retentionDays));
        console.log(
          `Removed ${removed.length} ${removed.length === 1 ? "backup" : "backups"} older than ${retentionDays} days${removed.length > 0 ? `: ${removed.join(", ")}` : ""}.`,
        );
      }
    } else {
      const { messages, replaced } = restore(file, argument);
      console.log(
        `Restored ${plural(messages)} from ${argument} into ${file}.${replaced ? ` The replaced database is kept as ${replaced}.` : ""}`,
      );
    }
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  process.exit(0);
}

if (!existsSync(file))
  fail(
    missingDatabaseReason(file) ??
      `No messages yet: ${file} does not exist. The server creates it at start (DATA_DIR=${process.env.DATA_DIR || "data"}).`,
  );
const store: ContactStore = openContactStore(file);
// A signal while a command waits for the lock: the database closed, nothing changed (each change is one statement).
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    store.close();
    console.error(`Stopped by ${signal}: nothing was changed.`);
    process.exit(128 + (signal === "SIGINT" ? 2 : 15));
  });
}
/** Runs `work` on the store, waiting for the server's commits without blocking, for at most LOCK_WAIT_MS. */
const whenStoreFree = <T>(work: () => T) =>
  whenFree(work, LOCK_WAIT_MS, () =>
    console.error("The database is busy (another program is writing to it): waiting…"),
  ).catch((error: unknown) =>
    isBusy(error)
      ? fail(`The database is still busy after ${LOCK_WAIT_MS / 1000} s: nothing was changed. Try again.`)
      : Promise.reject(error),
  );

switch (command) {
  case "list": {
    const messages = await whenStoreFree(() => store.list());
    if (messages.length === 0) console.log("No messages.");
    for (const message of messages) console.log(line(message));
    const held = messages.filter((message) => message.heldReasons.length > 0).length;
    console.log(
      `${messages.length} messages, ${messages.filter((message) => message.deliveredAt === null).length - held} pending, ${held} held.`,
    );
    break;
  }
  case "held": {
    const messages = (await whenStoreFree(() => store.list())).filter((message) => message.heldReasons.length > 0);
    for (const message of messages) console.log(line(message, message.heldReasons.join(",")));
    console.log(
      `${plural(messages.length)} held: not forwarded unless released (npm run inbox -- release <id>), removed after ${HELD_DAYS} days once mailed to you in two daily reports.`,
    );
    break;
  }
  case "release":
  case "discard": {
    if (!argument) fail(`Usage: npm run inbox -- ${command} <id>`);
    const done = await whenStoreFree(() => (command === "release" ? store.release(argument) : store.discard(argument)));
    if (!done) fail(`No held message ${printable(argument)}.`);
    console.log(
      command === "release"
        ? `Released ${printable(argument)}: the server forwards it within a minute.`
        : `Discarded ${printable(argument)}.`,
    );
    break;
  }
  case "show": {
    const message = argument ? await whenStoreFree(() => store.get(argument)) : undefined;
    if (!message) fail(argument ? `No message ${printable(argument)}.` : "Usage: npm run inbox -- show <id>");
    console.log(
      `From:      ${printable(`${message.name} <${message.email}>`)}\nReceived:  ${time(message.receivedAt)}\nLanguage:  ${printable(message.locale)}`,
    );
    const status =
      message.heldReasons.length > 0
        ? ` (${message.heldReasons.join(",")})`
        : message.deliveredAt === null
          ? ` (${message.attempts} attempts${message.lastError ? `, last: ${message.lastError}` : ""})`
          : ` ${time(message.deliveredAt)}`;
    console.log(`Status:    ${state(message)}${printable(status)}`);
    // The message whole, its lines and tabs kept: only what a terminal would act on is escaped.
    console.log(`Id:        ${printable(message.id)}\n\n${printable(message.message, { lines: true })}`);
    break;
  }
  case "export": {
    if (values.format !== "json" && values.format !== "csv") fail("Usage: npm run inbox -- export --format json|csv");
    process.stdout.write(exportAs(values.format, await whenStoreFree(() => store.list())));
    break;
  }
  case "delete": {
    if (!values.email) fail("Usage: npm run inbox -- delete --email <address>");
    const email = values.email;
    const removed = await whenStoreFree(() => store.deleteByEmail(email));
    console.log(`Deleted ${removed} ${removed === 1 ? "message" : "messages"} from ${values.email}.`);
    break;
  }
  case "purge": {
    const retention = retentionOf(site.contactDelivery.retentionDays);
    const removed = await whenStoreFree(() => store.purge(retention));
    console.log(
      `Removed ${removed} ${removed === 1 ? "message" : "messages"} older than ${site.contactDelivery.retentionDays} days, or held, reported twice and older than ${HELD_DAYS}.`,
    );
    break;
  }
  default:
    fail(
      `Unknown command "${command}": list, show <id>, held, release <id>, discard <id>, export --format json|csv, delete --email <address>, purge, backup <file>, restore <file>.`,
    );
}
store.close();
// Done: a signal from now on changes nothing and is not reported as an interruption. A pipe takes a large export in
// pieces, after this line has run: the process ends once the last piece has gone.
process.stdout.write("", () => process.exit(0));
