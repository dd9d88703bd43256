/**
 * Messages from people, not robots, in a real browser: the form's proof of work with JavaScript (loaded on the first
 * focus in the form, from the site itself; the send button busy while it is not done), a plain form post without
 * JavaScript, and the honeypot out of the accessibility tree and of Chromium's autofill. Each person's message is
 * stored and not held. Each test starts its own server (scripts/servers.ts) at a low difficulty
 * (CONTACT_PROOF_DIFFICULTY), so no test waits for a real solve; npm run bench:proof times the real one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Page, chromium } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "#scripts/chromium.ts";
import { type Server, startSiteServer } from "#scripts/servers.ts";
import { messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { expect, test, hydrated } from "#e2e/fixtures.ts";

const THANKS = "Thank you for your message! We'll get back to you soon.";

let dataDir: string;
let server: Server;

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "contact-proof-"));
  server = await startSiteServer(
    { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "0", CONTACT_PROOF_DIFFICULTY: "100" },
    { capture: true },
  );
});
test.afterEach(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The messages the server stored: the text of each and why it is held, if it is. */
function stored(): { message: string; heldReasons: string[] }[] {
  const store = openContactStore(messagesFile(dataDir, "spinhaven-fi"));
  const messages = store.list().map(({ message, heldReasons }) => ({ message, heldReasons }));
  store.close();
  return messages;
}

/** What the page asked of the server from now on, method and path, the host named when it is not the site's. */
function requestsOf(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    requests.push(`${request.method()} ${url.origin === server.baseUrl ? "" : url.origin}${url.pathname}`);
  });
  return requests;
}

test("with JavaScript and the keyboard only: the form's script and the solver load on the first focus in the form, from the site itself, and the message is delivered, not held; axe finds nothing", async ({
  page,
  axe,
}) => {
  await page.goto(`${server.baseUrl}/en/contact`);
  const requests = requestsOf(page);
  // What the form asks for: its script, React's, the challenge, the solver and the message (the consent banner's
  // script, which comes after the paint, is not the form's).
  const formRequests = () =>
    requests.filter((request) =>
      /\/api\/|\/(delivering-contact-form|client|react|proof-of-work-worker)[.-]/.test(request),
    );
  // Tab from the page's start to the form's first field: nothing of the form's script, nor of the proof, is asked for
  // before it. That focus wakes the form, which starts the proof.
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  for (let presses = 0; !(await name.evaluate((field) => field === document.activeElement)); presses += 1) {
    expect(formRequests(), "asked for before the form was reached").toEqual([]);
    expect(presses, "Tab presses to reach the form").toBeLessThan(60);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ada@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("The proof of work never showed.");
  // The hidden field takes no focus: the next stop is the send button.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(THANKS);
  // Beside the form's own script and React's, from the site: the challenge, the solver and the message.
  expect(requests.filter((request) => !/^GET \/_astro\/(?!proof-of-work-worker-)[\w.-]+\.js$/.test(request))).toEqual([
    "GET /api/challenge",
    expect.stringMatching(/^GET \/_astro\/proof-of-work-worker-[\w-]+\.js$/),
    "POST /api/contact",
  ]);
  expect(stored()).toEqual([{ message: "The proof of work never showed.", heldReasons: [] }]);
  expect(await axe()).toEqual([]);
});

test("a message sent before the form's script has come is held until it has, then sent with its proof, the page kept", async ({
  page,
}) => {
  // The form's own script held back: the visitor fills the form and sends before the island can take it.
  let releaseScript = () => {};
  const scriptReleased = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/_astro\/delivering-contact-form\.[\w-]+\.js$/, async (route) => {
    await scriptReleased;
    await route.continue();
  });
  await page.goto(`${server.baseUrl}/en/contact`);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Sent before the script came.");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect(stored()).toEqual([]);
  releaseScript();
  await expect(page.getByRole("status")).toHaveText(THANKS);
  // Sent by the island, with its proof: not held as a plain post, and the visitor still on the same page.
  expect(stored()).toEqual([{ message: "Sent before the script came.", heldReasons: [] }]);
  expect(new URL(page.url()).hash).toBe("");
});

