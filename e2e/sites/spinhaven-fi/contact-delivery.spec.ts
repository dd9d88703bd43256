/**
 * Contact delivery on the Node server, whole: the form in a real browser, with and without JavaScript, to a
 * real SMTP server started here (smtp-server); the mail server down and back; the server killed during a
 * burst; the inbox commands. Each test starts its own production server (scripts/servers.ts) on the build,
 * with its own DATA_DIR, so it can choose the mail server and the rate limit, and kill it.
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { type Server, freePort, startNginx, startSiteServer } from "#scripts/servers.ts";
import { fetchProof } from "#scripts/solve-proof.ts";
import { backupName } from "#server/messages/backup.ts";
import { openContactStore, messagesFile } from "#server/messages/contact-store.ts";
import type { PageWatch } from "#e2e/page-watch.ts";
import { expect, test, hydrated } from "#e2e/fixtures.ts";

const repo = join(import.meta.dirname, "..", "..", "..");
const THANKS = {
  fi: "Kiitos viestistäsi! Palaamme asiaan pian.",
  en: "Thank you for your message! We'll get back to you soon.",
};

// Each test starts a server of its own, and most run a mail server, the inbox command or a burst of clients beside
// it: on a machine busy with other work, more than the usual 30 s.
test.describe.configure({ mode: "serial", timeout: 90_000 });

type Mailbox = { port: number; mails: ParsedMail[]; close: () => Promise<void> };

/** A real SMTP server on loopback that keeps every mail it is given, parsed; or refuses every login. */
async function startMailbox(port?: number, { refuseLogin = false } = {}): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: !refuseLogin,
    allowInsecureAuth: true,
    onAuth: (_auth, _session, callback) => callback(new Error("Invalid username or password")),
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        callback();
      }, callback);
    },
  });
  // Port 0 when none is given: any free one, the one taken read back.
  server.listen(port ?? 0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise((closed) => server.close(() => closed(undefined))),
  };
}

let dataDir: string;
let servers: Server[] = [];
let mailboxes: Mailbox[] = [];

test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "contact-e2e-"));
});
test.afterEach(async () => {
  await Promise.all([...servers.map((server) => server.stop()), ...mailboxes.map((mailbox) => mailbox.close())]);
  servers = [];
  mailboxes = [];
  rmSync(dataDir, { recursive: true, force: true });
});

async function site(env: Record<string, string> = {}): Promise<Server> {
  // A proof of work of a few hashes, not thousands (npm run bench:proof times a real one), and no hold-back: a message
  // long enough to be a template is forwarded at once, not minutes later (the bot battery proves the hold-back).
  const server = await startSiteServer(
    {
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: "0",
      CONTACT_PROOF_DIFFICULTY: "100",
      CONTACT_HOLD_BACK_SECONDS: "0",
      ...env,
    },
    { capture: true },
  );
  servers.push(server);
  return server;
}

async function mailbox(port?: number, options?: { refuseLogin?: boolean }): Promise<Mailbox> {
  const box = await startMailbox(port, options);
  mailboxes.push(box);
  return box;
}

/** `npm run inbox -- <args>` on this test's data, while the test goes on (its output read to the end). */
async function inbox(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(repo, "server", "commands", "inbox.ts"), ...args], {
    cwd: repo,
    env: { ...process.env, SITE: "spinhaven-fi", DATA_DIR: dataDir },
  });
  let [stdout, stderr] = ["", ""];
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const [status] = (await once(child, "close")) as [number | null];
  return { status, stdout, stderr };
}

const HEALTH_TOKEN = "contact-delivery-health-token";

