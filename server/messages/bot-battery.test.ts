// @vitest-environment node
/**
 * The bot battery: over a thousand messages of the kinds robots send, through the contact service as the Node server
 * runs it (HTTP on loopback, its SQLite store, its outbox forwarding to a real SMTP server in this process), beside a
 * few people's messages. Every one is answered as received and stored; the robots' are all held, and only the
 * people's reach the mailbox, those that could be a template after the hold-back. docs/contact-messages.md gives the
 * figures this prints.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo } from "node:net";
import { once } from "node:events";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { COMMON_TEXTS, PEOPLE_MESSAGES } from "#scripts/people-messages.ts";
import { fetchProof } from "#scripts/solve-proof.ts";
import { CHALLENGE_ENDPOINT, CONTACT_ENDPOINT, HONEYPOT_FIELD, PROOF_FIELD } from "#shared/contact-message.ts";
import { createLog } from "#server/log.ts";
import type { Proof } from "#server/messages/proof-of-work.ts";
import { messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { startContactService } from "#server/messages/contact-service.ts";
import { isTemplateLength } from "#server/messages/spam-signals.ts";

const SITE = {
  siteId: "spinhaven-fi",
  url: "https://fi.spinhaven.example",
  supportEmail: "tuki@fi.spinhaven.example",
  retentionDays: 365,
  pages: { fi: "/contact" },
  defaultLocale: "fi",
};
/** Robots of each of KINDS kinds, sent by CLIENTS clients at once, one of each kind a round. */
const KINDS = 5;
const ROUNDS = 20;
const CLIENTS = 10;
const CAMPAIGN = "Get 500 free spins today! Best casino bonus, limited offer. Reply now.";
/** The hold-back here: long enough for the farm's third copy to come, short enough not to slow the run. */
const HOLD_BACK_SECONDS = 1;

let dir: string;
let baseUrl: string;
let mails: ParsedMail[];
let stop: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bot-battery-"));
  mails = [];
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
  const log = createLog("json", { out: new PassThrough().resume(), err: new PassThrough().resume() });
  const env = {
    DATA_DIR: dir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_RATE_LIMIT: "0",
    CONTACT_PROOF_DIFFICULTY: "100",
    CONTACT_HOLD_BACK_SECONDS: String(HOLD_BACK_SECONDS),
  };
  const service = startContactService({
    settings: SITE,
    name: "Revontuli",
    root: dir,
    pages: [],
    headers: {},
    env,
    log,
  });
  const server = createServer((req, res) =>
    req.url === CHALLENGE_ENDPOINT ? service.handleChallenge(req, res) : service.handle(req, res),
  ).listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = async () => {
    await new Promise((closed) => server.close(closed));
    await service.stop();
    await new Promise((closed) => mailbox.close(() => closed(undefined)));
  };
});

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One message to the endpoint, from `client` (the Node server trusts X-Real-IP from loopback): its status. */
async function send(client: string, fields: Record<string, unknown>, as: "json" | "form"): Promise<number> {
  const body =
    as === "json" ? JSON.stringify(fields) : new URLSearchParams(fields as Record<string, string>).toString();
  const type = as === "json" ? "application/json" : "application/x-www-form-urlencoded";
  const answer = await fetch(baseUrl + CONTACT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": type, "X-Real-IP": client },
    body,
    redirect: "manual",
  });
  await answer.arrayBuffer();
  return answer.status;
}

const robot = (n: number, message = CAMPAIGN) => ({ name: `Lucky ${n}`, email: `winner${n}@bonus.example`, message });

