/**
 * Plays counted without knowing who (`plays` on sites/spinhaven-fi.ts), in a real browser against a server of its
 * own (scripts/servers.ts), each test with its own DATA_DIR: what the page sends and when, and what the server keeps.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { DatabaseSync } from "node:sqlite";
import type { Page, Request } from "@playwright/test";
import { type Server, startSiteServer } from "#scripts/servers.ts";
import { playsFile } from "#server/plays/plays-store.ts";
import { expect, test } from "#e2e/fixtures.ts";

let dataDir: string;
let server: Server;
const HEALTH_TOKEN = "plays-health-token";

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "plays-"));
  server = await startSiteServer({ DATA_DIR: dataDir, HEALTH_TOKEN }, { capture: true });
});
test.afterEach(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The counts the server keeps, per game: plays and failures of every day. */
function counts(): Record<string, [number, number]> {
  const file = playsFile(dataDir, "spinhaven-fi");
  if (!existsSync(file)) return {};
  const db = new DatabaseSync(file, { readOnly: true });
  const rows = db.prepare("SELECT game, SUM(plays) AS plays, SUM(fails) AS fails FROM play_counts GROUP BY game").all();
  db.close();
  return Object.fromEntries(rows.map((row) => [String(row.game), [Number(row.plays), Number(row.fails)]]));
}

/** The reports the page sends to its host, as they are sent. */
function reportsOf(page: Page): Request[] {
  const reports: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/plays") reports.push(request);
  });
  return reports;
}

const confirmAndPlay = async (page: Page) => {
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Confirm your age" })
    .getByRole("button", { name: "I am 18 or older" })
    .click();
  await expect(page.frameLocator("iframe[data-launcher]").getByRole("heading", { name: "Stub game" })).toBeVisible();
};

test("a play is reported once the launcher has loaded, never before the press of Play, and one visitor's plays of a game count once a day", async ({
  page,
}) => {
  const reports = reportsOf(page);
  await page.goto(`${server.baseUrl}/en/games/moon-princess`);
  await page.waitForLoadState("networkidle");
  expect(reports).toEqual([]);

  await confirmAndPlay(page);
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]?.method()).toBe("POST");
  expect(reports[0]?.postDataJSON()).toEqual({ game: "moon-princess", event: "play" });
  await expect.poll(counts).toEqual({ "moon-princess": [1, 0] });

  // The same visitor again and again: reported each time, counted once.
  for (let time = 2; time <= 4; time += 1) {
    await page.reload();
    await expect.poll(() => reports.length).toBe(time);
  }
  await page.goto(`${server.baseUrl}/games/fire-joker`);
  await expect.poll(() => reports.length).toBe(5);
  await expect.poll(counts).toEqual({ "moon-princess": [1, 0], "fire-joker": [1, 0] });

  // The database holds neither the visitor's address nor their browser.
  const agent = await page.evaluate(() => navigator.userAgent);
  const file = playsFile(dataDir, "spinhaven-fi");
  const bytes = [file, `${file}-wal`].map((part) => (existsSync(part) ? readFileSync(part, "latin1") : "")).join("");
  expect(bytes).not.toContain(agent);
  expect(bytes).not.toContain("127.0.0.1");
});

test("a launcher that fails is reported as failed", async ({ page, watch }) => {
  // No launcher host answers: the player shows its failure.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("addressunreachable"));
  const reports = reportsOf(page);
  await page.goto(`${server.baseUrl}/en/games/reactoonz`);
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Confirm your age" })
    .getByRole("button", { name: "I am 18 or older" })
    .click();
  await expect
    .poll(() => reports.map((report) => report.postDataJSON() as unknown))
    .toEqual([{ game: "reactoonz", event: "fail" }]);
  await expect.poll(counts).toEqual({ reactoonz: [0, 1] });
  // The page's check that the launcher's host answers failed, as it should: the browser says so in its console.
  const unreachable = (error: string) => error.includes("ERR_ADDRESS_UNREACHABLE");
  expect(watch.errors.some(unreachable), watch.errors.join("\n")).toBe(true);
  watch.errors.splice(0, watch.errors.length, ...watch.errors.filter((error) => !unreachable(error)));
});

test("a launcher that fails for three visitors reaches the health check and npm run games:failing", async ({
  browser,
}) => {
  // Three visitors, told apart by their browsers; no launcher host answers any of them.
  for (const version of [140, 141, 142]) {
    const context = await browser.newContext({
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`,
    });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("addressunreachable"));
    const reports = reportsOf(page);
    await page.goto(`${server.baseUrl}/en/games/reactoonz`);
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Confirm your age" })
      .getByRole("button", { name: "I am 18 or older" })
      .click();
    await expect.poll(() => reports.length).toBe(1);
    await context.close();
  }
  await expect.poll(counts).toEqual({ reactoonz: [0, 3] });
  const today = new Date().toISOString().slice(0, 10);
  const health = await fetch(`${server.baseUrl}/api/health`, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } });
  expect(health.status).toBe(200);
  const answer = (await health.json()) as { status: string; checks: Record<string, { output?: string }[]> };
  expect(answer.status).toBe("warn");
  expect(answer.checks["games:failing"]?.[0]?.output).toContain(`reactoonz (3 on ${today})`);
  const failing = await promisify(execFile)(process.execPath, ["server/commands/games-failing-command.ts"], {
    env: { ...process.env, SITE: "spinhaven-fi", DATA_DIR: dataDir },
  }).catch((error: { code: number; stdout: string }) => error);
  expect("code" in failing && failing.code).toBe(1);
  expect(failing.stdout).toBe(
    `reactoonz: did not load for 3 visitors on ${today} (loaded for 0); never checked (npm run games:check -- --save)\n`,
  );
});

test.describe("a visitor whose browser sends Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("is answered as any other, and not counted", async ({ page }) => {
    const reports = reportsOf(page);
    await page.goto(`${server.baseUrl}/en/games/moon-princess`);
    await confirmAndPlay(page);
    await expect.poll(() => reports.length).toBe(1);
    expect((await reports[0]?.response())?.status()).toBe(204);
    expect(counts()).toEqual({});
  });
});