/** The server's health check, with the token unless `token` is false: its status and body as text. */
async function health(server: Server, token = true): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${server.baseUrl}/api/health`, {
    headers: token ? { Authorization: `Bearer ${HEALTH_TOKEN}` } : {},
  });
  return { status: answer.status, text: await answer.text() };
}

/** What one check of a health answer says. */
const check = (text: string, name: string) =>
  (JSON.parse(text) as { checks: Record<string, [{ status: string; output?: string }]> }).checks[name]?.[0];

/** A file nobody can write, root included (whom file modes do not stop): undone by the returned function. */
function makeReadOnly(file: string): () => void {
  if (process.getuid?.() !== 0) {
    chmodSync(file, 0o444);
    return () => chmodSync(file, 0o644);
  }
  execFileSync("chattr", ["+i", file]);
  return () => execFileSync("chattr", ["-i", file]);
}

const exported = async () =>
  JSON.parse((await inbox("export", "--format", "json")).stdout) as {
    id: string;
    name: string;
    email: string;
    message: string;
    deliveredAt: string;
    attempts: number;
  }[];

test("with JavaScript, a message reaches the operator by email, with Reply-To, the site's name and its id", async ({
  page,
}) => {
  const box = await mailbox();
  const server = await site({ SMTP_URL: `smtp://127.0.0.1:${box.port}`, CONTACT_TO: "operator@fi.spinhaven.example" });
  await page.goto(`${server.baseUrl}/en/contact`);
  // The island's script sends it: wait for the form to hydrate.
  await hydrated(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Moon Princess is lovely.\nThanks!");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANKS.en);
  for (const field of ["Name", "Email", "Message"])
    await expect(page.getByRole("textbox", { name: field, exact: true })).toHaveValue("");
  // The proof of work's challenge and solver, asked for once the form was first focused, then the message.
  expect(requests).toEqual([
    "GET /api/challenge",
    expect.stringMatching(/^GET \/_astro\/proof-of-work-worker-[\w-]+\.js$/),
    "POST /api/contact",
  ]);
  await expect(page).toHaveURL(`${server.baseUrl}/en/contact`);

  await expect.poll(() => box.mails.length).toBe(1);
  const [mail] = box.mails;
  const [stored] = await exported();
  expect(mail?.subject).toBe("Revontuli: message from Ada Lovelace");
  expect(mail?.replyTo?.value).toEqual([{ name: "Ada Lovelace", address: "ada@example.com" }]);
  expect(mail?.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).toBe("operator@fi.spinhaven.example");
  expect(mail?.text).toContain("Moon Princess is lovely.\nThanks!");
  expect(mail?.messageId).toBe(`<${stored?.id}@fi.spinhaven.example>`);
  await expect.poll(async () => (await exported())[0]?.deliveredAt).not.toBe("");
  await expect
    .poll(() => server.output.stdout)
    .toMatch(new RegExp(`INFO: contact message delivered .*"id":"${stored?.id}"`));
});

test("without JavaScript, the form posts, returns to the contact page in its language with the confirmation, and the operator is mailed the message, held, in the day's report", async ({
  browser,
}) => {
  const box = await mailbox();
  const server = await site({ SMTP_URL: `smtp://127.0.0.1:${box.port}` });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/contact`);
  await expect(page.getByText(THANKS.fi)).toBeHidden();
  await page.getByRole("textbox", { name: "Nimi", exact: true }).fill("Aino Virtanen");
  await page.getByRole("textbox", { name: "Sähköposti", exact: true }).fill("aino@example.com");
  await page.getByRole("textbox", { name: "Viesti", exact: true }).fill("Hei! Pelit toimivat hienosti.");
  await page.getByRole("button", { name: "Lähetä viesti" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/contact#message-sent`);
  await expect(page.getByText(THANKS.fi)).toBeVisible();
  // Without a proof, as a robot's script posts: held, and the day's first held message is reported at once.
  await expect.poll(() => box.mails.length).toBe(1);
  expect(box.mails[0]?.subject).toBe("Revontuli: 1 message held, not forwarded");
  expect(box.mails[0]?.text).toContain(
    "no-javascript\n  Aino Virtanen <aino@example.com>: Hei! Pelit toimivat hienosti.",
  );
  await context.close();
});

test("a refused message keeps what the visitor typed, with the reason beside the form: rate limit, with and without JavaScript", async ({
  browser,
}) => {
  const server = await site({ CONTACT_RATE_LIMIT: "1" });
  const first = await fetch(`${server.baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "first" }),
  });
  expect(first.status).toBe(201);
  for (const javaScriptEnabled of [false, true]) {
    // The project's state: the consent banner answered, as in every spec of this site but the banner's own.
    const context = await browser.newContext({ javaScriptEnabled, storageState: test.info().project.use.storageState });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/contact`);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada <Lovelace>");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill('Second "message" & more');
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("You have sent several messages in a short time.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Ada <Lovelace>");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("ada@example.com");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue('Second "message" & more');
    await expect(page.getByText(THANKS.en)).toBeHidden();
    await context.close();
  }
});

