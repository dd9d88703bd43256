import type { Page, Route } from "@playwright/test";
import { expect, OTHER_HOSTS, test } from "#e2e/fixtures.ts";
import { games, LAUNCHER_PROBE, launcherUrl } from "#e2e/default-site.ts";

const [game] = games;
const LAUNCHER = launcherUrl(game.gid);
const STUB_FRAME = `<!doctype html><html lang="en"><title>Stub game</title><body>Stub game</body></html>`;

/**
 * Hands each request for the launcher's address to `answer`, and lists them; the launcher's host answers
 * the player's check that it is there, and nothing else leaves the site.
 */
async function routeLauncher(page: Page, answer: (route: Route) => unknown): Promise<Route[]> {
  const requests: Route[] = [];
  await page.route(OTHER_HOSTS, (route) => route.abort("blockedbyclient"));
  await page.route(LAUNCHER_PROBE, (route) => route.fulfill({ status: 204 }));
  await page.route(LAUNCHER, (route) => {
    requests.push(route);
    return answer(route);
  });
  return requests;
}

/** The console errors that a test expects are there, and taken off the list of unexpected ones. */
function expectErrors(watch: { errors: string[] }, expected: (error: string) => boolean) {
  expect(watch.errors.some(expected), watch.errors.join("\n")).toBe(true);
  watch.errors.splice(0, watch.errors.length, ...watch.errors.filter((error) => !expected(error)));
}

const loading = (page: Page) => page.getByRole("status").filter({ hasText: `Loading ${game.name}` });
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: `${game.name} could not be loaded.` });
const frame = (page: Page) => page.getByTitle(game.name, { exact: true });
/** The game is in its frame, with neither the loading state nor the message over it. */
async function expectGame(page: Page) {
  await expect(page.frameLocator(`iframe[title="${game.name}"]`).getByText("Stub game")).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await expect(failure(page)).toHaveCount(0);
}

const fulfil = (route: Route) => route.fulfill({ contentType: "text/html", body: STUB_FRAME });

test("the game frame's loading state goes once the launcher has loaded, which it asks for once", async ({
  page,
  gotoHydrated,
}) => {
  const requests = await routeLauncher(page, fulfil);
  await gotoHydrated(`/games/${game.slug}`);
  await expect(frame(page)).toBeVisible();
  await expectGame(page);
  // Once, by the frame itself: nothing else on the page asks the provider for it again.
  await page.waitForLoadState("networkidle");
  expect(requests.map((route) => route.request().resourceType())).toEqual(["document"]);
});

test("the launcher's request starts while the page is parsed, before any script of the player", async ({
  page,
  gotoHydrated,
}) => {
  // Hold the player's scripts back, its island's module and React's (the files are named after them), the
  // modules that load everything else of it: the launcher must not wait for them.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/_astro\/(game-player|client)\.[\w-]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const requests = await routeLauncher(page, fulfil);
  // Settles only once the scripts are let through below and the player has hydrated.
  const opened = gotoHydrated(`/games/${game.slug}`);
  await expect.poll(() => requests.length).toBe(1);
  const timing = () =>
    page.evaluate((url) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      // Recorded once the frame has loaded.
      const launcher = performance.getEntriesByName(url);
      return {
        launchers: launcher.length,
        launcherStart: launcher[0]?.startTime ?? Number.NaN,
        domContentLoaded: navigation.domContentLoadedEventStart,
      };
    }, LAUNCHER);
  await expect.poll(async () => (await timing()).launchers).toBe(1);
  // Parsed: the scripts held back do not keep DOMContentLoaded waiting.
  await expect.poll(async () => (await timing()).domContentLoaded).toBeGreaterThan(0);
  const { launcherStart, domContentLoaded } = await timing();
  expect(launcherStart).toBeLessThan(domContentLoaded);
  expect(await page.locator("astro-island[ssr]").count()).toBe(1);
  releaseScripts();
  await opened;
  expect(requests).toHaveLength(1);
});

test("a launcher that never answers shows the loading state, then after 15 s a way out", async ({
  page,
  gotoHydrated,
}) => {
  await page.clock.install();
  // Never fulfilled: the frame hangs.
  await routeLauncher(page, () => undefined);
  // Not "load": that waits for the frame, which never loads.
  await gotoHydrated(`/games/${game.slug}`, { waitUntil: "domcontentloaded" });
  // From the player's start, time moves only when the test says so, a second on at once: a busy machine's own
  // seconds must not count towards the 15 s, and a margin either side of them is left for the moment it started.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(loading(page)).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(loading(page)).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  await page.clock.runFor(4_000);
  await expect(failure(page)).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await expect(failure(page).getByRole("button", { name: "Try again" })).toBeVisible();
  const newTab = failure(page).getByRole("link", { name: "Open in a new tab" });
  await expect(newTab).toHaveAttribute("href", LAUNCHER);
  await expect(newTab).toHaveAttribute("target", "_blank");
});

