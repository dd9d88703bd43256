// @vitest-environment node
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLog } from "#server/log.ts";
import { DAY_MS, type Mail } from "#server/messages/contact-outbox.ts";
import { startContactService } from "#server/messages/contact-service.ts";
import { type ContactStore, messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { type HeldCommands, reportHeld } from "#server/messages/held-report.ts";

const SITE = {
  name: "Revontuli",
  url: "https://fi.spinhaven.example",
  from: "tuki@fi.spinhaven.example",
  to: "operator@example.com",
};
const COMMANDS: HeldCommands = {
  list: "inbox held",
  release: (id) => `inbox release ${id}`,
  discard: (id) => `inbox discard ${id}`,
};
const NOW = Date.UTC(2026, 10, 28, 12);

let dir: string;
let store: ContactStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "held-report-"));
  store = openContactStore(messagesFile(dir, "spinhaven-fi"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the report of held messages", () => {
  it("is mailed at most once a day while messages are held, with their count, senders, first words and how to release them", async () => {
    const mails: Mail[] = [];
    const send = async (mail: Mail) => void mails.push(mail);
    expect(await reportHeld(store.heldReport, send, SITE, COMMANDS, NOW)).toEqual({ held: 0, failing: 0 });
    const robot = await store.add(
      {
        name: "Lucky",
        email: "win@bonus.example",
        message: "Free spins \u001b[2J https://a.example https://b.example https://c.example",
      },
      "fi",
      NOW - 3_600_000,
      ["links"],
    );
    const person = await store.add(
      { name: "Aino Virtanen", email: "aino@example.com", message: "Hei!\nMoon Princess ei lataudu puhelimella." },
      "fi",
      NOW - 60_000,
      ["honeypot"],
    );

    expect(await reportHeld(store.heldReport, send, SITE, COMMANDS, NOW)).toEqual({ held: 2, failing: 0 });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ from: SITE.from, to: SITE.to, subject: "Revontuli: 2 messages held, not forwarded" });
    expect(mail?.text).toContain(
      `${person}  honeypot\n  Aino Virtanen <aino@example.com>: Hei! Moon Princess ei lataudu puhelimella.`,
    );
    expect(mail?.text).toContain(
      `${robot}  links\n  Lucky <win@bonus.example>: Free spins \\x1B[2J https://a.example https://b.example https:/…`,
    );
    expect(mail?.text).toContain(`To release one: inbox release ${person}`);

    // Within the day: none, whatever process asks; a day later, again, counted for each message it names.
    expect(await reportHeld(store.heldReport, send, SITE, COMMANDS, NOW + DAY_MS - 1)).toEqual({ held: 0, failing: 0 });
    expect(
      await reportHeld(
        openContactStore(messagesFile(dir, "spinhaven-fi")).heldReport,
        send,
        SITE,
        COMMANDS,
        NOW + 60_000,
      ),
    ).toEqual({ held: 0, failing: 0 });
    expect(await reportHeld(store.heldReport, send, SITE, COMMANDS, NOW + DAY_MS)).toEqual({ held: 2, failing: 0 });
    expect(mails).toHaveLength(2);
  });

  it("names the games that failed for visitors in the same daily mail, and is mailed for them alone", async () => {
    const mails: Mail[] = [];
    const send = async (mail: Mail) => void mails.push(mail);
    const commands = { ...COMMANDS, failing: { list: "games:failing", check: "games:check -- --save" } };
    const failing = async () => [
      { game: "moon-princess", day: "2026-11-28", plays: 10, fails: 4 },
      { game: "moon-princess", day: "2026-11-27", plays: 8, fails: 3 },
      { game: "fire-joker", day: "2026-11-27", plays: 2, fails: 5 },
    ];
    // No message held: a report of the games alone.
    expect(await reportHeld(store.heldReport, send, SITE, commands, NOW, failing)).toEqual({ held: 0, failing: 2 });
    expect(mails[0]?.subject).toBe("Revontuli: 2 games did not load for visitors");
    expect(mails[0]?.text).toContain(
      "2 games did not load for 3 or more visitors in a day on https://fi.spinhaven.example",
    );
    expect(mails[0]?.text).toContain("2026-11-28  moon-princess: did not load for 4 visitors, loaded for 10\n");
    expect(mails[0]?.text).toContain("2026-11-27  fire-joker: did not load for 5 visitors, loaded for 2\n");
    expect(mails[0]?.text).toContain("To list them with each one's last check: games:failing\n");
    expect(mails[0]?.text).not.toContain("held on");
    // A message held later that day: no second mail before a day has passed; then one mail with both.
    const lucky = await store.add({ name: "Lucky", email: "win@bonus.example", message: "Free spins" }, "fi", NOW, [
      "honeypot",
    ]);
    expect(await reportHeld(store.heldReport, send, SITE, commands, NOW + 3_600_000, failing)).toEqual({
      held: 0,
      failing: 0,
    });
    expect(await reportHeld(store.heldReport, send, SITE, commands, NOW + DAY_MS, failing)).toEqual({
      held: 1,
      failing: 2,
    });
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("Revontuli: 1 message held, not forwarded; 2 games did not load for visitors");
    expect(mails[1]?.text).toContain("1 message is held on https://fi.spinhaven.example");
    expect(mails[1]?.text).toContain("2026-11-28  moon-princess: did not load for 4 visitors, loaded for 10");
    // Nothing held and nothing failing: no mail.
    expect(store.discard(lucky)).toBe(true);
    expect(await reportHeld(store.heldReport, send, SITE, commands, NOW + 2 * DAY_MS, async () => [])).toEqual({
      held: 0,
      failing: 0,
    });
    expect(mails).toHaveLength(2);
  });

  it("is tried again at the next look when the mail server refused it", async () => {
    await store.add({ name: "Lucky", email: "win@bonus.example", message: "Free spins" }, "fi", NOW - 60_000, [
      "honeypot",
    ]);
    const down = async () => {
      throw new Error("421 4.3.2 Service not available");
    };
    await expect(reportHeld(store.heldReport, down, SITE, COMMANDS, NOW)).rejects.toThrow("421");
    const mails: Mail[] = [];
    expect(
      await reportHeld(store.heldReport, async (mail) => void mails.push(mail), SITE, COMMANDS, NOW + 60_000),
    ).toEqual({ held: 1, failing: 0 });
    expect(mails).toHaveLength(1);
  });

  it("reaches the operator's mailbox through the server's own mail server, at its start", async () => {
    await store.add({ name: "Lucky", email: "win@bonus.example", message: "Free spins" }, "fi", Date.now() - 60_000, [
      "honeypot",
    ]);
    store.close();
    const mails: ParsedMail[] = [];
    const mailbox = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) =>
        void simpleParser(stream).then((parsed) => (mails.push(parsed), callback()), callback),
    });
    mailbox.listen(0, "127.0.0.1");
    await once(mailbox.server, "listening");
    const settings = {
      siteId: "spinhaven-fi",
      url: SITE.url,
      supportEmail: SITE.from,
      retentionDays: 365,
      pages: { fi: "/contact" },
      defaultLocale: "fi",
    };
    const env = {
      DATA_DIR: dir,
      SMTP_URL: `smtp://127.0.0.1:${(mailbox.server.address() as AddressInfo).port}`,
      CONTACT_TO: SITE.to,
    };
    const log = createLog("json", { out: new PassThrough().resume(), err: new PassThrough().resume() });
    // On a site that counts plays, the games failing come in the same mail.
    const failingGames = async () => [{ game: "reactoonz", day: "2026-11-28", plays: 1, fails: 3 }];
    const service = startContactService({
      settings,
      name: SITE.name,
      root: dir,
      pages: [],
      headers: {},
      env,
      log,
      failingGames,
    });
    await expect.poll(() => mails.length, { timeout: 10_000 }).toBe(1);
    await service.stop();
    await new Promise((closed) => mailbox.close(() => closed(undefined)));
    expect(mails[0]?.subject).toBe("Revontuli: 1 message held, not forwarded; 1 game did not load for visitors");
    expect(mails[0]?.text).toContain("To release one: SITE=spinhaven-fi npm run inbox -- release ");
    expect(mails[0]?.text).toContain("2026-11-28  reactoonz: did not load for 3 visitors, loaded for 1");
    expect(mails[0]?.text).toContain(
      "To list them with each one's last check: SITE=spinhaven-fi npm run games:failing",
    );
    store = openContactStore(messagesFile(dir, "spinhaven-fi"));
  });
});