test("a full disk: a message that cannot be stored is answered 503 with Retry-After, kept in the form in both ways, and taken once there is room", async ({
  browser,
}) => {
  // The database capped at a tenth of a megabyte, as a full disk would leave it, and filled before the server
  // starts: long messages, then short ones, ten at a time, until not even a short one fits.
  const cap = { maxMegabytes: 0.1 };
  const filling = openContactStore(messagesFile(dataDir, "spinhaven-fi"), cap);
  for (const length of [4000, 10]) {
    const flood = { name: "Flood", email: "flood@example.com", message: "x".repeat(length) };
    let full = false;
    for (let round = 0; round < 50 && !full; round += 1) {
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => filling.add(flood, "fi")));
      full = results.some((result) => result.status === "rejected");
    }
    expect(full).toBe(true);
  }
  filling.close();
  const server = await site({ CONTACT_MAX_DB_MB: String(cap.maxMegabytes), HEALTH_TOKEN });
  const answer = await fetch(`${server.baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Flood", email: "flood@example.com", message: "x" }),
  });
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("300");
  expect(await answer.json()).toEqual({ error: "unavailable" });
  // The log reaches this process through a pipe, maybe after the answer.
  await expect
    .poll(() => server.output.stderr)
    .toContain("a contact message could not be stored, and was refused with 503");
  const stored = (await exported()).length;
  expect(stored).toBeGreaterThan(0);
  const full = await health(server);
  expect(full.status).toBe(503);
  expect(check(full.text, "database:write")).toMatchObject({ status: "fail", output: "database or disk is full" });

  const contexts = await Promise.all(
    [false, true].map((javaScriptEnabled) =>
      browser.newContext({ javaScriptEnabled, storageState: test.info().project.use.storageState }),
    ),
  );
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  const send = async (index: number) => {
    const page = pages[index];
    if (!page) throw new Error(`no page ${index}`);
    await page.goto(`${server.baseUrl}/${index === 0 ? "" : "en/"}contact`);
    if (index === 1) await hydrated(page);
    const [name, email, message, button] =
      index === 0 ? ["Nimi", "Sähköposti", "Viesti", "Lähetä viesti"] : ["Name", "Email", "Message", "Send Message"];
    await page.getByRole("textbox", { name, exact: true }).fill("Aino");
    await page.getByRole("textbox", { name: email, exact: true }).fill("aino@example.com");
    await page.getByRole("textbox", { name: message, exact: true }).fill(`Tärkeä viesti ${index}`);
    await page.getByRole("button", { name: button }).click();
    return { page, message };
  };
  // Without JavaScript, in Finnish; with it, in English: the reason in the page's language, the message still there.
  for (const [index, reason] of [
    [0, "sivusto ei juuri nyt pysty vastaanottamaan viestejä"],
    [1, "the site cannot take messages right now"],
  ] as const) {
    const { page, message } = await send(index);
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByRole("textbox", { name: message, exact: true })).toHaveValue(`Tärkeä viesti ${index}`);
  }
  // The pages are served all the while.
  expect((await fetch(`${server.baseUrl}/games`)).status).toBe(200);
  expect(await exported()).toHaveLength(stored);

  // Room again (the flood removed): taken at once, no restart.
  expect((await inbox("delete", "--email", "flood@example.com")).stdout).toBe(
    `Deleted ${stored} messages from flood@example.com.\n`,
  );
  // The health check looks again within seconds, and passes.
  await expect.poll(async () => (await health(server, false)).status, { timeout: 10_000 }).toBe(200);
  for (const index of [0, 1]) {
    const { page } = await send(index);
    await expect(page.getByText(index === 0 ? THANKS.fi : THANKS.en)).toBeVisible();
  }
  expect((await exported()).map((message) => message.message).sort()).toEqual(["Tärkeä viesti 0", "Tärkeä viesti 1"]);
  await Promise.all(contexts.map((context) => context.close()));
});

test("with JavaScript, an unreachable server is said next to the form, in the page's language, and nothing typed is lost", async ({
  browser,
}) => {
  const server = await site();
  // A context of its own: the refused connection the browser reports is the case under test, not a fault of the page.
  const context = await browser.newContext({ storageState: test.info().project.use.storageState });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/contact`);
  await hydrated(page);
  await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
  await page.getByRole("textbox", { name: "Nimi", exact: true }).fill("Aino");
  await page.getByRole("textbox", { name: "Sähköposti", exact: true }).fill("aino@example.com");
  await page.getByRole("textbox", { name: "Viesti", exact: true }).fill("Tämä ei katoa.");
  await page.getByRole("button", { name: "Lähetä viesti" }).click();
  await expect(page.getByRole("alert")).toContainText("sivustoon ei saatu yhteyttä");
  await expect(page.getByRole("textbox", { name: "Viesti", exact: true })).toHaveValue("Tämä ei katoa.");
  expect(await exported()).toEqual([]);
  await context.close();
});

