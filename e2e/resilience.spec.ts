import { type Page, type Route, expect, test } from "@playwright/test";
import { hydrated } from "./fixtures.ts";
import { games, launcherUrl } from "./site.ts";

const [game] = games;
const LAUNCHER = launcherUrl(game.gid);
const THUMBNAILS = "https://cdn.spinhaven.example/thumbnails/**";
const STUB_FRAME = `<!doctype html><html lang="en"><title>Stub game</title><body>Stub game</body></html>`;

/** Answers the launcher's address (frame and probe) with `answer`; every other outside request gets a stub. */
async function routeLauncher(page: Page, answer: (route: Route) => unknown): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.request().resourceType() === "image" ? route.fulfill({ status: 404 }) : route.fulfill({ body: STUB_FRAME }),
  );
  await page.route(LAUNCHER, (route) => {
    requested.push(route.request().resourceType());
    return answer(route);
  });
  return requested;
}

const loading = (page: Page) => page.getByRole("status").filter({ hasText: `Loading ${game.name}` });
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: `${game.name} could not be loaded.` });
const frame = (page: Page) => page.getByTitle(game.name, { exact: true });

test("the game frame's loading state goes once the launcher has loaded", async ({ page }) => {
  await routeLauncher(page, (route) => route.fulfill({ contentType: "text/html", body: STUB_FRAME }));
  await page.goto(`/games/${game.slug}`);
  await hydrated(page);
  await expect(frame(page)).toBeVisible();
  await expect(page.frameLocator(`iframe[title="${game.name}"]`).getByText("Stub game")).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await expect(failure(page)).toHaveCount(0);
});

test("a launcher that never answers shows the loading state, then after 15 s a way out", async ({ page }) => {
  await page.clock.install();
  // Never fulfilled: the frame and the probe both hang.
  await routeLauncher(page, () => undefined);
  await page.goto(`/games/${game.slug}`);
  await hydrated(page);
  await expect(loading(page)).toBeVisible();
  // The page's clock also moves with real time, so leave a margin either side of the 15 s.
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

test("a launcher that fails shows Try again, which loads it again without reloading the page", async ({ page }) => {
  let reachable = false;
  const requested = await routeLauncher(page, (route) =>
    reachable ? route.fulfill({ contentType: "text/html", body: STUB_FRAME }) : route.abort("connectionrefused"),
  );
  const documents: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && documents.push(request.url()));
  await page.goto(`/games/${game.slug}`);
  await hydrated(page);
  await expect(failure(page)).toBeVisible();
  await expect(failure(page).getByRole("link", { name: "Open in a new tab" })).toHaveAttribute("href", LAUNCHER);
  const firstTries = requested.filter((type) => type === "document").length;
  expect(firstTries).toBe(1);

  reachable = true;
  await failure(page).getByRole("button", { name: "Try again" }).click();
  await expect(page.frameLocator(`iframe[title="${game.name}"]`).getByText("Stub game")).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  await expect(loading(page)).toHaveCount(0);
  expect(requested.filter((type) => type === "document").length).toBe(2);
  expect(documents).toHaveLength(1);
});

test("a thumbnail that cannot load gives way to the site's own art in the same box, with no layout shift", async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ body: STUB_FRAME }));
  await page.route(THUMBNAILS, (route) => route.abort("failed"));
  await page.goto("/");
  await hydrated(page);
  const grid = page.getByTestId("games-grid");
  for (const { name } of games) {
    const card = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    const art = card.getByRole("img", { name, exact: true });
    await art.scrollIntoViewIfNeeded();
    await expect(art).toHaveAttribute("data-testid", "game-art");
    await expect(card.locator("img")).toHaveCount(0);
    // The art fills the thumbnail's 16:9 box exactly.
    const box = await art.boundingBox();
    const frameBox = await art.locator("..").boundingBox();
    expect(box).toEqual(frameBox);
    expect(Math.abs((box?.width ?? 0) * (9 / 16) - (box?.height ?? 0))).toBeLessThan(1);
  }
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
});