test("a load that comes after the failure does not hide it; Try again asks once more, without reloading the page", async ({
  page,
  gotoHydrated,
}) => {
  await page.clock.install();
  let answerNow = false;
  const requests = await routeLauncher(page, (route) => (answerNow ? fulfil(route) : undefined));
  const documents: string[] = [];
  page.on(
    "request",
    (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && documents.push(request.url()),
  );
  await gotoHydrated(`/games/${game.slug}`, { waitUntil: "domcontentloaded" });
  // The player has rendered, and its time is running.
  await expect(loading(page)).toBeVisible();
  await page.clock.runFor(16_000);
  await expect(failure(page)).toBeVisible();

  // The launcher answers at last: the visitor already has the message, and keeps it.
  const [late] = requests;
  if (late) await fulfil(late);
  await expect(page.frameLocator(`iframe[title="${game.name}"]`).getByText("Stub game")).toBeAttached();
  await page.clock.runFor(1_000);
  await expect(failure(page)).toBeVisible();

  answerNow = true;
  await failure(page).getByRole("button", { name: "Try again" }).click();
  await expectGame(page);
  expect(requests).toHaveLength(2);
  expect(documents).toHaveLength(1);
});

test("a launcher whose host cannot be reached shows the message as soon as that is known; Try again loads it again, once", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  let reachable = false;
  const held: Route[] = [];
  const requests = await routeLauncher(page, (route) =>
    reachable ? held.push(route) : route.abort("addressunreachable"),
  );
  // The host is down: its root does not answer either.
  await page.route(LAUNCHER_PROBE, (route) =>
    reachable ? route.fulfill({ status: 204 }) : route.abort("addressunreachable"),
  );
  await gotoHydrated(`/games/${game.slug}`);
  // Well before the 15 s given to a launcher that does not answer: the frame's error page is not taken for the game.
  await expect(failure(page)).toBeVisible({ timeout: 5_000 });
  await expect(failure(page)).toContainText("busy or unreachable");
  await expect(loading(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
  // The browser reports the probe's network error, as it should.
  expectErrors(watch, (error) => error.includes("ERR_ADDRESS_UNREACHABLE") && error.includes(LAUNCHER_PROBE));

  reachable = true;
  await failure(page).getByRole("button", { name: "Try again" }).click();
  await expect(loading(page)).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  await expect.poll(() => held.length).toBe(1);
  const [retried] = held;
  if (retried) await fulfil(retried);
  await expectGame(page);
  expect(requests).toHaveLength(2);
});

test("a failure shows its message by itself, before the visitor has touched the player", async ({ page, watch }) => {
  await routeLauncher(page, (route) => route.abort("addressunreachable"));
  await page.route(LAUNCHER_PROBE, (route) => route.abort("addressunreachable"));
  // No interaction: the player hydrates when the page's own watch on the launcher reports the failure.
  await page.goto(`/games/${game.slug}`);
  await expect(failure(page)).toBeVisible({ timeout: 5_000 });
  await expect(failure(page).getByRole("button", { name: "Try again" })).toBeVisible();
  expectErrors(watch, (error) => error.includes("ERR_ADDRESS_UNREACHABLE") && error.includes(LAUNCHER_PROBE));
});

test("offline, the message says so at once; back online, Try again loads the game", async ({
  page,
  context,
  gotoHydrated,
}) => {
  let answerNow = false;
  const requests = await routeLauncher(page, (route) => (answerNow ? fulfil(route) : undefined));
  await gotoHydrated(`/games/${game.slug}`, { waitUntil: "domcontentloaded" });
  await expect(loading(page)).toBeVisible();

  await context.setOffline(true);
  await expect(failure(page)).toContainText("You are offline", { timeout: 2_000 });
  await context.setOffline(false);
  await expect(failure(page)).toContainText("You are back online");

  answerNow = true;
  await failure(page).getByRole("button", { name: "Try again" }).click();
  await expectGame(page);
  expect(requests).toHaveLength(2);
});

test("a launcher that loads never shows the message, even when its host's root redirects elsewhere", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await page.clock.install();
  const requests = await routeLauncher(page, fulfil);
  // The page may not follow the redirect (its policy refuses the other host), yet the host did answer.
  await page.route(LAUNCHER_PROBE, (route) =>
    route.fulfill({ status: 302, headers: { location: "https://www.example.com/" } }),
  );
  await gotoHydrated(`/games/${game.slug}`);
  await expect(page.frameLocator(`iframe[title="${game.name}"]`).getByText("Stub game")).toBeVisible();
  await page.clock.runFor(500);
  await expect(loading(page)).toHaveCount(0);
  await page.clock.runFor(20_000);
  await expect(failure(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
  // The browser reports the refused redirect, as it should.
  expectErrors(watch, (error) => error.includes("Content Security Policy") && error.includes("www.example.com"));
});