test("a field the form's schema refuses is marked, named beside it and focused, and nothing is sent; axe finds nothing", async ({
  page,
  axe,
}) => {
  const server = await site();
  await page.goto(`${server.baseUrl}/en/contact`);
  await hydrated(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  // Spaces pass the browser's `required`; trimmed, the name is empty.
  await name.fill("   ");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Your message was not sent: please check your name, email address and message.",
  );
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please fill in this field.");
  expect(requests.filter((url) => url.endsWith("/api/contact"))).toEqual([]);
  expect(await axe()).toEqual([]);
});

test("a mail server that refuses the login: said at start, each refusal logged once an hour, and the health check fails naming the reply, nothing personal, here and through nginx", async () => {
  const box = await mailbox(undefined, { refuseLogin: true });
  const password = "not-the-password-4f1c";
  const server = await site({
    SMTP_URL: `smtp://operator%40fi.spinhaven.example:${password}@127.0.0.1:${box.port}`,
    HEALTH_TOKEN,
    HEALTH_MAX_PENDING_SECONDS: "1",
    CONTACT_RETRY_SECONDS: "1",
    LOG_FORMAT: "json",
  });
  const records = () =>
    (server.output.stdout + server.output.stderr)
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  await expect
    .poll(() => records().find((record) => record.reply))
    .toMatchObject({
      level: "error",
      msg: expect.stringContaining("cannot be used"),
      reply: expect.stringMatching(/^535 /),
    });
  const message = { name: "Aino Virtanen", email: "aino.virtanen@example.com", message: "Yksityinen viesti" };
  const sent = await fetch(`${server.baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...message, proof: await fetchProof(server.baseUrl) }),
  });
  expect(sent.status).toBe(201);
  await expect.poll(async () => (await health(server)).status).toBe(503);
  const { text } = await health(server);
  expect(JSON.parse(text)).toMatchObject({ status: "fail", serviceId: "spinhaven-fi" });
  expect(check(text, "messages:pending")).toMatchObject({ observedValue: 1 });
  expect(check(text, "messages:oldestPending")).toMatchObject({ status: "fail" });
  expect(check(text, "smtp:delivery")).toMatchObject({
    status: "warn",
    output: expect.stringMatching(/^535 .*Invalid username or password/),
  });
  expect(check(text, "database:write")).toMatchObject({ status: "pass" });
  expect(await health(server, false)).toEqual({ status: 503, text: '{"status":"fail"}\n' });
  // Through nginx, which passes the check to this server: the same answers.
  const proxy = await startNginx({ contact: server });
  servers.push(proxy);
  expect(await health(proxy, false)).toEqual({ status: 503, text: '{"status":"fail"}\n' });
  expect(check((await health(proxy)).text, "smtp:delivery")).toMatchObject({
    status: "warn",
    output: expect.stringMatching(/^535 /),
  });

  // Refused again on its retry: logged once all the same.
  await expect.poll(async () => (await exported())[0]?.attempts).toBeGreaterThanOrEqual(2);
  const [stored] = await exported();
  const failures = records().filter((record) => record.id === stored?.id && record.level === "error");
  expect(failures).toEqual([expect.objectContaining({ attempt: 1, reply: expect.stringMatching(/^535 /) })]);
  expect(records()).toContainEqual(
    expect.objectContaining({ level: "info", id: stored?.id, msg: "contact message stored" }),
  );
  for (const secret of [message.name, message.email, message.message, password, "operator%40"]) {
    expect(text).not.toContain(secret);
    expect(server.output.stdout + server.output.stderr).not.toContain(secret);
  }
  expect(box.mails).toEqual([]);
});

test("a read-only database: messages are refused with 503, pages are served, and the health check fails naming it", async () => {
  const file = messagesFile(dataDir, "spinhaven-fi");
  openContactStore(file).close();
  const undo = makeReadOnly(file);
  try {
    const server = await site({ HEALTH_TOKEN });
    const { status, text } = await health(server);
    expect(status).toBe(503);
    expect(check(text, "database:write")).toMatchObject({
      status: "fail",
      output: "attempt to write a readonly database",
    });
    const refused = await fetch(`${server.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Aino", email: "aino@example.com", message: "Hei" }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("300");
    expect((await fetch(`${server.baseUrl}/contact`)).status).toBe(200);
  } finally {
    undo();
  }
});

test("the mail server down: three messages are kept, and once it is back each arrives exactly once", async () => {
  const port = await freePort();
  // The first retry a second after the failure, not the default ten (the schedule itself is contact-outbox.test.ts's).
  const server = await site({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_RETRY_SECONDS: "1" });
  for (const text of ["one", "two", "three"]) {
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Ada",
        email: "ada@example.com",
        message: `message ${text}`,
        proof: await fetchProof(server.baseUrl),
      }),
    });
    expect(response.status).toBe(201);
  }
  // Each look is the inbox command, a process of its own, which a busy machine can take seconds to start.
  const inboxWait = { timeout: 30_000 };
  await expect
    .poll(async () => (await exported()).filter((message) => message.deliveredAt === "").length, inboxWait)
    .toBe(3);
  const box = await mailbox(port);
  // The retries wait longer each time (1 s, 2 s, 4 s…): the next one comes within as long again as the mail server was down.
  await expect.poll(() => box.mails.length, { timeout: 30_000 }).toBe(3);
  await expect
    .poll(async () => (await exported()).every((message) => message.deliveredAt !== ""), inboxWait)
    .toBe(true);
  // Nothing more arrives: each was sent once. The server, stopped, has finished any delivery it had begun.
  await server.stop();
  expect(box.mails.map((mail) => mail.text?.match(/message \w+/)?.[0]).sort()).toEqual([
    "message one",
    "message three",
    "message two",
  ]);
  expect(new Set(box.mails.map((mail) => mail.messageId)).size).toBe(3);
});

