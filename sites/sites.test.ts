/**
 * The sites check (`npm run test:sites`, Node's own test runner), on a copy of the project, so the
 * repository's own build is never touched. It builds whole sites, so it is a step of `npm test` of its own
 * rather than a unit test. Its tests run in order, each on the builds the one before left.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { filesNaming } from "#e2e/files-naming.ts";
import { drawGamePictures } from "#scripts/game-picture-fixtures.ts";
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from "#scripts/chromium.ts";
import { startSiteServer } from "#scripts/servers.ts";
import { checkBuildInputs } from "#build/site/build-inputs.ts";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const repo = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "sites-"));

function build(site: string) {
  return spawnSync("npm", ["run", "build"], {
    cwd: copy,
    encoding: "utf8",
    timeout: 240_000,
    env: { ...process.env, SITE: site },
  });
}

/** A build that succeeds, and says nothing it should not: the copy has no cache, so each is a fresh build. */
function buildOk(site: string) {
  const result = build(site);
  assert.equal(result.status, 0, `${site} failed to build:\n${result.stdout}${result.stderr}`);
  // Vite's and Astro's warnings: what one means is fixed (integrations/propagated-assets-directive.ts), not hidden.
  assert.doesNotMatch(`${result.stdout}${result.stderr}`, /\[WARN\]/, `${site}'s build warned`);
  return result;
}

const read = (path: string) => readFileSync(join(copy, path), "utf8");

// The project as an operator would have it.
before(() => {
  cpSync(repo, copy, {
    recursive: true,
    // The repository's own folders of output and state, at its root (src/build is code).
    filter: (source) =>
      !/^(node_modules|build|deploy[\\/]nginx|\.git|\.astro|\.wrangler|\.lighthouseci|\.playwright|test-results|reports|screenshots)$/.test(
        relative(repo, source),
      ),
  });
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
});
after(() => rmSync(copy, { recursive: true, force: true }));

/** The refusal of the checks the build runs first (src/build/site/build-inputs.ts), run here on the copy: `site`'s. */
async function refusal(site: string): Promise<string> {
  const inputs = await checkBuildInputs(site, copy);
  assert.ok("stop" in inputs, `${site} was taken`);
  return inputs.stop;
}

/** Writes the site `id`: the default site's file, changed by `change`, and its folder. */
function writeSite(id: string, change: (file: string) => string) {
  writeFileSync(join(copy, "sites", `${id}.ts`), change(read("sites/spinhaven.ts")));
  mkdirSync(join(copy, "sites", id), { recursive: true });
}

