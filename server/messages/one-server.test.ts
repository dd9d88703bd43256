// @vitest-environment node
/**
 * One server a database, whatever becomes of its lock files: two servers, each a process of its own as in life,
 * started on one DATA_DIR with the first one's lock file deleted (it looks like a stale lock), forwarding to a real
 * SMTP server in this process. The second is refused, and every message reaches the mailbox once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, expect, it } from "vitest";
import { messagesFile, openContactStore } from "#server/messages/contact-store.ts";

const MESSAGES = 20;
const dir = mkdtempSync(join(tmpdir(), "one-server-"));
const database = messagesFile(dir, "spinhaven-fi");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** A server's contact service in a process of its own, on `dir`: what it prints, once it has started or failed to. */
async function server(smtpPort: number): Promise<{ child: ChildProcess; said: string }> {
  const source = `
    import { PassThrough } from "node:stream";
    import { createLog } from ${JSON.stringify(join(import.meta.dirname, "..", "log.ts"))};
    import { startContactService } from ${JSON.stringify(join(import.meta.dirname, "contact-service.ts"))};
    const settings = { siteId: "spinhaven-fi", url: "https://fi.spinhaven.example", supportEmail: "tuki@fi.spinhaven.example", retentionDays: 365, pages: { fi: "/contact" }, defaultLocale: "fi" };
    const log = createLog("json", { out: new PassThrough().resume(), err: new PassThrough().resume() });
    try {
      startContactService({ settings, name: "Revontuli", root: process.argv[1], pages: [], headers: {}, env: { DATA_DIR: process.argv[1], SMTP_URL: "smtp://127.0.0.1:${smtpPort}" }, log });
      console.log("serving");
    } catch (error) {
      console.log(error.message);
      process.exit(1);
    }`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source, dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  let said = "";
  child.stdout?.on("data", (chunk: Buffer) => (said += chunk.toString()));
  while (!said.includes("\n") && child.exitCode === null)
    await Promise.race([once(child.stdout ?? child, "data"), once(child, "exit")]);
  return { child, said: said.trim() };
}

it("refuses a second server on a database whose lock file was deleted, and sends each message once", async () => {
  const mails: ParsedMail[] = [];
  const mailbox = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, _session, callback) =>
      void simpleParser(stream).then((mail) => (mails.push(mail), callback()), callback),
  });
  mailbox.listen(0, "127.0.0.1");
  await once(mailbox.server, "listening");
  const smtpPort = (mailbox.server.address() as AddressInfo).port;

  // Messages waiting for the mail server, as a server that stopped before sending them left them.
  const store = openContactStore(database);
  const ids = await Promise.all(
    Array.from({ length: MESSAGES }, (_, n) =>
      store.add({ name: `Aino ${n}`, email: `aino${n}@example.com`, message: "Hei!" }, "fi"),
    ),
  );
  store.close();

  const first = await server(smtpPort);
  expect(first.said).toBe("serving");
  rmSync(`${database}.lock`);
  rmSync(`${database}.server`);
  const second = await server(smtpPort);
  expect(second.said).toBe(
    `${database} is open in another program, though no server holds its lock file (deleted?): another server, or an inbox command or a backup still running. Stop it first, or give this server a DATA_DIR of its own.`,
  );

  await expect.poll(() => mails.length, { timeout: 20_000 }).toBe(MESSAGES);
  first.child.kill("SIGTERM");
  await once(first.child, "exit");
  // Sent once each: by their Message-ID, made from the message's id.
  expect(mails.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@fi.spinhaven.example>`).sort());
  await new Promise((closed) => mailbox.close(() => closed(undefined)));
}, 60_000);