test("killed with SIGKILL during a burst of 200 messages from 20 clients: every message answered as received is kept, none twice", async () => {
  let server = await site();
  const received: string[] = [];
  let killed = false;
  const client = async (index: number) => {
    for (let n = 0; n < 10; n += 1) {
      const message = `client ${index} message ${n}`;
      try {
        const response = await fetch(`${server.baseUrl}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Real-IP": `192.0.2.${index}` },
          body: JSON.stringify({ name: `Client ${index}`, email: `client${index}@example.com`, message }),
        });
        if (response.status === 201) received.push(message);
      } catch {
        // The server is gone: what it never answered was never promised.
      }
      if (!killed && received.length >= 100) {
        killed = true;
        server.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: 20 }, (_, index) => client(index)));
  expect(killed).toBe(true);
  if (server.child.signalCode === null) await once(server.child, "exit");
  expect(server.child.signalCode).toBe("SIGKILL");
  server = await site();
  const kept = (await exported()).map((message) => message.message);
  expect(new Set(kept).size, "no message is kept twice").toBe(kept.length);
  expect(
    received.filter((message) => !kept.includes(message)),
    "messages answered 201 but not kept",
  ).toEqual([]);
  expect(received.length).toBeGreaterThanOrEqual(100);
});

test("a backup taken during a burst of 200 messages from 20 clients holds every message answered before it began; restore waits for the server to stop", async () => {
  const server = await site();
  const backup = join(dataDir, "backup.sqlite");
  const received: string[] = [];
  let before: string[] = [];
  let backingUp: Promise<{ status: number | null; stdout: string; stderr: string }> | undefined;
  let backedUpAt = Infinity;
  // Ten messages a client at least, and on until the backup has finished, so the burst runs across it.
  const client = async (index: number) => {
    for (let n = 0; n < 10 || backedUpAt === Infinity; n += 1) {
      const message = `client ${index} message ${n}`;
      const response = await fetch(`${server.baseUrl}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Real-IP": `192.0.2.${index}` },
        body: JSON.stringify({ name: `Client ${index}`, email: `client${index}@example.com`, message }),
      });
      expect(response.status).toBe(201);
      received.push(message);
      // Halfway through, while the other clients go on sending.
      if (!backingUp && received.length >= 100) {
        before = [...received];
        backingUp = inbox("backup", backup).finally(() => (backedUpAt = received.length));
      }
    }
  };
  await Promise.all(Array.from({ length: 20 }, (_, index) => client(index)));
  const backedUp = await backingUp;
  expect(backedUp?.stderr).toBe("");
  expect(backedUp?.stdout).toMatch(
    /^Backed up \d+ messages to .*backup\.sqlite \(on the disk, integrity checked\)\.\n$/,
  );
  expect(received.length).toBeGreaterThanOrEqual(200);

  const copy = new DatabaseSync(backup, { readOnly: true });
  expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
  const inBackup = (copy.prepare("SELECT message FROM contact_messages").all() as { message: string }[]).map(
    (row) => row.message,
  );
  copy.close();
  expect(
    before.filter((message) => !inBackup.includes(message)),
    "answered before the backup began, but not in it",
  ).toEqual([]);
  expect(backedUp?.stdout).toContain(`Backed up ${inBackup.length} messages`);
  // The server went on answering while the backup ran.
  expect(backedUpAt).toBeGreaterThan(before.length);

  // The running server keeps its database.
  const refused = await inbox("restore", backup);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toMatch(
    /^The server \(process \d+\) is using .*spinhaven-fi-messages\.sqlite: stop it, then restore\.\n$/,
  );
  expect(await exported()).toHaveLength(received.length);

  await server.stop();
  const restored = await inbox("restore", backup);
  expect(restored.stderr).toBe("");
  expect(restored.stdout).toMatch(
    new RegExp(
      `^Restored ${inBackup.length} messages from .*backup\\.sqlite into .*\\. The replaced database is kept as .*spinhaven-fi-messages\\.sqlite\\.replaced-.*\\.\\n$`,
    ),
  );
  expect((await exported()).map((message) => message.message).sort()).toEqual(inBackup.sort());
});

