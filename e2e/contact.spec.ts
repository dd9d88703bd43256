import type { Page } from "@playwright/test";
import { colourOf, consoleLogs, expect, test } from "#e2e/fixtures.ts";

const CONFIRMATION = "Thank you for your message! We'll get back to you soon.";

/** Opens the contact page with a paused clock, once the form has hydrated. */
async function openForm(page: Page, gotoHydrated: (path: string) => Promise<unknown>) {
  await page.clock.install();
  await gotoHydrated("/contact");
  const form = page.getByRole("form", { name: "Send a Message" });
  // From here on, time moves only when a test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
  return {
    form,
    name: form.getByLabel("Name"),
    email: form.getByLabel("Email"),
    message: form.getByLabel("Message"),
    send: form.getByRole("button", { name: "Send Message" }),
    confirmation: form.getByRole("status").filter({ hasText: CONFIRMATION }),
  };
}

test("shows the contact details as text", async ({ page }) => {
  await page.goto("/contact");
  const details = page.getByRole("region", { name: "Contact Details" });
  await expect(details).toContainText("support@spinhaven.example");
  await expect(details).toContainText("+1 (555) 010-0199");
  await expect(details).toContainText(/42 Lantern Row.*Harbor Falls/s);
  await expect(details.getByRole("link")).toHaveCount(0);
});

test("has labelled, required fields and a 5-row message box", async ({ page, gotoHydrated }) => {
  const { form, name, email, message } = await openForm(page, gotoHydrated);
  await expect(form.getByRole("heading", { level: 2 })).toHaveText("Send a Message");
  for (const field of [name, email, message]) await expect(field).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("type", "email");
  await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(message).toHaveAttribute("rows", "5");
  // Five rows tall as drawn, not only as written.
  const lineHeight = await message.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const box = await message.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(lineHeight * 5);
  expect(box?.height).toBeLessThan(lineHeight * 7);
});

test("refuses empty and malformed input in the browser, sending nothing", async ({ page, gotoHydrated }) => {
  const logs = consoleLogs(page);
  const { name, email, message, send, confirmation } = await openForm(page, gotoHydrated);

  await send.click();
  await expect(name).toBeFocused();
  expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  await name.fill("Ada");
  await message.fill("Hello there");
  await email.fill("not-an-email");
  await send.click();
  await expect(email).toBeFocused();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);

  await email.fill("ada@example.com");
  await message.fill("");
  await send.click();
  await expect(message).toBeFocused();
  expect(await message.evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);

  await expect(confirmation).toHaveCount(0);
  expect(logs).toEqual([]);
  await expect(page).toHaveURL("/contact");
});

test("a valid message is written to the console, sent nowhere, cleared and confirmed for 5 seconds", async ({
  page,
  gotoHydrated,
}) => {
  const logs = consoleLogs(page);
  const { name, email, message, send, confirmation } = await openForm(page, gotoHydrated);
  await name.fill("Ada Lovelace");
  await email.fill("ada@example.com");
  await message.fill("I love the games.\nThanks!");

  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await send.click();

  await expect(confirmation).toBeVisible();
  await expect
    .poll(() => logs)
    .toEqual([[{ name: "Ada Lovelace", email: "ada@example.com", message: "I love the games.\nThanks!" }]]);
  for (const field of [name, email, message]) await expect(field).toHaveValue("");
  await expect(page).toHaveURL("/contact");
  const { red, green, blue } = await colourOf(confirmation.getByText(CONFIRMATION), "color");
  expect(green).toBeGreaterThan(red + 40);
  expect(green).toBeGreaterThan(blue);

  // The clock stands still between these steps: the confirmation stays 4999 ms and goes at 5000.
  await page.clock.runFor(4_999);
  await expect(confirmation).toBeVisible();
  await page.clock.runFor(1);
  await expect(confirmation).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("a new message restarts the confirmation's 5 seconds", async ({ page, gotoHydrated }) => {
  const { name, email, message, send, confirmation } = await openForm(page, gotoHydrated);
  const sendOne = async (text: string) => {
    await name.fill("Ada");
    await email.fill("ada@example.com");
    await message.fill(text);
    await send.click();
    await expect(confirmation).toBeVisible();
  };
  await sendOne("first");
  await page.clock.runFor(3_000);
  await sendOne("second");
  await page.clock.runFor(3_000);
  await expect(confirmation).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(confirmation).toHaveCount(0);
});

test("the site has no contact endpoint: the form names none, and the server takes no message", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("form", { name: "Send a Message" })).not.toHaveAttribute("action");
  const message = { name: "Ada", email: "ada@example.com", message: "Hello" };
  expect((await request.post("/api/contact", { data: message })).status()).toBe(405);
  expect((await request.get("/api/contact")).status()).toBe(404);
  expect((await request.get("/api/challenge")).status()).toBe(404);
});