test("a bad configuration and an unknown SITE are refused by the build's first checks, one line a problem", async () => {
  writeSite("broken", (file) =>
    file.replace('"support@spinhaven.example"', '"support@"').replace("minimumAge: 18", "minimumAge: 16"),
  );
  const fields = await refusal("broken");
  assert.match(fields, /^The site configuration has problems:\n/);
  assert.match(fields, /sites\/broken\.ts: supportEmail: expected an email address, got "support@"/);
  assert.match(fields, /sites\/broken\.ts: minimumAge: expected 18 or more, got 16/);

  // The pictures and the typefaces.
  writeSite("bad-pictures", (file) =>
    file.replace(
      "theme: {",
      'logo: "sites/bad-pictures/logo.svg", icon: "sites/bad-pictures/logo.svg", fonts: { heading: "No Such Family" }, theme: {',
    ),
  );
  writeFileSync(
    join(copy, "sites", "bad-pictures", "logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><script>alert(1)</script></svg>',
  );
  const pictures = await refusal("bad-pictures");
  assert.match(pictures, /sites\/bad-pictures\.ts: logo: sites\/bad-pictures\/logo\.svg has a <script> element\n/);
  assert.match(
    pictures,
    /sites\/bad-pictures\.ts: icon: sites\/bad-pictures\/logo\.svg is not square: its viewBox is 120 by 40/,
  );
  assert.match(
    pictures,
    /sites\/bad-pictures\.ts: fonts\.heading: no installed Fontsource package provides "No Such Family": run npm install @fontsource-variable\/no-such-family/,
  );

  // A hero picture that is no picture, read as the image pipeline will read it.
  writeSite("bad-hero", (file) => file.replace("theme: {", 'home: { picture: "sites/bad-hero/hero.png" }, theme: {'));
  writeFileSync(join(copy, "sites", "bad-hero", "hero.png"), "not a picture");
  assert.match(
    await refusal("bad-hero"),
    /sites\/bad-hero\.ts: home\.picture: sites\/bad-hero\/hero\.png is not a picture the build can read/,
  );

  // A game's picture that is no picture.
  writeSite("bad-game-picture", (file) =>
    file.replace("theme: {", 'gamePictures: "sites/bad-game-picture/pictures", theme: {'),
  );
  mkdirSync(join(copy, "sites", "bad-game-picture", "pictures"));
  writeFileSync(join(copy, "sites", "bad-game-picture", "pictures", "reactoonz.webp"), "not a picture");
  assert.match(
    await refusal("bad-game-picture"),
    /sites\/bad-game-picture\.ts: gamePictures: sites\/bad-game-picture\/pictures\/reactoonz\.webp is not a picture the build can read/,
  );

  // Three mistakes at once, of the fields, the files and the games, and a hero that is no picture: each named once,
  // in one run.
  writeSite("three-mistakes", (file) =>
    file
      .replace('accent: "#ec4899"', 'accent: "#ec48zz"')
      .replace(
        "theme: {",
        'logo: "sites/three-mistakes/logo.svg", featured: ["moon-prinses"], home: { picture: "sites/three-mistakes/hero.png" }, theme: {',
      ),
  );
  writeFileSync(join(copy, "sites", "three-mistakes", "hero.png"), "not a picture");
  assert.deepEqual((await refusal("three-mistakes")).split("\n").toSorted(), [
    "The site configuration has problems:",
    'sites/three-mistakes.ts: featured[0]: "moon-prinses" is not a game of the catalogue (src/build/catalogue/catalogue.json): did you mean "moon-princess"?',
    "sites/three-mistakes.ts: home.picture: sites/three-mistakes/hero.png is not a picture the build can read (Input file contains unsupported image format)",
    'sites/three-mistakes.ts: logo: "sites/three-mistakes/logo.svg" does not exist: create it, or change the path (a path from the repository\'s root, such as "sites/three-mistakes/logo.svg")',
    'sites/three-mistakes.ts: theme.accent: expected a CSS hex colour such as #ec4899, got "#ec48zz"',
  ]);

  // A comma missing at the end of line 8: Node says only "Expected ',', got 'ident'"; the refusal names the place.
  writeSite("unparsable", (file) => file.replace('made purely for fun.",', 'made purely for fun."'));
  assert.match(await refusal("unparsable"), /^sites\/unparsable\.ts:9:3: ',' expected\.$/m);

  assert.match(
    await refusal("nope"),
    /Unknown site "nope" \(SITE=nope\): the sites are bad-game-picture, bad-hero, bad-pictures, broken, spinhaven, spinhaven-fi, three-mistakes, unparsable/,
  );
  for (const id of ["broken", "bad-pictures", "bad-hero", "bad-game-picture", "three-mistakes", "unparsable"]) {
    rmSync(join(copy, "sites", `${id}.ts`));
    rmSync(join(copy, "sites", id), { recursive: true });
  }
});

test("a bad catalogue stops the build with its messages, and the previous build stays", () => {
  buildOk("spinhaven");
  const before = { home: read("build/client/index.html"), manifest: read("build/hosting.json") };
  // A catalogue whose Reactoonz takes Fire Joker's launch id and gets a colour that is not one.
  const catalogue = join(copy, "src", "build", "catalogue", "catalogue.json");
  const games = read("src/build/catalogue/catalogue.json");
  writeFileSync(
    catalogue,
    games
      .replace('"launchId":"reactoonz"', '"launchId":"firejoker"')
      .replace('"palette":["#22d3ee",', '"palette":["cyan",'),
  );
  const badCatalogue = build("spinhaven");
  assert.notEqual(badCatalogue.status, 0, "a bad catalogue must stop the build");
  assert.match(
    badCatalogue.stderr,
    /The game catalogue has problems:\nsrc\/build\/catalogue\/catalogue\.json: \[2\] "reactoonz": palette: expected two CSS hex colours such as \["#f472b6", "#6d28d9"\], got \["cyan","#7c3aed"\]/,
  );
  assert.match(
    badCatalogue.stderr,
    /src\/build\/catalogue\/catalogue\.json: \[2\] "reactoonz" and \[1\] "fire-joker" share the launch id "firejoker"/,
  );
  writeFileSync(catalogue, games);
  assert.deepEqual(
    { home: read("build/client/index.html"), manifest: read("build/hosting.json") },
    before,
    "the previous build changed",
  );
});

test("a name changed in sites/spinhaven.ts alone reaches every file of its build, and the old name is in none", () => {
  const config = join(copy, "sites", "spinhaven.ts");
  const original = readFileSync(config, "utf8");
  assert.ok(original.includes('const name = "SpinHaven"'), "sites/spinhaven.ts writes the name once, as `const name`");
  writeFileSync(config, original.replace('const name = "SpinHaven"', 'const name = "Brightplay"'));
  buildOk("spinhaven");
  assert.ok(
    read("build/client/index.html").includes("<title>Brightplay – Social Gaming Platform</title>"),
    "the home page's title has the new name",
  );
  assert.ok(
    read("build/client/site.webmanifest").includes('"name": "Brightplay"'),
    "the web app manifest has the new name",
  );
  assert.deepEqual(filesNaming(copy, "SpinHaven"), [], "files of the build or hosting files that still name SpinHaven");
});

test("a folder of game pictures puts each on its game's cards, page and social card, and a second build encodes none again", async () => {
  // A site of fourteen games (so it has a lobby) sharing a folder with other sites: pictures of four of its games,
  // one of a game it does not show, and one named after no game.
  const games = [
    "moon-princess",
    "fire-joker",
    "reactoonz",
    "book-of-dead",
    "gigantoonz",
    "rise-of-olympus",
    "nsync-pop",
    "15-crystal-roses-a-tale-of-love",
    "24k-dragon",
    "3-clown-monty",
    "3-clown-monty-ii",
    "3-hand-casino-holdem",
    "5x-magic",
    "7-sins",
  ];
  const folder = join(copy, "sites", "shared-pictures");
  mkdirSync(folder);
  await drawGamePictures(folder, ["moon-princess", "book-of-ded"], "webp");
  await drawGamePictures(folder, ["reactoonz", "ankh-of-anubis"], "jpg");
  await drawGamePictures(folder, ["book-of-dead"], "avif");
  // Green from edge to edge, to find on the social card.
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#00ff00" } })
    .png()
    .toFile(join(folder, "fire-joker.png"));
  const config = read("sites/spinhaven.ts").replace(
    /games: \[[^\]]*\]/,
    `games: ${JSON.stringify(games)}, ageConfirmation: true, gamePictures: "sites/shared-pictures"`,
  );
  writeFileSync(join(copy, "sites", "pictured.ts"), config);
  const first = buildOk("pictured");
  assert.match(
    first.stdout,
    /pictured: 4 of its 14 games have their own picture in sites\/shared-pictures; the others show their own art/,
  );
  assert.match(
    first.stdout + first.stderr,
    /sites\/shared-pictures\/book-of-ded\.webp: no game "book-of-ded"; did you mean "book-of-dead"\?/,
  );

  const card = (html: string, slug: string) =>
    html.match(new RegExp(`<li data-game="${slug}"[^>]*>.*?</li>`))?.[0] ?? "";
  const lobby = read("build/client/games.html");
  for (const slug of ["moon-princess", "fire-joker", "reactoonz", "book-of-dead"]) {
    // A lobby card is never wider than 264 px: its picture at 400 and 800 px, decorative beside the name.
    assert.match(
      card(lobby, slug),
      new RegExp(
        `<picture><source type="image/avif" srcSet="/_astro/${slug}\\.[^"]+ 400w, /_astro/${slug}\\.[^"]+ 800w" sizes="[^"]+"/><img src="/_astro/${slug}\\.[^"]+\\.webp" srcSet="[^"]+ 400w, [^"]+ 800w" sizes="[^"]+" alt="" width="640" height="360"`,
      ),
    );
  }
  assert.match(
    card(lobby, "gigantoonz"),
    /<img src="\/thumbnails\/gigantoonz\.svg"/,
    "a game without a picture keeps its own art",
  );
  assert.match(card(lobby, "7-sins"), /loading="lazy"/, "a card below the first row waits");
  // A lobby site's home page shows its featured games as lobby cards too, fetched with the page.
  const home = read("build/client/index.html");
  assert.match(
    card(home, "moon-princess"),
    /<picture><source type="image\/avif" srcSet="\/_astro\/moon-princess\.[^"]+ 400w, \/_astro\/moon-princess\.[^"]+ 800w"[^>]*\/><img [^>]*alt="" width="640" height="360" loading="eager"/,
  );
  const gamePage = read("build/client/games/moon-princess.html");
  const art = gamePage.match(
    /<picture><source type="image\/avif" srcSet="([^"]+)"[^>]*\/><img src="[^"]+" srcSet="([^"]+)"[^>]*fetchPriority="high"[^>]*><\/picture>/,
  );
  assert.ok(art, "the game page shows the game's picture behind the age question, fetched first");
  assert.match(
    read("build/client/games/gigantoonz.html"),
    /<img src="\/thumbnails\/gigantoonz\.svg"[^>]*fetchpriority="high"/,
  );
  // Its structured data's image is the picture at its widest.
  const widest = art?.[2]?.split(", ").at(-1)?.split(" ")[0];
  assert.match(gamePage, new RegExp(`"image":"https://spinhaven\\.example${widest?.replaceAll(".", "\\.")}"`));
  // Each encoding is there, a 16:9 crop of the 3:2 picture at its width, in its format.
  for (const [list, format] of [
    [art?.[1], "heif"],
    [art?.[2], "webp"],
  ] as const) {
    for (const [url, width] of (list ?? "").split(", ").map((entry) => entry.split(" "))) {
      const metadata = await sharp(join(copy, "build", "client", url ?? "")).metadata();
      assert.deepEqual(
        [metadata.format, metadata.width, metadata.height],
        [format, Number.parseInt(width ?? ""), Math.round((Number.parseInt(width ?? "") * 9) / 16)],
        url,
      );
    }
  }
  assert.deepEqual(
    readdirSync(join(copy, "build", "client", "_astro")).filter((file) => /ankh|book-of-ded/.test(file)),
    [],
    "pictures the site does not show are not built",
  );
  // The social card shows the picture through the shade, and stays a small JPEG.
  const socialCard = join(copy, "build", "client", "social-cards", "fire-joker.jpg");
  const { data, info } = await sharp(socialCard).raw().toBuffer({ resolveWithObject: true });
  assert.deepEqual([info.width, info.height], [1200, 630]);
  const at = (315 * 1200 + 1190) * 3;
  const [red = 0, green = 0, blue = 0] = data.subarray(at, at + 3);
  assert.ok(
    green > red + 60 && green > blue + 60,
    `the card's right edge is the picture's green, not ${[red, green, blue]}`,
  );
  assert.ok(readFileSync(socialCard).length <= 150 * 1024);

  // In a browser on a phone: AVIF, at the width the card shows, with its own content type.
  const server = await startSiteServer({}, { project: copy });
  const browser = await chromium.launch({ executablePath: TEST_CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${server.baseUrl}/games`);
    const image = page.locator('li[data-game="moon-princess"] img');
    await image.evaluate((element: HTMLImageElement) => element.decode());
    const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    assert.match(source, /\/_astro\/moon-princess\.[^/]+\.avif$/);
    const response = await page.request.get(source);
    assert.equal(response.headers()["content-type"], "image/avif");
    assert.deepEqual((await sharp(await response.body()).metadata()).width, 400);
  } finally {
    await browser.close();
    await server.stop();
  }

  // Astro's cache keeps every encoding for the next build.
  const second = buildOk("pictured");
  assert.match(second.stdout, /reused cache entry/);
  assert.doesNotMatch(second.stdout, /\(before: /, "a picture was encoded again");
  rmSync(join(copy, "sites", "pictured.ts"));
});

test("a site's own game list and studio: built with their facts, played in a browser, checked by games:check, and a bad list refused line by line", async () => {
  // The tests' own studio: its launcher knows two of the list's three games.
  const studio = createServer((request, response) => {
    const known = /^\/play\/(lucky-1|gem-2)\?/.test(request.url ?? "");
    response
      .writeHead(known ? 200 : 404, { "content-type": "text/html" })
      .end(known ? `<script>var game = "${request.url?.split("/")[2]?.split("?")[0]}";</script>` : "no such game");
  });
  await new Promise<void>((listening) => studio.listen(0, "127.0.0.1", listening));
  const origin = `http://127.0.0.1:${(studio.address() as AddressInfo).port}`;
  const own = `studios: [{ id: "local-studio", name: "Local Studio", launcher: "${origin}/play/{id}?lang={lang}&back={lobby}", languages: { fi: "fi-FI", default: "en-GB" }, check: { contains: 'var game = "{id}"' } }]`;
  const config = read("sites/spinhaven.ts")
    .replace(
      /games: \[[^\]]*\]/,
      `games: ["moon-princess", "lucky-local", "gem-rush", "broken-reels"], gameList: "games.csv", gameFacts: true, ${own}`,
    )
    .replace(/featured: \[[^\]]*\],?/, "");
  writeFileSync(join(copy, "sites", "listed.ts"), config);
  mkdirSync(join(copy, "sites", "listed"));
  const list = [
    "name,studio,launchId,category,rtp,volatility,maxWin,features,description_en",
    'Lucky Local,local-studio,lucky-1,slots,95.5,high,2500,free-spins|bonus-buy,"A local slot, with ""quotes""."',
    "Gem Rush,local-studio,gem-2,instant-games,,,,,",
    "Broken Reels,local-studio,gone-3,slots,,,,,",
  ].join("\n");
  writeFileSync(join(copy, "sites", "listed", "games.csv"), list);
  try {
    buildOk("listed");
    const page = read("build/client/games/lucky-local.html");
    assert.match(
      page,
      new RegExp(
        `<iframe[^>]*src="${origin.replaceAll(".", "\\.")}/play/lucky-1\\?lang=en-GB&amp;back=https%3A%2F%2Fspinhaven\\.example%2F"`,
      ),
    );
    assert.match(
      page,
      /<h2 id="facts-heading"[^>]*>.*Game facts<\/h2><dl[^>]*>.*<dt[^>]*>Studio<\/dt><dd[^>]*>Local Studio<\/dd>.*<dt[^>]*>RTP<\/dt><dd[^>]*>95\.5%<span[^>]*>The studio&#x27;s default\. A casino may run a lower one\.<\/span><\/dd>.*<dd[^>]*>Free spins and bonus buy<\/dd>/s,
    );
    assert.match(page, /A local slot, with &quot;quotes&quot;\./);
    assert.match(page, /"author":\{"@type":"Organization","name":"Local Studio"\}/);
    assert.doesNotMatch(read("build/client/games/gem-rush.html"), /facts-heading/, "a game with no facts shows none");
    const manifest = JSON.parse(read("build/hosting.json")) as { origins: { frames: string[] } };
    assert.deepEqual(manifest.origins.frames.toSorted(), ["https://asccw.playngonetwork.com", origin].toSorted());

    // In a browser, the game page frames the studio's own launcher, and the site's policy lets it in.
    const server = await startSiteServer({}, { project: copy });
    const browser = await chromium.launch({ executablePath: TEST_CHROME_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const blocked: string[] = [];
      page.on(
        "console",
        (message) => message.text().includes("Content Security Policy") && blocked.push(message.text()),
      );
      await page.goto(`${server.baseUrl}/games/lucky-local`);
      const frame = page.frameLocator("iframe[data-launcher]");
      await frame.locator("script").first().waitFor({ state: "attached" });
      assert.match(
        (await page.locator("iframe[data-launcher]").getAttribute("src")) ?? "",
        /\/play\/lucky-1\?lang=en-GB&/,
      );
      assert.deepEqual(await page.getByRole("region", { name: "Game facts" }).locator("dd").allTextContents(), [
        "Local Studio",
        "95.5%The studio's default. A casino may run a lower one.",
        "High",
        "2,500×",
        "Free spins and bonus buy",
      ]);
      assert.deepEqual(blocked, []);
    } finally {
      await browser.close();
      await server.stop();
    }

    // games:check, from the site's file alone: the game the studio does not know is named, and the command fails.
    // Run beside the test, not in place of it: the studio answers from this process.
    const gamesCheck = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
        const child = spawn("npm", ["run", "--silent", "games:check", ...args], {
          cwd: copy,
          env: { ...process.env, SITE: "listed" },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
        child.on("close", (status) => done({ status, stdout, stderr }));
      });
    const check = await gamesCheck();
    assert.equal(check.status, 1, check.stdout + check.stderr);
    assert.match(check.stdout, /^broken-reels: local-studio: answered 404, expected 200$/m);
    assert.match(
      check.stdout,
      /^checked 4 games: 2 load, 2 do not, 0 unverified$/m,
      "Moon Princess's launcher cannot be reached from here either",
    );
    // A line per studio; each failing game's answer once, and no progress off a terminal.
    assert.match(check.stdout, /^local-studio: 2 load, 1 do not, 0 unverified$/m);
    assert.equal(check.stdout.match(/broken-reels/g)?.length, 1);
    assert.equal(check.stderr, "");
    const asJson = await gamesCheck("--", "--json");
    const report = JSON.parse(asJson.stdout) as {
      checked: number;
      load: number;
      games: { slug: string; state: string }[];
    };
    assert.deepEqual(
      [report.checked, report.load, report.games.find((game) => game.slug === "gem-rush")?.state],
      [4, 2, "loads"],
    );

    // A bad list stops the build, one line a problem, and the previous build stays.
    const before = read("build/client/games/lucky-local.html");
    writeFileSync(
      join(copy, "sites", "listed", "games.csv"),
      `${list}\nFire Joker,netent,fj,slots,101,,,,\nGem Rush,local-studio,gem-9,slot,,,,,`,
    );
    const failed = build("listed");
    assert.notEqual(failed.status, 0, "a bad list must stop the build");
    assert.match(
      failed.stderr,
      /sites\/listed\/games\.csv: line 5: rtp: expected a percentage from 80 to 99\.99, got 101/,
    );
    assert.match(
      failed.stderr,
      /sites\/listed\/games\.csv: line 5: studio: unknown studio "netent" \(the studios are playngo, pragmatic-play, bgaming, local-studio\)/,
    );
    assert.match(
      failed.stderr,
      /sites\/listed\/games\.csv: line 6: category: expected one of slots, table-games, instant-games, got "slot"/,
    );
    assert.equal(read("build/client/games/lucky-local.html"), before, "the previous build changed");
  } finally {
    studio.close();
    rmSync(join(copy, "sites", "listed.ts"));
    rmSync(join(copy, "sites", "listed"), { recursive: true });
  }
});