test("a second server on the same data refuses to start, naming the first; once the first has stopped, it starts", async () => {
  const first = await site();
  const second = spawn(process.execPath, [join(repo, "server", "index.ts")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir },
  });
  let stderr = "";
  second.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const [code] = (await once(second, "close")) as [number | null];
  expect(code).toBe(2);
  expect(stderr).toContain(
    `Contact messages cannot be taken: Another server (process ${first.child.pid}) is serving ${messagesFile(dataDir, "spinhaven-fi")}: stop it first, or give this one a DATA_DIR of its own.`,
  );
  // The first one serves on, its mark beside the database untouched.
  expect((await fetch(`${first.baseUrl}/contact`)).status).toBe(200);
  await first.stop();
  expect((await fetch(`${(await site()).baseUrl}/contact`)).status).toBe(200);
});

test("another program holding the database during a burst of 200 messages from 20 clients: pages and health checks answered while the messages wait for the lock, none waiting for it, every message 201 and kept, or 503 with Retry-After", async () => {
  const server = await site({ HEALTH_TOKEN });
  // A visitor reading pages and an uptime monitor, one request after another, from before the lock until it is gone.
  // (Once it is, the messages waiting are committed, each commit synced to the disk, as in any burst.)
  const watcher = spawn(
    process.execPath,
    [join(repo, "e2e", "page-watch.ts"), server.baseUrl, "/", "/contact", "/api/health"],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let report = "";
  watcher.stdout.setEncoding("utf8").on("data", (chunk: string) => (report += chunk));
  const watched = once(watcher, "close");
  const answered = () => Number(report.match(/answered (\d+)\n(?![\s\S]*answered)/)?.[1] ?? 0);
  await expect.poll(answered).toBeGreaterThan(0);
  // A write lock held from the burst's start, as a long command or a script beside the server could.
  const holder = new DatabaseSync(messagesFile(dataDir, "spinhaven-fi"));
  holder.exec("BEGIN EXCLUSIVE");
  const sent: { message: string; status: number; retryAfter: string | null }[] = [];
  const client = async (index: number) => {
    for (let n = 0; n < 10; n += 1) {
      const message = `client ${index} message ${n}`;
      const response = await fetch(`${server.baseUrl}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Real-IP": `192.0.2.${index}` },
        body: JSON.stringify({ name: `Client ${index}`, email: `client${index}@example.com`, message }),
      });
      await response.arrayBuffer();
      sent.push({ message, status: response.status, retryAfter: response.headers.get("retry-after") });
    }
  };
  const atLock = answered();
  const burst = Promise.all(Array.from({ length: 20 }, (_, index) => client(index)));
  // The first messages meet the lock and wait for it, tried again on a timer, until the server gives up on them with
  // 503. Meanwhile the watch asks one request after another: a page or health check that waited for the lock too
  // would hold up every answer after it, so these answers come in only from a server that serves on while its
  // messages wait.
  await expect
    .poll(() => sent.some((answer) => answer.status === 503), { timeout: 30_000, intervals: [50] })
    .toBe(true);
  expect(
    answered() - atLock,
    "pages and health checks answered while the first messages waited for the lock",
  ).toBeGreaterThanOrEqual(15);
  holder.exec("COMMIT");
  holder.close();
  await burst;
  watcher.stdin.end();
  await watched;
  const watch = JSON.parse(report.trim().split("\n").at(-1) ?? "") as PageWatch;

  const refused = sent.filter((answer) => answer.status === 503);
  expect(watch.statuses).toEqual({ "/": [200], "/contact": [200], "/api/health": expect.any(Array) });
  expect(sent).toHaveLength(200);
  expect(sent.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
  expect(refused.filter((answer) => answer.retryAfter !== "300")).toEqual([]);
  // The lock did refuse some, and the others were taken: the case under test, not a burst that missed it.
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.length).toBeLessThan(200);
  const kept = (await exported()).map((message) => message.message).sort();
  expect(kept).toEqual(
    sent
      .filter((answer) => answer.status === 201)
      .map((answer) => answer.message)
      .sort(),
  );
});

test("the inbox: list, show, export as JSON and CSV, delete an address's messages, purge the old", async () => {
  const store = openContactStore(messagesFile(dataDir, "spinhaven-fi"));
  await store.add(
    { name: "Old", email: "old@example.com", message: "From long ago" },
    "fi",
    Date.now() - 400 * 24 * 60 * 60 * 1000,
  );
  // A second apart, so newest first is one order.
  const ada = await store.add(
    { name: "Ada", email: "Ada@Example.com", message: "First line\nsecond line" },
    "en",
    Date.now() - 2000,
  );
  await store.add({ name: "Ada", email: "ada@example.com", message: '=1+1, "quoted"' }, "en", Date.now() - 1000);
  store.close();

  const list = await inbox();
  expect(list.status).toBe(0);
  const lines = list.stdout.trim().split("\n");
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(new RegExp(`${ada}  pending +Ada <Ada@Example.com>  First line$`));
  expect(lines[2]).toContain("Old <old@example.com>  From long ago");
  expect(lines[3]).toBe("3 messages, 3 pending, 0 held.");

  expect((await inbox("show", ada)).stdout).toContain("From:      Ada <Ada@Example.com>");
  expect((await inbox("show", ada)).stdout).toContain("First line\nsecond line");
  expect((await inbox("show", "nope")).status).toBe(2);

  expect((await exported()).map((message) => message.id)).toContain(ada);
  const csv = (await inbox("export", "--format", "csv")).stdout.split("\r\n");
  expect(csv[0]).toBe(
    "id,receivedAt,locale,name,email,message,deliveredAt,attempts,nextAttemptAt,lastError,heldReasons",
  );
  expect(csv[1]).toContain(`"'=1+1, ""quoted"""`);

  // Into a folder, as the nightly unit does: the copy named by its time, the backups past the retention (365 days) removed.
  const folder = join(dataDir, "backups");
  mkdirSync(folder);
  const [old, recent] = [400, 2].map((days) =>
    backupName("spinhaven-fi", new Date(Date.now() - days * 24 * 60 * 60 * 1000)),
  );
  for (const name of [old, recent]) writeFileSync(join(folder, name ?? ""), "");
  const backedUp = await inbox("backup", `${folder}/`);
  expect(backedUp.stdout).toMatch(
    new RegExp(
      `^Backed up 3 messages to ${folder}/(spinhaven-fi-messages-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.sqlite) \\(on the disk, integrity checked\\)\\.\nRemoved 1 backup older than 365 days: ${old}\\.\n$`,
    ),
  );
  const taken = backedUp.stdout.match(/(spinhaven-fi-messages-[^ ]+\.sqlite) \(/)?.[1];
  expect(readdirSync(folder).sort()).toEqual([recent, taken].sort());
  const missing = await inbox("backup", `${join(dataDir, "no-such-folder")}/`);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toBe(`No folder ${join(dataDir, "no-such-folder")}/: make it first, writable by this user.\n`);

  expect((await inbox("delete", "--email", "ADA@example.com")).stdout).toBe(
    "Deleted 2 messages from ADA@example.com.\n",
  );
  expect((await inbox("purge")).stdout).toBe(
    "Removed 1 message older than 365 days, or held, reported twice and older than 30.\n",
  );
  expect(await exported()).toEqual([]);
});

test("robots' messages are answered as received, held with their reasons and counted by the health check; the inbox lists them, releases one and discards another", async () => {
  const server = await site({ HEALTH_TOKEN });
  const post = (fields: object) =>
    fetch(`${server.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
  const links = await post({
    name: "Lucky",
    email: "win@bonus.example",
    message: "Free spins https://a.example https://b.example https://c.example",
  });
  expect(links.status).toBe(201);
  expect(await links.json()).toEqual({ ok: true });
  const honeypot = await post({
    name: "Lucky",
    email: "win2@bonus.example",
    message: "Free spins",
    "leave-empty": "https://bonus.example",
    proof: await fetchProof(server.baseUrl),
  });
  expect(honeypot.status).toBe(201);

  const held = (await inbox("held")).stdout.split("\n");
  expect(held[0]).toMatch(/ {2}held +honeypot {2}Lucky <win2@bonus\.example> {2}Free spins$/);
  expect(held[1]).toMatch(/ {2}held +no-proof,links {2}Lucky <win@bonus\.example> {2}Free spins https:/);
  expect(held[2]).toBe(
    "2 messages held: not forwarded unless released (npm run inbox -- release <id>), removed after 30 days once mailed to you in two daily reports.",
  );
  const { text } = await health(server);
  expect(check(text, "messages:held")).toMatchObject({ observedValue: 2, status: "pass" });
  expect(check(text, "messages:pending")).toMatchObject({ observedValue: 0 });
  expect(await health(server, false)).toEqual({ status: 200, text: '{"status":"pass"}\n' });

  const [second, first] = (await exported()).map((message) => message.id);
  expect((await inbox("release", first ?? "")).stdout).toBe(
    `Released ${first}: the server forwards it within a minute.\n`,
  );
  expect((await inbox("discard", second ?? "")).stdout).toBe(`Discarded ${second}.\n`);
  expect(await inbox("discard", first ?? "")).toMatchObject({ status: 2, stderr: `No held message ${first}.\n` });
  expect((await inbox()).stdout).toMatch(
    new RegExp(`${first}  pending +Lucky <win@bonus\\.example>.*\n1 messages, 1 pending, 0 held\\.\n$`),
  );
});