test("a visitor who sends before the proof is done sees the send button busy until it is, then the message goes", async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/en/contact`);
  await hydrated(page);
  // The challenge held back until the visitor has sent: the proof cannot be done before.
  let answerChallenge = () => {};
  const challengeAnswered = new Promise<void>((resolve) => (answerChallenge = resolve));
  await page.route("**/api/challenge", async (route) => {
    await challengeAnswered;
    await route.continue();
  });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Sent at once.");
  await page.getByRole("button", { name: "Send Message" }).click();
  const busy = page.getByRole("button", { name: "Sending…" });
  await expect(busy).toBeDisabled();
  expect(stored()).toEqual([]);
  answerChallenge();
  await expect(page.getByRole("status")).toHaveText(THANKS);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(stored()).toEqual([{ message: "Sent at once.", heldReasons: [] }]);
});

test("without JavaScript, a plain form post is held for the operator's report, as every message without a proof, and the hidden field is not in the accessibility tree", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: test.info().project.use.storageState,
  });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/en/contact`);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  expect(await form.ariaSnapshot()).not.toContain("Leave this field empty");
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Aino Virtanen");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("aino@example.com");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("No script here.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/en/contact#message-sent`);
  expect(stored()).toEqual([{ message: "No script here.", heldReasons: ["no-javascript"] }]);
  await context.close();
});

test("Chromium's autofill of a person's profile fills the name and address, never the hidden field, and the message is not held", async () => {
  // The full browser: the headless shell has no autofill (no Autofill domain in its protocol).
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ storageState: test.info().project.use.storageState });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/contact`);
    await hydrated(page);
    const cdp = await page.context().newCDPSession(page);
    // Playwright's protocol types have no Autofill domain: its names pass as others' to the untyped session.
    await cdp.send("Autofill.enable" as "DOM.enable");
    const fills: { id: string; value: string }[][] = [];
    cdp.on("Autofill.addressFormFilled" as "DOM.documentUpdated", (event: unknown) =>
      fills.push((event as { filledFields: { id: string; value: string }[] }).filledFields),
    );
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#contact-name" });
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    // A whole profile, as a person keeps one in their browser: whatever autofill could put anywhere, it may.
    const profile = {
      NAME_FULL: "Aino Virtanen",
      EMAIL_ADDRESS: "aino@example.com",
      COMPANY_NAME: "Revontuli Oy",
      ADDRESS_HOME_LINE1: "Mannerheimintie 1",
      ADDRESS_HOME_CITY: "Helsinki",
      ADDRESS_HOME_ZIP: "00100",
      PHONE_HOME_WHOLE_NUMBER: "+358401234567",
    };
    const address = { fields: Object.entries(profile).map(([name, value]) => ({ name, value })) };
    // Chromium fills a form only once its autofill has parsed it, some time after the page has loaded, and fills nothing
    // before: asked again until it has filled something.
    let fields: { id: string; value: string }[] | undefined;
    await expect
      .poll(async () => {
        await cdp.send("Autofill.trigger" as "DOM.enable", { fieldId: node.backendNodeId, address } as never);
        fields = fills.find((candidate) => candidate.some((field) => field.value !== ""));
        return fields !== undefined;
      })
      .toBe(true);
    expect(
      (fields ?? [])
        .filter((field) => field.value !== "")
        .map((field) => field.id)
        .sort(),
    ).toEqual(["contact-email", "contact-name"]);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Aino Virtanen");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("aino@example.com");
    await expect(page.locator("#contact-leave-empty")).toHaveValue("");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Filled in by my browser.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(THANKS);
    expect(stored()).toEqual([{ message: "Filled in by my browser.", heldReasons: [] }]);
  } finally {
    await browser.close();
  }
});
