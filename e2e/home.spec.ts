import type { Locator } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";
import { games, WIDTHS } from "#e2e/default-site.ts";

test("Explore Games brings Featured Games into view", async ({ page, gotoHydrated }) => {
  // Short enough that the section starts below the fold.
  await page.setViewportSize({ width: WIDTHS.mobile, height: 560 });
  await gotoHydrated("/");
  const heading = page.getByRole("heading", { name: "Featured Games", level: 2 });
  await expect(heading).not.toBeInViewport();
  await page.getByRole("link", { name: "Explore Games" }).click();
  await expect(page).toHaveURL("/#featured-games");
  await expect(heading).toBeInViewport();
  // The fixed header must not cover the heading once the scroll has settled.
  await expect
    .poll(async () => {
      const headingBox = await heading.boundingBox();
      const headerBox = await page.getByRole("banner").boundingBox();
      return (headingBox?.y ?? 0) - ((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
    })
    .toBeGreaterThanOrEqual(0);
});

test("scrolls smoothly, unless the visitor asks for reduced motion", async ({ page }) => {
  await page.goto("/");
  const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  expect(await behaviour()).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await behaviour()).toBe("auto");
});

test("shows the six games in order, with the site's own art, names, descriptions and Play Now links", async ({
  page,
  watch,
  gotoHydrated,
}) => {
  await gotoHydrated("/");
  const cards = page.getByTestId("games-grid").getByRole("article");
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(games.map((game) => game.name));
  for (const [index, game] of games.entries()) {
    const card = cards.nth(index);
    const image = card.getByRole("img", { name: game.name, exact: true });
    await expect(image).toHaveAttribute("src", `/thumbnails/${game.slug}.svg`);
    await expect(image).toHaveAttribute("alt", game.name);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await image.scrollIntoViewIfNeeded();
    // Loaded: an image file of the build, drawn at 640 × 360.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    const description = card.locator("p");
    await expect(description).not.toBeEmpty();
    expect((await description.innerText()).length).toBeGreaterThan(40);
    const play = card.getByRole("link", { name: new RegExp(`^Play Now\\s*: ${game.name}$`) });
    await expect(play).toHaveAttribute("href", `/games/${game.slug}`);
    await expect(card.getByTestId("play-overlay")).toBeAttached();
  }
  // A fresh install asks nothing of any other host.
  expect(watch.external).toEqual([]);
});

test("each card is named by its game's heading, so a list of articles reads the six names", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByTestId("games-grid").getByRole("article");
  for (const [index, game] of games.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAccessibleName(game.name);
    const heading = card.getByRole("heading", { level: 3 });
    await expect(card).toHaveAttribute("aria-labelledby", (await heading.getAttribute("id")) ?? "a heading with an id");
  }
});

test("Play Now opens the game's page", async ({ page, gotoHydrated }) => {
  await gotoHydrated("/");
  await page.getByRole("link", { name: /^Play Now\s*: Book of Dead$/ }).click();
  await expect(page).toHaveURL("/games/book-of-dead");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book of Dead");
  await expect(page).toHaveTitle("Book of Dead – SpinHaven");
});

test("Why Choose SpinHaven gives its three points", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Why Choose SpinHaven" });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Why Choose SpinHaven");
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Pure Entertainment",
    "Social Experience",
    "Play Anywhere",
  ]);
});

test.describe("the card on hover", () => {
  /** How much wider the image is drawn than its frame: whatever CSS does the zoom, this sees it. */
  const scale = (image: Locator) =>
    image.evaluate(
      (img) => img.getBoundingClientRect().width / (img.parentElement?.getBoundingClientRect().width ?? 1),
    );

  test("zooms the image and shows the play overlay", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const card = page.getByTestId("games-grid").getByRole("article").first();
    const image = card.getByRole("img", { name: "Moon Princess" });
    const overlay = card.getByTestId("play-overlay");
    await expect(overlay).toHaveCSS("opacity", "0");
    expect(await scale(image)).toBe(1);

    await card.hover();
    await expect(overlay).toHaveCSS("opacity", "1");
    await expect.poll(() => scale(image)).toBeGreaterThan(1.05);

    await page.mouse.move(0, 0);
    await expect(overlay).toHaveCSS("opacity", "0");
  });

  test("does the same for keyboard focus", async ({ page, gotoHydrated }) => {
    await gotoHydrated("/");
    const card = page.getByTestId("games-grid").getByRole("article").nth(1);
    await card.getByRole("link", { name: /^Play Now\s*: Fire Joker$/ }).focus();
    await expect(card.getByTestId("play-overlay")).toHaveCSS("opacity", "1");
    await expect.poll(() => scale(card.getByRole("img"))).toBeGreaterThan(1.05);
  });

  test("does not zoom when the visitor asks for reduced motion", async ({ page, gotoHydrated }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated("/");
    const card = page.getByTestId("games-grid").getByRole("article").first();
    await card.hover();
    await expect(card.getByTestId("play-overlay")).toHaveCSS("opacity", "1");
    expect(await scale(card.getByRole("img"))).toBe(1);
    await expect(card.getByRole("img")).toHaveCSS("transition-property", "none");
  });
});
