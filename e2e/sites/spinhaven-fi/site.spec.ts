import type { Page } from "@playwright/test";
import sharp from "sharp";
import { equalAccessViolations } from "#e2e/equal-access.ts";
import { FOCUS_VIEWPORTS, tabBothWays } from "#e2e/focus-check.ts";
import { colourOf, expect, type Rgba, test } from "#e2e/fixtures.ts";

// What sites/spinhaven-fi.ts asks for, written out by hand, checked on its English pages (under /en/);
// languages.spec.ts checks the Finnish ones.
// Every game of the catalogue, five of them featured on the home page.
const FEATURED = ["Book of Dead", "Reactoonz", "Moon Princess", "Fire Joker", "Rise of Olympus"];
/** The game page's frame, once the visitor has confirmed their age: before that the page holds none. */
async function frameAfterAge(page: Page, [play, confirm] = ["Play", "I am 18 or older"]) {
  await page.getByRole("button", { name: play, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: confirm }).click();
  return page.locator("iframe[data-launcher]");
}

/** What the note under an RTP says: the figure is the studio's default. */
const RTP_NOTE = {
  en: "The studio's default. A casino may run a lower one.",
  fi: "Pelistudion oletusarvo. Kasinolla se voi olla pienempi.",
};

const HELP = [
  { name: "Peluuri", href: /^https:\/\/www\.peluuri\.fi\/?$/ },
  { name: "Peliklinikka", href: /^https:\/\/www\.peliklinikka\.fi\/?$/ },
];

