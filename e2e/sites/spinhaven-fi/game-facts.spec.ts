import type { Page } from "@playwright/test";
import { expect, test } from "#e2e/fixtures.ts";

// The facts as docs/games.md promises them once checked for sense: no feature a game lacks, no figure a check
// doubts, a source link to the game's own lines, and the RTP named as the studio's default, in both languages.

/** Games whose list says `has_freespins`, which none of them has as a feature. */
const WITHOUT_FREE_SPINS = [
  "fire-joker",
  "reactoonz",
  "gemix",
  "jokers-jewels",
  "aztec-gems",
  "hot-to-burn",
  "ultra-hold-and-spin",
  "triple-jokers",
];

const factsOf = (page: Page, locale: "en" | "fi") =>
  page.getByRole("region", { name: locale === "en" ? "Game facts" : "Pelin tiedot" });

for (const slug of WITHOUT_FREE_SPINS) {
  test(`${slug} has facts, and claims no free spins in either language`, async ({ page }) => {
    await page.goto(`/en/games/${slug}`);
    await expect(factsOf(page, "en").getByRole("term")).toContainText(["Studio", "RTP"]);
    await expect(page.getByRole("main")).not.toContainText(/free spins/i);
    await page.goto(`/games/${slug}`);
    await expect(factsOf(page, "fi").getByRole("term")).toContainText(["Pelistudio", "Palautusprosentti (RTP)"]);
    await expect(page.getByRole("main")).not.toContainText(/ilmaiskierro/i);
  });
}

// Each game, and the fact its source has wrong: its other facts stand, that one is shown nowhere on its page.
for (const { slug, label, wrong } of [
  { slug: "buffalo-king", label: "Ways to win", wrong: /\b243\b/ },
  { slug: "starz-megaways", label: "Ways to win", wrong: /17,649/ },
  { slug: "temujin-treasures", label: "Ways to win", wrong: /1,204/ },
  { slug: "power-of-thor-megaways", label: "Ways to win", wrong: /117,469/ },
  { slug: "myth", label: "Maximum win", wrong: /67,332/ },
  { slug: "pearl-lagoon", label: "Maximum win", wrong: /67,332/ },
  { slug: "gold-trophy-2", label: "Maximum win", wrong: /67,332/ },
  { slug: "gold-trophy-2", label: "Released", wrong: /January 17, 2022/ },
  { slug: "mini-baccarat", label: "Maximum win", wrong: /\b2×/ },
]) {
  test(`${slug} shows its other facts, and not its source's wrong ${label.toLowerCase()}`, async ({ page }) => {
    await page.goto(`/en/games/${slug}`);
    const facts = factsOf(page, "en");
    await expect(facts.getByRole("term").first()).toHaveText("Studio");
    await expect(facts.getByRole("term").filter({ hasText: /^RTP$/ })).toBeVisible();
    await expect(facts.getByRole("term").filter({ hasText: label })).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(wrong);
  });
}

test("a game whose source recalled it shows none of the recalled game's facts", async ({ page }) => {
  await page.goto("/en/games/foxy-wild-heart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foxy Wild Heart");
  await expect(factsOf(page, "en")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText("96.93");
});

test("each game's source link points at its own lines of the file, and a game of an alias has facts", async ({
  page,
}) => {
  const anchors = new Set<string>();
  for (const slug of ["book-of-dead", "reactoonz", "gates-of-olympus", "elvis-frog-in-vegas", "hugo"]) {
    await page.goto(`/en/games/${slug}`);
    const link = factsOf(page, "en").getByRole("link", {
      name: "SoftSwiss's game configuration, as kept in Wallfair's front end (2022)",
    });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(
      /^https:\/\/github\.com\/wallfair-organization\/frontend\/blob\/[0-9a-f]{40}\/src\/config\/games-cfg\/\w+\.json#L\d+-L\d+$/,
    );
    anchors.add(href);
  }
  expect(anchors.size).toBe(5);
});

test("the text made from the facts names the RTP as the studio's default, and joins a one-word studio with a plain hyphen", async ({
  page,
}) => {
  await page.goto("/en/games/elvis-frog-in-vegas");
  await expect(
    page.getByText(
      /^Elvis Frog in Vegas is a slot from BGaming\. Its default RTP is 94%, its volatility medium to high/,
    ),
  ).toBeVisible();
  await page.goto("/games/elvis-frog-in-vegas");
  await expect(
    page.getByText(/^Elvis Frog in Vegas on BGaming-pelitalon kolikkopeli\. Palautusprosentti on oletuksena 94\s%/),
  ).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("BGaming -pelitalon");
});

// What a game is, as its source's type says (docs/games.md): video bingo and video poker are not slots.
for (const [slug, en, fi] of [
  ["bugs-party", "Video bingo", "Videobingo"],
  ["flying-pigs", "Video bingo", "Videobingo"],
  ["wild-texas", "Video poker", "Videopokeri"],
] as const) {
  test(`${slug} is called a ${en.toLowerCase()} game, never a slot, in either language`, async ({ page }) => {
    await page.goto(`/en/games/${slug}`);
    await expect(page.locator("main h1 + p")).toContainText(en);
    await expect(page.getByRole("main")).not.toContainText(/\bslot/i);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join(" ")).not.toMatch(/\bslot/i);
    await page.goto(`/games/${slug}`);
    await expect(page.locator("main h1 + p")).toContainText(fi);
    await expect(page.getByRole("main")).not.toContainText(/kolikkopel/i);
  });
}

test("a maximum win that unrelated games of one studio share is shown on none of them", async ({ page }) => {
  for (const slug of ["fortune-teller", "photo-safari", "space-race"]) {
    await page.goto(`/en/games/${slug}`);
    await expect(factsOf(page, "en").getByRole("term")).toContainText(["Studio", "RTP"]);
    await expect(page.getByRole("main")).not.toContainText(/10,658/);
    await page.goto(`/games/${slug}`);
    await expect(page.getByRole("main")).not.toContainText(/10\s658/);
  }
});