test("npm start serves a build that is up to date without building it again, builds when a file it is made from changed or when asked, and says which it did", async () => {
  /** `npm start` in the copy on a free port: what it printed until its server answered, then stopped with SIGTERM to npm. */
  const start = (...args: string[]) =>
    new Promise<{ output: string; exit: number | null }>((done, fail) => {
      const npm = spawn("npm", ["start", ...(args.length > 0 ? ["--", ...args] : [])], {
        cwd: copy,
        env: { ...process.env, SITE: "spinhaven", HOST: "127.0.0.1", PORT: "0" },
      });
      let output = "";
      let served = false;
      const read = (chunk: Buffer) => {
        output += chunk;
        const url = /served on (http:\/\/[\d.:]+)/.exec(output)?.[1];
        if (!served && url) {
          served = true;
          fetch(`${url}/`).then(
            (response) => {
              assert.equal(response.status, 200);
              npm.kill("SIGTERM");
            },
            (error: unknown) => {
              npm.kill("SIGTERM");
              fail(error);
            },
          );
        }
      };
      npm.stdout.on("data", read);
      npm.stderr.on("data", read);
      npm.on("close", (exit) => (served ? done({ output, exit }) : fail(new Error(`never served:\n${output}`))));
    });

  // The copy's last build is another site's.
  const first = await start();
  assert.match(first.output, /Building spinhaven: the build there is of listed\./);
  assert.equal(first.exit, 0, "SIGTERM to npm stops the server cleanly");
  const again = await start();
  assert.match(again.output, /The build of spinhaven is up to date: serving it without building it again/);
  assert.doesNotMatch(again.output, /\[build\]/);
  writeFileSync(
    join(copy, "sites", "spinhaven.ts"),
    read("sites/spinhaven.ts").replace("made purely for fun", "made just for fun"),
  );
  const changed = await start();
  assert.match(changed.output, /Building spinhaven: files it is made from have changed since it was built\./);
  assert.match(read("build/client/index.html"), /made just for fun/);
  const asked = await start("--build");
  assert.match(asked.output, /Building spinhaven: asked to \(--build\)\./);
});