/** WCAG's contrast ratio of two opaque colours, from 1 to 21. */
function contrast(one: Rgba, other: Rgba): number {
  const luminance = ({ red, green, blue }: Rgba) =>
    [red, green, blue]
      .map((channel) => (channel / 255 <= 0.03928 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4))
      .reduce((sum, value, index) => sum + value * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
  const [light = 1, dark = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test("the home page features the site's own five games in its own order, under its own name", async ({ page }) => {
  await page.goto("/en");
  await expect(page).toHaveTitle("Revontuli – Social Gaming Platform");
  await expect(page.getByTestId("games-grid").getByRole("heading", { level: 3 })).toHaveText(FEATURED);
  await expect(page.getByText("Try 751 demo games right in your browser.")).toBeVisible();
});

test("the home page opens with the site's own words in each language, over its hero art, which stays readable", async ({
  page,
}) => {
  for (const [path, heading, intro] of [
    ["/", "Pelejä revontulten alla", "Kokeile 751 demopeliä suoraan selaimessasi."],
    ["/en", "Games under the northern lights", "Try 751 demo games right in your browser."],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(intro)).toBeVisible();
  }
  // The title keeps its pattern.
  await expect(page).toHaveTitle("Revontuli – Social Gaming Platform");
  const hero = page.locator("main section").first();
  const picture = hero.locator("picture");
  await expect(picture.locator("source")).toHaveAttribute("type", "image/avif");
  await expect(picture.locator("source")).toHaveAttribute("srcset", /\.avif 640w, .*\.avif 1280w, .*\.avif 1920w$/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("srcset", /\.webp 640w, .*\.webp 1920w$/);
  await expect(img).toHaveAttribute("alt", "");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("width", "1920");
  await expect(img).toHaveAttribute("height", "800");
  // Whatever part of the picture a line sits on (white, at worst), the scrim keeps its contrast at AA or better.
  const scrim = await colourOf(hero.locator(":scope > div[aria-hidden]").first(), "backgroundColor");
  expect(scrim.alpha, "a scrim over the picture").toBeGreaterThan(0);
  const overWhite = (channel: number) => channel * scrim.alpha + 255 * (1 - scrim.alpha);
  const worst = { red: overWhite(scrim.red), green: overWhite(scrim.green), blue: overWhite(scrim.blue), alpha: 1 };
  // The badge, the heading and the intro.
  const lines = await hero.locator("h1, p").all();
  expect(lines).toHaveLength(3);
  for (const line of lines)
    expect(
      contrast(await colourOf(line, "color"), worst),
      (await line.textContent())?.slice(0, 20),
    ).toBeGreaterThanOrEqual(4.5);
});

test("every game of the catalogue has its page, in each language; a slug that is no game's has none", async ({
  page,
}) => {
  for (const path of [
    "/games/gigantoonz",
    "/en/games/gigantoonz",
    "/games/motley-crue",
    "/en/games/european-roulette-pro",
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  expect((await page.request.get("/games/no-such-game")).status()).toBe(404);
});

test("a game with no description of its own gets one from its facts, in the page's language", async ({ page }) => {
  await page.goto("/en/games/single-deck-blackjack");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Single Deck BlackJack");
  await expect(
    page.getByText("Single Deck BlackJack is a table game from Play'n GO. Take a seat at the free demo table"),
  ).toBeVisible();
  await page.goto("/games/single-deck-blackjack");
  await expect(page.getByText("Single Deck BlackJack on Play'n GO -pelitalon pöytäpeli.")).toBeVisible();
  // A game with facts: they are told as its list of facts shows them, the same text in its intro, meta description and structured data.
  await page.goto("/games/big-bass-bonanza");
  const rtp = await page
    .getByRole("region", { name: "Pelin tiedot" })
    .locator("div", { has: page.locator("dt", { hasText: "Palautusprosentti" }) })
    .locator("dd")
    .textContent();
  const intro = await page.getByText(/^Big Bass Bonanza on Pragmatic Play -pelitalon kolikkopeli\. /).textContent();
  expect(intro).toContain(`Palautusprosentti on oletuksena ${rtp?.replace(RTP_NOTE.fi, "")}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", intro ?? "");
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    description?: string;
  };
  expect(structured.description).toBe(intro);
});

test("a game whose launcher lives on another host opens it there, and the policies allow that host", async ({
  page,
}) => {
  const response = await page.goto("/en/games/sobeks-godly-spins");
  const launcher =
    "https://released.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=sobekspin&lang=en_GB&practice=1&channel=desktop&demo=2";
  await expect(await frameAfterAge(page)).toHaveAttribute("src", launcher);
  expect(response?.headers()["content-security-policy"]).toMatch(
    /frame-src [^;]*https:\/\/released\.playngonetwork\.com/,
  );
  expect(response?.headers()["permissions-policy"]).toContain('"https://released.playngonetwork.com"');
});

const SOFTSWISS_LIST =
  "https://github.com/wallfair-organization/frontend/blob/efaa0c0ded27209721c094a506b981804248afed/src/config/games-cfg";
const SOURCE = {
  en: "SoftSwiss's game configuration, as kept in Wallfair's front end (2022)",
  fi: "SoftSwissin peliasetukset Wallfairin käyttöliittymäkoodissa (2022)",
};

// One game of each studio: its own launcher in the page's language, its facts as its source states them, that
// source named under them with its address, and the policies that let its launcher's host in.
for (const { studio, path, launcher, facts, source } of [
  {
    studio: "Play'n GO",
    path: "/en/games/book-of-dead",
    launcher:
      "https://asccw.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=bookofdead&lang=en_GB&practice=1&channel=desktop&demo=2",
    facts: ["Studio", "Play'n GO", "RTP", `96.21%${RTP_NOTE.en}`, "Volatility", "High", "Maximum win", "5,000×"],
    source: `${SOFTSWISS_LIST}/playngo.json#L2382-L2385`,
  },
  {
    studio: "Pragmatic Play",
    path: "/en/games/gates-of-olympus",
    launcher:
      "https://demogamesfree.pragmaticplay.net/gs2c/openGame.do?gameSymbol=vs20olympgate&websiteUrl=https%3A%2F%2Fdemogamesfree.pragmaticplay.net&jurisdiction=99&lobbyUrl=https%3A%2F%2Ffi.spinhaven.example%2Fen%2Fgames&lang=en&cur=USD",
    facts: [
      "Studio",
      "Pragmatic Play",
      "RTP",
      `96.5%${RTP_NOTE.en}`,
      "Volatility",
      "Very high",
      "Maximum win",
      "5,000×",
      "Features",
      "Bonus buy",
      "Released",
      "February 25, 2021",
    ],
    source: `${SOFTSWISS_LIST}/pragmaticexternal.json#L6836-L6839`,
  },
  {
    studio: "BGaming",
    path: "/en/games/elvis-frog-in-vegas",
    launcher: "https://demo.bgaming-network.com/play/ElvisFrog/FUN?server=demo",
    facts: ["Studio", "BGaming", "RTP", `94%${RTP_NOTE.en}`, "Volatility", "Medium to high", "Maximum win", "2,500×"],
    source: `${SOFTSWISS_LIST}/bgaming.json#L1247-L1250`,
  },
]) {
  test(`a ${studio} game opens its studio's own launcher, shows its facts and their source, and the policies allow the studio's host`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    await expect(await frameAfterAge(page)).toHaveAttribute("src", launcher);
    const origin = new URL(launcher).origin;
    expect(response?.headers()["content-security-policy"]).toMatch(
      new RegExp(`frame-src [^;]*${origin.replaceAll(".", "\\.")}`),
    );
    expect(response?.headers()["permissions-policy"]).toContain(`"${origin}"`);
    const section = page.getByRole("region", { name: "Game facts" });
    await expect(section.locator("dt, dd")).toHaveText(facts);
    // A footnote in words a player reads: what the figures are, and where they were published.
    await expect(section.getByText("Figures:")).toHaveText(
      `Figures: the studio's defaults, as published in ${SOURCE.en}.`,
    );
    await expect(section.getByRole("link", { name: SOURCE.en })).toHaveAttribute("href", source);
    const structured = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { "@graph"?: Record<string, unknown>[] };
    expect(JSON.stringify(structured)).toContain(`"author":{"@type":"Organization","name":"${studio}"}`);
  });
}

test("a game's facts, their source and its studio's launcher in Finnish: Finnish numbers and words, the Finnish lobby as the way back", async ({
  page,
}) => {
  await page.goto("/games/gates-of-olympus");
  await expect(await frameAfterAge(page, ["Pelaa", "Olen 18 tai vanhempi"])).toHaveAttribute(
    "src",
    /&lobbyUrl=https%3A%2F%2Ffi\.spinhaven\.example%2Fgames&lang=fi&/,
  );
  const section = page.getByRole("region", { name: "Pelin tiedot" });
  await expect(section.getByRole("definition")).toHaveText([
    "Pragmatic Play",
    `96,5 %${RTP_NOTE.fi}`,
    "Erittäin korkea",
    "5 000×",
    "Bonuksen osto",
    "25. helmikuuta 2021",
  ]);
  await expect(section.getByText("Lähde:")).toHaveText(`Luvut ovat pelistudion oletusarvoja. Lähde: ${SOURCE.fi}.`);
  await expect(section.getByRole("link", { name: SOURCE.fi })).toHaveAttribute(
    "href",
    `${SOFTSWISS_LIST}/pragmaticexternal.json#L6836-L6839`,
  );
});

test("the footer names the publisher, and the footer and the banner lead to the responsible-play page", async ({
  page,
}) => {
  await page.goto("/en/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Operated by Revontuli Interactive Oy.");
  await expect(footer.getByRole("link", { name: "Responsible Gaming" })).toHaveAttribute(
    "href",
    "/en/responsible-gaming",
  );
  const banner = page.getByRole("complementary", { name: "Disclaimer" });
  await banner.getByRole("link", { name: "Responsible Gaming" }).click();
  await expect(page).toHaveURL("/en/responsible-gaming");
});

test("the responsible-play page: original text, and the site's help organisations, each a link", async ({
  page,
  axe,
}) => {
  const response = await page.goto("/en/responsible-gaming");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Responsible Gaming – Revontuli");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Responsible Gaming");
  for (const heading of [
    "Playing for fun",
    "Setting limits on your time",
    "Signs that play has stopped being fun",
    "Where to find help",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const help = page.getByRole("region", { name: "Where to find help" });
  for (const { name, href } of HELP) await expect(help.getByRole("link", { name })).toHaveAttribute("href", href);
  await expect(help.getByRole("link", { name: "0800 100 101" })).toHaveAttribute("href", "tel:0800100101");
  await expect(help.getByRole("listitem").first()).toContainText("Serves: Finland");
  expect(await axe()).toEqual([]);
});

test("the header and the footer show the site's own logo, at the mark's height, its name the link's name, and no game pad", async ({
  page,
  request,
}) => {
  for (const [path, name] of [
    ["/en", "Revontuli home"],
    ["/", "Revontuli etusivu"],
  ] as const) {
    await page.goto(path);
    for (const region of [page.getByRole("banner"), page.getByRole("contentinfo")]) {
      const logo = region.getByRole("link", { name, exact: true }).getByRole("img", { name: "Revontuli" });
      await expect(logo).toHaveAttribute("src", "/logo.svg");
      const box = await logo.boundingBox();
      // The viewBox is 268 by 64: at 36 px high, 151 px wide.
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([151, 36]);
    }
    await expect(page.locator("svg.lucide-gamepad-2")).toHaveCount(0);
  }
  const logo = await request.get("/logo.svg");
  expect(logo.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  // Optimised at build: no size of its own, nothing an editor leaves behind.
  expect(await logo.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 268 64">/);
});

test("its own typefaces come from the site alone, every file preloaded, each face drawn if it has come by the first paint, over a fallback of the same metrics", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await page.goto("/en");
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Outfit's bold and extra bold, and Figtree's one file for every weight of text.
  expect(preloads).toHaveLength(3);
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() => {
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
    return rules.map((rule) => ({
      family: rule.style.getPropertyValue("font-family"),
      display: rule.style.getPropertyValue("font-display"),
      sizeAdjust: rule.style.getPropertyValue("size-adjust"),
    }));
  });
  // Outfit for headings (bold and extra bold), Figtree for text (every weight in one file), each with its fallback.
  expect(
    faces.filter((face) => !face.family.includes("fallback")).map((face) => face.family.replace(/-\w+$/, "")),
  ).toEqual(["Outfit", "Outfit", "Figtree"]);
  for (const face of faces.filter((candidate) => !candidate.family.includes("fallback")))
    expect(face.display, face.family).toBe("optional");
  for (const face of faces.filter((candidate) => candidate.family.includes("fallback")))
    expect(face.sizeAdjust, face.family).toMatch(/%$/);
  const [heading, text] = await Promise.all([
    page.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily),
    page
      .locator("main p")
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily),
  ]);
  expect(heading).toMatch(/^Outfit-/);
  expect(text).toMatch(/^Figtree-/);
  // Every font is the site's own, and every file the page uses was preloaded.
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect([...new Set(fontRequests)].sort()).toEqual([...preloads].sort());
});

/** The pages of each kind, in both languages: every heading and paragraph the site has, laid out over the fallback first. */
const SWAP_ROUTES = [
  "/",
  "/games",
  "/games/table-games",
  "/games/moon-princess",
  "/contact",
  "/privacy-policy",
  "/en",
  "/en/games",
  "/en/contact",
];

/**
 * The number of lines of every text of the page, each text node's line boxes: kept in the page as `before`, or
 * compared with those kept, for the texts still shown (what the page's scripts show meanwhile is not the fonts').
 */
const textLines = (page: Page, compare: boolean) =>
  page.evaluate((compare) => {
    const kept = window as unknown as { lines?: Map<Text, number> };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.textContent?.trim() && node.parentElement?.checkVisibility()
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    const range = document.createRange();
    const lines = new Map<Text, number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      lines.set(node as Text, range.getClientRects().length);
    }
    if (!compare) {
      kept.lines = lines;
      return [];
    }
    return [...(kept.lines ?? [])].flatMap(([node, count]) =>
      lines.has(node) && lines.get(node) !== count
        ? [`${node.textContent?.trim()}: ${count} lines, then ${lines.get(node)}`]
        : [],
    );
  }, compare);

for (const width of [375, 1280]) {
  test(`at ${width} px, typefaces that come after the first paint move nothing, over the system face a phone draws: every text keeps its lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The page as served, over Roboto: Android's face, one of those the fallback faces are adjusted to (npm test
    // installs Debian's copy of it). The fallback is what stands before the swap, so a phone's is the one to measure.
    // The fonts arrive only once the page has been painted without them.
    let release = () => {};
    let held = Promise.resolve();
    await page.route("**/_astro/fonts/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const route of SWAP_ROUTES) {
      held = new Promise<void>((resolve) => (release = resolve));
      await page.goto(route, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      // What was painted first is the fallback adjusted to Roboto, for both faces.
      const fallbacks = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      );
      expect(fallbacks).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Outfit-\w+ fallback: Roboto$/),
          expect.stringMatching(/^Figtree-\w+ fallback: Roboto$/),
        ]),
      );
      await textLines(page, false);
      release();
      await page.evaluate(() => document.fonts.ready);
      // Two frames, so a shift the swap causes is recorded.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(
        await page.evaluate(() =>
          [...document.fonts].some((face) => face.status === "loaded" && !face.family.includes("fallback")),
        ),
        route,
      ).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), route).toEqual([]);
      expect(await textLines(page, true), route).toEqual([]);
    }
  });
}

test("the icons are made from the site's own icon, the home-screen ones padded on its background; the manifest and the browser's colour wear its colours", async ({
  page,
  request,
}) => {
  const favicon = await (await request.get("/favicon.svg")).text();
  expect(favicon).toContain('stop-color="#34d399"');
  expect(favicon).not.toContain("M17.32 5H6.68");
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Revontuli", theme_color: "#061416", background_color: "#061416" });
  expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
    "/favicon.svg",
    "/icon-192.png",
    "/icon-512.png",
  ]);
  await page.goto("/en");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#061416");
  // Each PNG icon at its size: its corner the site's background where it is padded, its middle the icon's night sky.
  const pixels = await page.evaluate(async () => {
    const read = async (src: string) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      context.drawImage(image, 0, 0);
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
      return {
        size: image.naturalWidth,
        corner: at(1, 1),
        sky: at(Math.round(image.naturalWidth / 2), Math.round(image.naturalWidth * 0.2)),
      };
    };
    return Promise.all(["/favicon-32.png", "/apple-touch-icon.png", "/icon-192.png", "/icon-512.png"].map(read));
  });
  expect(pixels.map((icon) => icon.size)).toEqual([32, 180, 192, 512]);
  // The favicon is transparent beyond its rounded corners; the others are opaque #061416 there.
  expect(pixels[0]?.corner[3]).toBe(0);
  for (const icon of pixels.slice(1)) expect(icon.corner).toEqual([6, 20, 22, 255]);
  for (const icon of pixels) expect(icon.sky[2], `${icon.size} px`).toBeGreaterThan(icon.sky[0] ?? 255);
  // The accent reaches the stylesheet: the primary button is drawn in a shade of it.
  const hue = await colourOf(page.getByRole("link", { name: "All games (751)" }), "backgroundColor");
  // Teal: green and blue well above red.
  expect(hue.green).toBeGreaterThan(hue.red + 40);
  expect(hue.blue).toBeGreaterThan(hue.red + 40);
});

test("each page's social card is a JPEG of 1200 by 630, at most 150 KB: the site's in each language, and a game's, which its pages in both languages share", async ({
  page,
  request,
}) => {
  const cardOf = async (path: string) => {
    await page.goto(path);
    return page.locator('meta[property="og:image"]').getAttribute("content");
  };
  const address = (path: string) => `https://fi.spinhaven.example${path}`;
  const cards = { site: await cardOf("/"), siteEn: await cardOf("/en"), game: await cardOf("/games/moon-princess") };
  expect(cards).toEqual({
    site: address("/social-cards/site.jpg"),
    siteEn: address("/social-cards/en/site.jpg"),
    game: address("/social-cards/moon-princess.jpg"),
  });
  expect(await cardOf("/en/games/moon-princess")).toBe(cards.game);
  // And the game of the longest name, on two lines.
  for (const url of [...Object.values(cards), address("/social-cards/charlie-chance-and-the-curse-of-cleopatra.jpg")]) {
    const path = new URL(url ?? "").pathname;
    const card = await request.get(path);
    expect(card.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await card.body();
    expect(bytes.length, path).toBeLessThanOrEqual(150 * 1024);
    expect(await sharp(bytes).metadata(), path).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  }
});

test("Share on a game page gives the site's own name and address, before the age is asked", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: unknown) => (calls.push(data), Promise.resolve()),
    });
  });
  await page.goto("/en/games/book-of-dead");
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
    .toEqual([{ title: "Book of Dead – Revontuli", url: "https://fi.spinhaven.example/en/games/book-of-dead" }]);
});

