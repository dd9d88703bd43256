// @vitest-environment node
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type CheckResult,
  type LaunchTarget,
  checkGames,
  report,
  OFFLINE,
  runGamesCheck,
} from "#server/commands/games-check.ts";

// A whole second, so that an HTTP date (whole seconds) is an exact distance from it.
const NOW = Date.UTC(2026, 10, 26, 21, 0, 0);
const GAME_PAGE = "<html><title>Gates of Olympus</title><body>gameSymbol=vs20olympgate</body></html>";

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
});

/** A studio of the tests' own on 127.0.0.1 (each on its own port, so each is its own host); returns its origin. */
async function startStudio(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handle).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((listening) => server.once("listening", listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A studio that holds every request until the test answers it, and counts how many it held at once. */
async function startHoldingStudio() {
  const studio = { origin: "", held: [] as ServerResponse[], answered: 0, mostAtOnce: 0, answer };
  function answer(index: number) {
    const [res] = studio.held.splice(index, 1);
    studio.answered += 1;
    res?.end(GAME_PAGE);
  }
  studio.origin = await startStudio((_req, res) => {
    studio.held.push(res);
    studio.mostAtOnce = Math.max(studio.mostAtOnce, studio.held.length);
  });
  return studio;
}

/** A clock that moves only when the check sleeps, and the sleeps it was asked for. */
function fakeClock() {
  let now = NOW;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

const game = (slug: string, url: string, check: LaunchTarget["check"] = {}): LaunchTarget => ({
  slug,
  studio: "test-studio",
  url,
  check,
});

/** Answers each request to `path` in turn with the given status and headers, then 200 with the game's page. */
async function startBusyStudio(answers: { status: number; headers?: Record<string, string> }[]) {
  const requests: string[] = [];
  const origin = await startStudio((req, res) => {
    const next = answers[requests.length];
    requests.push(req.url ?? "");
    if (next) res.writeHead(next.status, next.headers).end("busy");
    else res.writeHead(200).end(GAME_PAGE);
  });
  return { origin, requests };
}

describe("checkGames, politeness", () => {
  it("sends at most 2 requests at a time to one host, while another host gets its own 2", async () => {
    const first = await startHoldingStudio();
    const second = await startHoldingStudio();
    const targets = [1, 2, 3, 4, 5].flatMap((n) => [
      game(`first-${n}`, `${first.origin}/game/${n}`),
      game(`second-${n}`, `${second.origin}/game/${n}`),
    ]);
    const checked = checkGames(targets);

    // Both hosts have 2 requests waiting at once: one host's queue does not hold up the other's.
    await vi.waitFor(() => {
      expect(first.held).toHaveLength(2);
      expect(second.held).toHaveLength(2);
    });
    // Each answer lets the next game of that host in, and only one.
    while (first.answered + second.answered < targets.length) {
      for (const studio of [first, second]) if (studio.held.length > 0) studio.answer(0);
      await vi.waitFor(() => {
        for (const studio of [first, second]) expect(studio.held).toHaveLength(Math.min(2, 5 - studio.answered));
      });
    }

    expect((await checked).every((result) => result.state === "loads")).toBe(true);
    expect(first.mostAtOnce).toBe(2);
    expect(second.mostAtOnce).toBe(2);
  });

  it("gives the results in the targets' order whatever order the answers come in", async () => {
    const studio = await startHoldingStudio();
    const targets = ["a", "b", "c", "d"].map((slug) => game(slug, `${studio.origin}/${slug}`));
    const progress: string[] = [];
    const checked = checkGames(targets, { onProgress: (_done, _total, result) => progress.push(result.slug) });
    // Always answer the request that came last.
    while (studio.answered < targets.length) {
      await vi.waitFor(() => expect(studio.held).toHaveLength(Math.min(2, targets.length - studio.answered)));
      studio.answer(studio.held.length - 1);
      await vi.waitFor(() => expect(progress).toHaveLength(studio.answered));
    }
    const results = await checked;
    expect(progress).not.toEqual(["a", "b", "c", "d"]);
    expect(results.map((result) => result.slug)).toEqual(["a", "b", "c", "d"]);
  });

  it("waits out a 429 as its Retry-After in seconds says, then asks again", async () => {
    const studio = await startBusyStudio([{ status: 429, headers: { "retry-after": "7" } }]);
    const clock = fakeClock();
    const [result] = await checkGames([game("busy", `${studio.origin}/busy`, { contains: "Gates of Olympus" })], clock);
    expect(clock.sleeps).toEqual([7000]);
    expect(studio.requests).toEqual(["/busy", "/busy"]);
    expect(result).toMatchObject({ state: "loads" });
  });

  it("waits out a 503 until the HTTP date its Retry-After names", async () => {
    const studio = await startBusyStudio([
      { status: 503, headers: { "retry-after": new Date(NOW + 4000).toUTCString() } },
    ]);
    const clock = fakeClock();
    const [result] = await checkGames([game("busy", `${studio.origin}/busy`)], clock);
    expect(clock.sleeps).toEqual([4000]);
    expect(studio.requests).toHaveLength(2);
    expect(result).toMatchObject({ state: "loads" });
  });

  it("waits 5 s when a 429 names no wait", async () => {
    const studio = await startBusyStudio([{ status: 429 }]);
    const clock = fakeClock();
    const [result] = await checkGames([game("busy", `${studio.origin}/busy`)], clock);
    expect(clock.sleeps).toEqual([5000]);
    expect(result).toMatchObject({ state: "loads" });
  });

  it("gives up after 3 attempts in all", async () => {
    const busy = { status: 503, headers: { "retry-after": "1" } };
    const studio = await startBusyStudio([busy, busy, busy, busy]);
    const clock = fakeClock();
    const [result] = await checkGames([game("busy", `${studio.origin}/busy`)], clock);
    expect(studio.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([1000, 1000]);
    expect(result).toMatchObject({ state: "does-not-load", problem: "answered 503 on each of 3 attempts" });
  });

  it("fails a game whose Retry-After is longer than the time it has left, the waits counting against its 15 s", async () => {
    const tooLong = await startBusyStudio([{ status: 429, headers: { "retry-after": "20" } }]);
    const twice = await startBusyStudio([
      { status: 429, headers: { "retry-after": "10" } },
      { status: 429, headers: { "retry-after": "10" } },
    ]);
    const clock = fakeClock();
    const results = await checkGames(
      [game("too-long", `${tooLong.origin}/game`), game("twice", `${twice.origin}/game`)],
      { ...clock, perHost: 1 },
    );
    expect(results.map((result) => result.problem)).toEqual([
      "answered 429 and asked to wait 20 s, longer than the 15 s left for this game",
      "answered 429 and asked to wait 10 s, longer than the 5 s left for this game",
    ]);
    expect(clock.sleeps).toEqual([10_000]);
    expect(tooLong.requests).toHaveLength(1);
    expect(twice.requests).toHaveLength(2);
  });
});

describe("checkGames, what counts as loading", () => {
  it("checks the status and the text the answer must contain", async () => {
    const origin = await startStudio((req, res) => {
      if (req.url === "/gone") res.writeHead(404).end("Not found");
      else if (req.url === "/placeholder") res.writeHead(200).end("<html><title>Demo unavailable</title></html>");
      else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(GAME_PAGE);
    });
    const results = await checkGames([
      game("gates-of-olympus", `${origin}/game`, { contains: "gameSymbol=vs20olympgate" }),
      game("no-text-asked", `${origin}/placeholder`),
      game("placeholder", `${origin}/placeholder`, { contains: "gameSymbol=vs20nosuch" }),
      game("gone", `${origin}/gone`),
      game("gone-as-expected", `${origin}/gone`, { status: 404 }),
      game("not-gone", `${origin}/game`, { status: 404 }),
    ]);
    expect(results.map(({ slug, state, problem }) => ({ slug, state, problem }))).toEqual([
      { slug: "gates-of-olympus", state: "loads", problem: undefined },
      { slug: "no-text-asked", state: "loads", problem: undefined },
      { slug: "placeholder", state: "does-not-load", problem: 'the answer does not contain "gameSymbol=vs20nosuch"' },
      { slug: "gone", state: "does-not-load", problem: "answered 404, expected 200" },
      { slug: "gone-as-expected", state: "loads", problem: undefined },
      { slug: "not-gone", state: "does-not-load", problem: "answered 200, expected 404" },
    ]);
  });

  it("says who is asking", async () => {
    const agents: (string | undefined)[] = [];
    const origin = await startStudio((req, res) => {
      agents.push(req.headers["user-agent"]);
      res.end(GAME_PAGE);
    });
    await checkGames([game("gates", `${origin}/game`)]);
    expect(agents).toEqual(["SpinHaven games:check"]);
  });

  it("follows redirects, to another host too, and judges the answer at the end", async () => {
    const target = await startStudio((req, res) => {
      if (req.url === "/play/gates") res.writeHead(200).end(GAME_PAGE);
      else res.writeHead(404).end();
    });
    const launcher = await startStudio((req, res) => {
      if (req.url === "/open/gates") res.writeHead(302, { location: "/launch/gates" }).end();
      else if (req.url === "/launch/gates") res.writeHead(301, { location: `${target}/play/gates` }).end();
      else res.writeHead(302, { location: `${target}/play/nothing` }).end();
    });
    const results = await checkGames([
      game("gates", `${launcher}/open/gates`, { contains: "Gates of Olympus" }),
      game("nothing", `${launcher}/open/nothing`),
    ]);
    expect(results[0]).toMatchObject({ state: "loads" });
    expect(results[1]).toMatchObject({
      state: "does-not-load",
      problem: `answered 404 after a redirect to ${target}/play/nothing, expected 200`,
    });
  });

  it("names a launcher that cannot be reached, and one that hangs up", async () => {
    const closed = await startStudio(() => undefined);
    const hangsUp = await startStudio((req) => req.socket.destroy());
    const [server] = servers.splice(0, 1);
    await new Promise((done) => server?.close(done));
    const results = await checkGames([
      game("refused", `${closed}/game`),
      game("hangs-up", `${hangsUp}/game`),
      game("not-an-address", "launcher/game"),
    ]);
    expect(results.map((result) => result.problem)).toEqual([
      "could not connect: ECONNREFUSED",
      "the request failed: other side closed (UND_ERR_SOCKET)",
      "the launch address is not a valid address: launcher/game",
    ]);
    // No answer came from either host: neither was reached. An address that is none was never asked.
    expect(results.map((result) => result.unreachable)).toEqual([true, true, undefined]);
  });

  it("stops waiting when the game's time is up, for the answer and for the end of its body", async () => {
    const origin = await startStudio((req, res) => {
      // Never answers /silent; answers /endless with its head and a first chunk, then never ends.
      if (req.url === "/endless") res.writeHead(200).write("<html>");
    });
    const results = await checkGames(
      [game("silent", `${origin}/silent`), game("endless", `${origin}/endless`, { contains: "Gates of Olympus" })],
      { timeoutMs: 1000 },
    );
    expect(results.map((result) => result.problem)).toEqual([
      "no answer within 1 s",
      "the answer did not end within 1 s",
    ]);
  });

  it("reads a body only as far as its first 2 MB", async () => {
    const chunk = "x".repeat(64 * 1024);
    let sent = 0;
    const origin = await startStudio((_req, res) => {
      res.writeHead(200);
      // Writes for as long as the reader reads: a page without end.
      const pump = () => {
        let room = true;
        while (room && !res.destroyed) {
          room = res.write(chunk);
          sent += chunk.length;
        }
        if (!res.destroyed) res.once("drain", pump);
      };
      pump();
    });
    const [result] = await checkGames([game("huge", `${origin}/game`, { contains: "Gates of Olympus" })]);
    expect(result).toMatchObject({
      state: "does-not-load",
      problem: 'the first 2 MB of the answer do not contain "Gates of Olympus"',
    });
    expect(sent).toBeGreaterThanOrEqual(2 * 1024 * 1024);
  });
});

describe("checkGames, a launcher that answers 200 to every id", () => {
  /**
   * Like Pragmatic Play's openGame.do as casinodog's code reads it: a live game's launch redirects to an address whose
   * query holds its symbol and a session key, mgckey. Any other id is answered 200 too: with a page of its own, or by
   * sending it to another game.
   */
  async function startLenientStudio(): Promise<string> {
    return startStudio((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const symbol = url.searchParams.get("gameSymbol");
      if (url.pathname === "/html5Game.do") res.writeHead(200).end(GAME_PAGE);
      else if (symbol === "vs20olympgate")
        res.writeHead(302, { location: `/html5Game.do?symbol=${symbol}&mgckey=session-1` }).end();
      else if (symbol === "vs20replaced")
        res.writeHead(302, { location: "/html5Game.do?symbol=vs20olympgate&mgckey=session-2" }).end();
      else res.writeHead(200).end("<html><title>This game is not available</title></html>");
    });
  }
  const IDS = ["vs20olympgate", "vs20withdrawn", "vs20replaced"];
  const launch = (origin: string, id: string) => `${origin}/openGame.do?gameSymbol=${id}`;

  it("with a rule drawn from the evidence, tells a withdrawn game, and one answered by another game, from a live one", async () => {
    const origin = await startLenientStudio();
    const statusAlone = await checkGames(IDS.map((id) => game(id, launch(origin, id), { status: 200 })));
    expect(
      statusAlone.map((result) => result.state),
      "the answer's status alone is fooled",
    ).toEqual(["loads", "loads", "loads"]);

    const results = await checkGames(
      IDS.map((id) => game(id, launch(origin, id), { status: 200, query: `symbol=${id}&mgckey` })),
    );
    expect(results.map(({ state, problem }) => ({ state, problem }))).toEqual([
      { state: "loads", problem: undefined },
      {
        state: "does-not-load",
        problem: `the answer's address, ${launch(origin, "vs20withdrawn")}, has no "symbol" in its query`,
      },
      {
        state: "does-not-load",
        problem: `the answer's address, ${origin}/html5Game.do?symbol=vs20olympgate&mgckey=session-2, has symbol "vs20olympgate" in its query, expected "vs20replaced"`,
      },
    ]);
  });

  it("with no rule, reports a game that answers as unverified, never as loading, and one that does not answer as not loading", async () => {
    const origin = await startLenientStudio();
    const gone = await startStudio((_req, res) => res.writeHead(404).end("Not found"));
    const unruled = (slug: string, url: string): LaunchTarget => ({ slug, studio: "test-studio", url });
    const results = await checkGames([
      ...IDS.map((id) => unruled(id, launch(origin, id))),
      unruled("gone", `${gone}/game`),
    ]);
    expect(results.map(({ state, problem }) => ({ state, problem }))).toEqual([
      { state: "unverified", problem: undefined },
      { state: "unverified", problem: undefined },
      { state: "unverified", problem: undefined },
      { state: "does-not-load", problem: "answered 404, expected 200" },
    ]);
  });
});

const RESULTS: CheckResult[] = [
  { slug: "gates-of-olympus", studio: "pragmatic-play", url: "https://example.test/a", state: "loads" },
  {
    slug: "sweet-bonanza",
    studio: "pragmatic-play",
    url: "https://example.test/b",
    state: "does-not-load",
    problem: "answered 404, expected 200",
  },
  { slug: "fire-joker", studio: "playngo", url: "https://example.test/c", state: "unverified" },
  {
    slug: "elvis-frog",
    studio: "bgaming",
    url: "https://example.test/d",
    state: "does-not-load",
    problem: 'the answer does not contain "Elvis Frog"',
  },
];

describe("report", () => {
  it("gives a line per game that does not load, a line per studio, the summary with the unverified games, and exit code 1", () => {
    expect(report(RESULTS)).toEqual({
      lines: [
        "sweet-bonanza: pragmatic-play: answered 404, expected 200",
        'elvis-frog: bgaming: the answer does not contain "Elvis Frog"',
        "pragmatic-play: 1 load, 1 do not, 0 unverified",
        "playngo: 0 load, 0 do not, 1 unverified",
        "bgaming: 0 load, 1 do not, 0 unverified",
      ],
      summary: "checked 4 games: 1 load, 2 do not, 1 unverified",
      exitCode: 1,
    });
  });

  it("gives no game's line and exit code 0 when no game fails, unverified games included", () => {
    expect(report(RESULTS.slice(0, 1))).toEqual({
      lines: ["pragmatic-play: 1 load, 0 do not, 0 unverified"],
      summary: "checked 1 games: 1 load, 0 do not, 0 unverified",
      exitCode: 0,
    });
    expect(report(RESULTS.filter((result) => result.state !== "does-not-load"))).toEqual({
      lines: ["pragmatic-play: 1 load, 0 do not, 0 unverified", "playngo: 0 load, 0 do not, 1 unverified"],
      summary: "checked 2 games: 1 load, 0 do not, 1 unverified",
      exitCode: 0,
    });
  });

  it("says once that no launcher host could be reached, with exit code 2, when not one answered", () => {
    const unreached = RESULTS.map((result) => ({
      ...result,
      state: "does-not-load" as const,
      problem: "could not connect: ENOTFOUND",
      unreachable: true as const,
    }));
    expect(report(unreached)).toEqual({ lines: [], summary: OFFLINE, exitCode: 2 });
    // One host that answered is enough to report the others' games as not loading.
    expect(report([...unreached, RESULTS[0] as CheckResult]).exitCode).toBe(1);
  });
});

describe("runGamesCheck", () => {
  async function run(json: boolean) {
    const origin = await startStudio((req, res) => res.writeHead(req.url === "/gone" ? 404 : 200).end(GAME_PAGE));
    const targets = [
      game("gates-of-olympus", `${origin}/game`, { contains: "Gates of Olympus" }),
      game("gone", `${origin}/gone`),
      { slug: "fire-joker", studio: "test-studio", url: `${origin}/fire-joker` },
    ];
    let stdout = "";
    let stderr = "";
    const out = {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    };
    const exitCode = await runGamesCheck(targets, { json, out });
    return { exitCode, stdout, stderr: stderr.split("\n").filter(Boolean).sort(), origin };
  }
  it("prints each game that does not load once, a line per studio and the summary, and exits 1; no progress but on a terminal", async () => {
    const { exitCode, stdout, stderr } = await run(false);
    expect(stderr).toEqual([]);
    expect(stdout).toBe(
      [
        "gone: test-studio: answered 404, expected 200",
        "test-studio: 1 load, 1 do not, 1 unverified",
        "checked 3 games: 1 load, 1 do not, 1 unverified",
        "",
      ].join("\n"),
    );
    expect(exitCode).toBe(1);
  });

  it("on a terminal, keeps one progress line up to date in place", async () => {
    const origin = await startStudio((_req, res) => res.writeHead(200).end(GAME_PAGE));
    let stderr = "";
    const out = {
      stdout: { write: () => true },
      stderr: { write: (text: string) => (stderr += text), isTTY: true },
    };
    await runGamesCheck([game("a", `${origin}/a`), game("b", `${origin}/b`)], { out });
    expect(stderr).toBe("\r[1/2] checked\r[2/2] checked\n");
  });

  it("with json, writes the counts and every game's state as JSON instead of the lines", async () => {
    const { exitCode, stdout, origin } = await run(true);
    expect(JSON.parse(stdout)).toEqual({
      checked: 3,
      load: 1,
      doNotLoad: 1,
      unverified: 1,
      games: [
        { slug: "gates-of-olympus", studio: "test-studio", url: `${origin}/game`, state: "loads" },
        {
          slug: "gone",
          studio: "test-studio",
          url: `${origin}/gone`,
          state: "does-not-load",
          problem: "answered 404, expected 200",
        },
        { slug: "fire-joker", studio: "test-studio", url: `${origin}/fire-joker`, state: "unverified" },
      ],
    });
    expect(exitCode).toBe(1);
  });

  it("offline, says so in one line and exits 2", async () => {
    const closed = await startStudio(() => undefined);
    const [server] = servers.splice(-1, 1);
    await new Promise((done) => server?.close(done));
    let stdout = "";
    const out = { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: () => true } };
    const exitCode = await runGamesCheck([game("a", `${closed}/a`), game("b", `${closed}/b`)], { out });
    expect(stdout).toBe(`${OFFLINE}\n`);
    expect(exitCode).toBe(2);
  });

  it("with save, keeps the answers of the games whose launcher answered, and none when none did", async () => {
    const origin = await startStudio((req, res) => res.writeHead(req.url === "/gone" ? 404 : 200).end(GAME_PAGE));
    const saved: string[][] = [];
    const save = (answered: readonly { slug: string; state: string }[]) => {
      saved.push(answered.map(({ slug, state }) => `${slug} ${state}`));
      return "saved";
    };
    let stderr = "";
    const out = { stdout: { write: () => true }, stderr: { write: (text: string) => (stderr += text) } };
    await runGamesCheck([game("a", `${origin}/a`), game("gone", `${origin}/gone`)], { out, save });
    expect(saved).toEqual([["a loads", "gone does-not-load"]]);
    expect(stderr).toBe("saved\n");

    const closed = await startStudio(() => undefined);
    const [server] = servers.splice(-1, 1);
    await new Promise((done) => server?.close(done));
    expect(await runGamesCheck([game("a", `${closed}/a`)], { out, save })).toBe(2);
    expect(saved).toHaveLength(1);
  });
});
