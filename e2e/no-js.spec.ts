import { expect, test } from "#e2e/fixtures.ts";
import { games, launcherUrl, NOT_FOUND, pages } from "#e2e/default-site.ts";

/** Text as React writes it into an HTML attribute. */
const attribute = (text: string) => text.replaceAll("&", "&amp;");

/** The readable text of some HTML: no tags, no comments, entities decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/** What each page must already hold in its HTML, besides its title and main heading. */
const content: Record<string, string[]> = {
  "/": ["Explore Games", "Featured Games", ...games.map((game) => game.name), "Why Choose SpinHaven"],
  "/contact": ["Contact Details", "support@spinhaven.example", "+1 (555) 010-0199", "Send a Message", "Send Message"],
  "/privacy-policy": ["1. Introduction", "8. Contact Us", "privacy@spinhaven.example", "Last updated"],
  "/terms-and-conditions": ["1. Introduction", "12. Contact Information", "[Jurisdiction]", "Last updated"],
  "/no-such-page": [NOT_FOUND.text, "Return to Home"],
};
for (const game of games)
  content[`/games/${game.slug}`] = ["Back to Home", "Full screen", "About This Game", "Explore More Games"];

test.describe("the HTML as served, before any script", () => {
  for (const { path, title, heading, status } of pages) {
    test(`${path} holds its title, main heading and content`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const body = await response.text();
      expect(textOf(body.match(/<title>[\s\S]*?<\/title>/)?.[0] ?? "").trim()).toBe(title);
      const main = body.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? "";
      expect(textOf(main.match(/<h1\b[\s\S]*?<\/h1>/)?.[0] ?? "").trim()).toBe(heading);
      const text = textOf(main);
      for (const expected of content[path] ?? []) expect(text).toContain(expected);
      if (path === "/contact") {
        for (const field of ['name="name"', 'type="email"', "<textarea"]) expect(main).toContain(field);
      }
      const game = games.find((candidate) => path === `/games/${candidate.slug}`);
      // The frame is in the HTML itself, so the game starts loading with the page, script or not.
      if (game) {
        const frame = main.match(/<iframe\b[^>]*>/)?.[0] ?? "";
        expect(frame).toContain(`src="${attribute(launcherUrl(game.gid))}"`);
        expect(main).not.toMatch(/<noscript>[\s\S]*<iframe/);
      }
      // The banner and the footer are there too, after the content.
      expect(body.indexOf("Virtual rewards have no cash value.")).toBeGreaterThan(body.indexOf("</main>"));
      expect(body.indexOf("<footer")).toBeGreaterThan(body.indexOf("Virtual rewards have no cash value."));
    });
  }
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of pages) {
    test(`${path} shows its content, banner and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("complementary", { name: "Disclaimer" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("SpinHaven");
    });
  }

  test("the home page shows the six cards with their thumbnails", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("games-grid").getByRole("article");
    await expect(cards.getByRole("heading")).toHaveText(games.map((game) => game.name));
    for (const game of games) await expect(page.getByRole("img", { name: game.name, exact: true })).toBeVisible();
  });

  test("a game page still plays its game in the frame", async ({ page, watch }) => {
    await page.goto("/games/book-of-dead");
    const frame = page.getByTestId("game-box").locator("iframe");
    await expect(frame).toHaveAttribute("src", launcherUrl("bookofdead"));
    await expect(
      page.frameLocator("[data-testid=game-box] iframe").getByRole("heading", { name: "Stub game" }),
    ).toBeVisible();
    expect(watch.external).toContain(launcherUrl("bookofdead"));
  });

  test("the contact form says it needs JavaScript and where to write instead", async ({ page }) => {
    await page.goto("/contact");
    // Playwright's text matching skips <noscript>, so check what the browser draws.
    const notice = page.locator("main noscript p");
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((el) => (el as HTMLElement).innerText)).toMatch(
      /^Sending a message needs JavaScript\..*support@spinhaven\.example/,
    );
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
  });
});