test.describe("IBM's Equal Access checker", () => {
  // Its engine is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test("finds no violation on the pages only this site has: the responsible-play page, the age gate and its dialog", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/en/responsible-gaming");
    expect(await equalAccessViolations(page), "/en/responsible-gaming").toEqual([]);
    await gotoHydrated("/en/games/book-of-dead");
    expect(await equalAccessViolations(page), "the age gate").toEqual([]);
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Confirm your age" })).toBeVisible();
    expect(await equalAccessViolations(page), "the age gate's dialog").toEqual([]);
  });
});

test.describe("the keyboard on the pages only this site has", () => {
  for (const viewport of FOCUS_VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      test("the responsible-play page: every focus in order, visible and in full view below the header", async ({
        gotoHydrated,
        page,
      }) => {
        await gotoHydrated("/en/responsible-gaming");
        await tabBothWays(page);
      });
      test("a game page behind the age gate, its Play button in the frame's place: the same", async ({
        gotoHydrated,
        page,
      }) => {
        await gotoHydrated("/en/games/book-of-dead");
        // The favourite buttons are stops too, once their script has run after the paint.
        await expect(
          page.getByRole("region", { name: "More games like this" }).getByRole("button").last(),
        ).toBeVisible();
        expect(await tabBothWays(page)).toContain('button "Play"');
      });
    });
  }
});