it("holds every one of 1,000 robots' messages of five kinds, answered as received, and forwards only the people's", async () => {
  // People first, with their script's proofs or without script: the mailbox's proof that the pipeline forwards at all,
  // and that a person without JavaScript reaches the operator, held, in the day's report.
  const people = [
    {
      fields: {
        name: "Aino Virtanen",
        email: "aino@example.com",
        message: "Hei! Moon Princess ei lataudu puhelimella.",
      },
      as: "json" as const,
    },
    {
      fields: { name: "Ada Lovelace", email: "ada@example.com", message: "The lobby's filters are lovely, thank you." },
      as: "json" as const,
    },
    {
      fields: { name: "Eino Leino", email: "eino@example.com", message: "Voisitteko lisätä pelin Book of Dead?" },
      as: "form" as const,
    },
  ];
  const proofs: Proof[] = [];
  for (const [index, { fields, as }] of people.entries()) {
    const proof = as === "json" ? await fetchProof(baseUrl) : undefined;
    if (proof) proofs.push(proof);
    expect(await send(`198.51.100.${index}`, { ...fields, ...(proof && { [PROOF_FIELD]: proof }) }, as)).toBe(
      as === "json" ? 201 : 303,
    );
  }
  // A robot that copied a person's request sends its proof again.
  const [copied] = proofs;

  const statuses: Record<string, number[]> = { honeypot: [], noScript: [], noProof: [], replayed: [], oneText: [] };
  const client = async (index: number) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const n = (index * ROUNDS + round) * KINDS;
      const ip = (k: number) => `203.0.${Math.floor((n + k) / 250)}.${(n + k) % 250}`;
      // A form filled in whole, the hidden field too.
      statuses.honeypot?.push(await send(ip(0), { ...robot(n), [HONEYPOT_FIELD]: "https://bonus.example" }, "form"));
      // A form posted without JavaScript, its hidden field left empty: a fixed body, or the page's hidden fields (its
      // language and the empty field) posted at once.
      const page = round % 2 === 0 ? {} : { locale: "fi", [HONEYPOT_FIELD]: "" };
      statuses.noScript?.push(await send(ip(1), { ...robot(n + 1), ...page }, "form"));
      // JSON straight to the endpoint, without the script's proof, with what people write alike: held, these must not
      // make the people's own greetings and questions below look repeated.
      statuses.noProof?.push(await send(ip(2), robot(n + 2, COMMON_TEXTS[(n / KINDS) % COMMON_TEXTS.length]), "json"));
      statuses.replayed?.push(await send(ip(3), { ...robot(n + 3), [PROOF_FIELD]: copied }, "json"));
      // One text from address after address, each with a proof of its own: a farm that pays for the work.
      statuses.oneText?.push(await send(ip(4), { ...robot(n + 4), [PROOF_FIELD]: await fetchProof(baseUrl) }, "json"));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;

  for (const kind of ["honeypot", "noScript"])
    expect(
      statuses[kind]?.every((status) => status === 303),
      kind,
    ).toBe(true);
  for (const kind of ["noProof", "replayed", "oneText"])
    expect(
      statuses[kind]?.every((status) => status === 201),
      kind,
    ).toBe(true);
  const robots = Object.values(statuses).flat().length;
  expect(robots).toBe(1000);

  // Then the people's messages, after the robots sent their greetings, with the script's proof, each from an address
  // of its own. (Without JavaScript, every one would be held as the person above, and reported.)
  for (const [index, fields] of PEOPLE_MESSAGES.entries()) {
    expect(
      await send(`198.51.100.${10 + (index % 200)}`, { ...fields, [PROOF_FIELD]: await fetchProof(baseUrl) }, "json"),
    ).toBe(201);
  }
  const withScript = people.filter((person) => person.as === "json").map((person) => person.fields);
  const withoutScript = people.filter((person) => person.as === "form").map((person) => person.fields);
  const everyPerson = [...withScript, ...PEOPLE_MESSAGES];

  // Until nothing is left waiting (each delivered or held), so nothing else can arrive: the mail server has every mail
  // whose delivery is recorded.
  const store = openContactStore(messagesFile(dir, SITE.siteId));
  const waiting = () =>
    store.list().filter((message) => message.deliveredAt === null && message.heldReasons.length === 0).length;
  await expect.poll(waiting, { timeout: 180_000 }).toBe(0);
  const stored = store.list();
  store.close();
  expect(stored).toHaveLength(robots + people.length + PEOPLE_MESSAGES.length);
  const isRobot = (message: { email: string }) => message.email.endsWith("@bonus.example");
  const held = stored.filter((message) => message.heldReasons.length > 0);
  // No person's message sent with the script is held, for a common phrase or anything else; the one without
  // JavaScript is, as every message without a proof.
  expect(
    held
      .filter((message) => !isRobot(message))
      .map((message) => `${message.message} (${message.heldReasons.join(",")})`),
  ).toEqual(withoutScript.map((fields) => `${fields.message} (no-javascript)`));
  const kindOf = (message: { name: string }) => Number(message.name.slice("Lucky ".length)) % KINDS;
  const reasonsOf = (kind: number) =>
    held.filter((message) => isRobot(message) && kindOf(message) === kind).map((message) => message.heldReasons);
  expect(reasonsOf(0).every((reasons) => reasons.includes("honeypot"))).toBe(true);
  expect(reasonsOf(1).every((reasons) => reasons.includes("no-javascript"))).toBe(true);
  expect(reasonsOf(2).every((reasons) => reasons.includes("no-proof"))).toBe(true);
  expect(reasonsOf(3).every((reasons) => reasons.includes("replayed-proof"))).toBe(true);
  // The farm's first copies look like a person's message on arrival: held back, they were held with the copy that told.
  expect(reasonsOf(4)).toEqual(Array.from({ length: robots / KINDS }, () => ["repeated-text"]));
  const forwardedRobots = stored.filter((message) => isRobot(message) && message.heldReasons.length === 0);
  expect(forwardedRobots).toEqual([]);
  // A person's message that could be a template went once its hold-back had passed.
  for (const message of stored.filter(
    (each) => !isRobot(each) && each.heldReasons.length === 0 && isTemplateLength(each.message),
  )) {
    expect((message.deliveredAt ?? 0) - message.receivedAt, message.message).toBeGreaterThanOrEqual(
      HOLD_BACK_SECONDS * 1000,
    );
  }

  // Every person's message sent with the script reached the mailbox, no robot's, and one report of the held messages
  // (the day's first held one is the person's without JavaScript: it is in it).
  const isReport = (mail: ParsedMail) => mail.messageId?.startsWith("<held-report-") === true;
  const forwarded = mails.filter((mail) => !isReport(mail));
  expect(forwarded.map((mail) => mail.replyTo?.value[0]?.address).sort()).toEqual(
    everyPerson.map((fields) => fields.email).sort(),
  );
  const reports = mails.filter(isReport);
  expect(reports).toHaveLength(1);
  for (const fields of withoutScript)
    expect(reports[0]?.text).toContain(`${fields.name} <${fields.email}>: ${fields.message}`);
  console.log(
    `bot battery: ${robots} robots' messages in ${seconds.toFixed(1)} s, ${robots - forwardedRobots.length} held, ${forwardedRobots.length} forwarded; ` +
      `${everyPerson.length} people's messages with the script (${PEOPLE_MESSAGES.length} of scripts/people-messages.ts), none held, ` +
      `all forwarded (after a hold-back of ${HOLD_BACK_SECONDS} s when long enough to be a template); ${withoutScript.length} without JavaScript, held and in the day's one report`,
  );
}, 400_000);
