// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { TooLarge } from "#server/messages/contact-endpoint.ts";
import { createRateLimiter } from "#server/messages/rate-limit.ts";
import { answerPlay, answerPopular, visitorOf } from "#server/plays/plays-endpoint.ts";
import { openPlaysStore } from "#server/plays/plays-store.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An endpoint on a real store in a folder of its own, its clock at `time`. */
function endpointAt(time: string, limit = 0) {
  const folder = mkdtempSync(join(tmpdir(), "plays-"));
  folders.push(folder);
  const file = join(folder, "spinhaven-fi-plays.sqlite");
  const store = openPlaysStore(file);
  let now = Date.parse(time);
  const endpoint = {
    siteId: "spinhaven-fi",
    games: new Set(["moon-princess", "fire-joker"]),
    limiter: createRateLimiter(limit),
    salt: (day: string) => store.salt(day),
    count: store.count,
    now: () => now,
  };
  return { store, file, endpoint, later: (ms: number) => (now += ms) };
}

const report = (
  body: string | TooLarge,
  { client = "203.0.113.7", agent = CHROME, method = "POST", headers = {} as Record<string, string> } = {},
) => ({
  method,
  host: "fi.spinhaven.example",
  header: (name: string) => ({ "user-agent": agent, ...headers })[name],
  readBody: async () => body,
  client,
});
const play = (game: string, event = "play") => JSON.stringify({ game, event });

describe("answerPlay", () => {
  it("counts a visitor once per game, event and day, whatever they send; another visitor, game or day counts again", async () => {
    const { store, endpoint, later } = endpointAt("2026-11-29T10:00:00Z");
    for (let time = 0; time < 20; time += 1)
      expect((await answerPlay(report(play("moon-princess")), endpoint)).status).toBe(204);
    await answerPlay(report(play("moon-princess"), { client: "198.51.100.4" }), endpoint);
    await answerPlay(report(play("moon-princess"), { agent: `${CHROME} Edg/142.0` }), endpoint);
    await answerPlay(report(play("fire-joker")), endpoint);
    await answerPlay(report(play("fire-joker", "fail")), endpoint);
    expect(store.popular("2026-11-29", 1)).toEqual([
      { game: "moon-princess", plays: 3 },
      { game: "fire-joker", plays: 1 },
    ]);
    later(24 * 3600_000);
    await answerPlay(report(play("fire-joker")), endpoint);
    await answerPlay(report(play("fire-joker"), { client: "198.51.100.4" }), endpoint);
    expect(store.popular("2026-11-23", 1)).toEqual([
      { game: "fire-joker", plays: 3 },
      { game: "moon-princess", plays: 3 },
    ]);
    expect(store.popular("2026-11-23", 4)).toEqual([]);
  });

  it("counts nothing for a visitor who asks not to be tracked, nor for a robot, and answers them as any other", async () => {
    const { store, endpoint } = endpointAt("2026-11-29T10:00:00Z");
    for (const asked of [
      report(play("moon-princess"), { headers: { "sec-gpc": "1" } }),
      report(play("moon-princess"), { headers: { dnt: "1" } }),
      report(play("moon-princess"), {
        agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
      report(play("moon-princess"), { agent: "curl/8.5.0" }),
    ])
      expect((await answerPlay(asked, endpoint)).status).toBe(204);
    expect(store.popular("2026-11-01", 1)).toEqual([]);
  });

  it("refuses what is not a report of a game of the site with a 4xx, counting nothing", async () => {
    const { store, endpoint } = endpointAt("2026-11-29T10:00:00Z");
    const answers = [
      await answerPlay(report(play("moon-princess"), { method: "GET" }), endpoint),
      await answerPlay(report(play("no-such-game")), endpoint),
      await answerPlay(report(play("moon-princess", "win")), endpoint),
      await answerPlay(report("{not json"), endpoint),
      await answerPlay(report("[]"), endpoint),
      await answerPlay(report(JSON.stringify({ game: 7, event: "play" })), endpoint),
      await answerPlay(report(new TooLarge("{")), endpoint),
    ];
    expect(answers.map(({ status }) => status)).toEqual([405, 404, 400, 400, 400, 400, 413]);
    expect(answers[0]?.headers.Allow).toBe("POST");
    expect(store.popular("2026-11-01", 1)).toEqual([]);
  });

  it("limits the reports of one address, as the contact endpoint does", async () => {
    const { endpoint } = endpointAt("2026-11-29T10:00:00Z", 2);
    const statuses = [];
    for (let time = 0; time < 3; time += 1)
      statuses.push((await answerPlay(report(play("fire-joker")), endpoint)).status);
    const refused = await answerPlay(report(play("fire-joker")), endpoint);
    expect([...statuses, refused.status]).toEqual([204, 204, 429, 429]);
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
    expect((await answerPlay(report(play("fire-joker"), { client: "198.51.100.4" }), endpoint)).status).toBe(204);
  });

  it("keeps no address, user agent nor hash past its day, and only the counts past 90 days", async () => {
    const { store, file, endpoint, later } = endpointAt("2026-08-01T23:00:00Z");
    await answerPlay(report(play("moon-princess"), { client: "203.0.113.99" }), endpoint);
    const bytes = () =>
      [file, `${file}-wal`].map((part) => (existsSync(part) ? readFileSync(part).toString("latin1") : "")).join("");
    expect(bytes()).not.toContain("203.0.113.99");
    expect(bytes()).not.toContain("Chrome/142");
    const hash = await visitorOf(await store.salt("2026-08-01"), [
      "spinhaven-fi",
      "moon-princess",
      "play",
      "203.0.113.99",
      CHROME,
    ]);
    expect(bytes()).toContain(hash);
    // The next day's first play forgets the day before, its salt and its visitors, overwritten on the disk.
    later(2 * 3600_000);
    await answerPlay(report(play("fire-joker")), endpoint);
    expect(bytes()).not.toContain(hash);
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("SELECT day FROM play_salts").all()).toEqual([{ day: "2026-08-02" }]);
    expect(db.prepare("SELECT DISTINCT day FROM play_visitors").all()).toEqual([{ day: "2026-08-02" }]);
    db.close();
    await store.forgetBefore("2026-08-02");
    expect(store.popular("2026-08-01", 1).map(({ game }) => game)).toEqual(["fire-joker", "moon-princess"]);
    // Kept 90 days: on 30 October still 1 August's, on 31 October no longer.
    await store.forgetBefore("2026-10-30");
    expect(store.popular("2026-08-01", 1).map(({ game }) => game)).toEqual(["fire-joker", "moon-princess"]);
    await store.forgetBefore("2026-10-31");
    expect(store.popular("2026-08-01", 1).map(({ game }) => game)).toEqual(["fire-joker"]);
    await store.forgetBefore("2026-11-01");
    expect(store.popular("2026-08-01", 1)).toEqual([]);
  });
});

describe("answerPopular", () => {
  /** Plays of `game` by `visitors` different addresses on the endpoint's day. */
  async function playedBy(endpoint: ReturnType<typeof endpointAt>["endpoint"], game: string, visitors: number) {
    for (let visitor = 0; visitor < visitors; visitor += 1)
      await answerPlay(report(play(game), { client: `198.51.100.${visitor + 1}` }), endpoint);
  }
  const games = new Set(["moon-princess", "fire-joker", "reactoonz", "book-of-dead", "legacy-of-dead"]);

  it("tells the week's games played by the minimum of visitors, most played first, once four qualify", async () => {
    const { store, endpoint, later } = endpointAt("2026-11-20T10:00:00Z");
    endpoint.games = games;
    // Eight days ago: no longer this week's.
    await playedBy(endpoint, "legacy-of-dead", 9);
    later(8 * 24 * 3600_000);
    await playedBy(endpoint, "fire-joker", 3);
    await playedBy(endpoint, "moon-princess", 5);
    await playedBy(endpoint, "reactoonz", 4);
    // One visitor's twenty plays are one.
    for (let time = 0; time < 20; time += 1) await answerPlay(report(play("book-of-dead")), endpoint);
    const popular = { games, minimum: 3, popular: store.popular, now: endpoint.now };
    const body = async (method = "GET") => {
      const answer = await answerPopular(method, popular);
      expect(answer.status).toBe(200);
      expect(answer.headers["Cache-Control"]).toBe("public, max-age=3600");
      return answer.body;
    };
    // Three qualify: no order yet, never a row of fewer than four.
    expect(JSON.parse(await body())).toEqual({ games: [] });
    await playedBy(endpoint, "book-of-dead", 2);
    expect(JSON.parse(await body())).toEqual({ games: ["moon-princess", "reactoonz", "book-of-dead", "fire-joker"] });
    expect(await body("HEAD")).toBe("");
    // A game the site no longer has is not offered: three are left, too few.
    const fewer = { ...popular, games: new Set(["moon-princess", "reactoonz", "fire-joker"]) };
    expect(JSON.parse((await answerPopular("GET", fewer)).body)).toEqual({ games: [] });
  });

  it("answers another method with 405, and a store that fails with 503", async () => {
    const popular = { games, minimum: 3, popular: () => [] };
    expect(await answerPopular("POST", popular)).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD" } });
    const failing = {
      ...popular,
      popular: () => {
        throw new Error("database is locked");
      },
    };
    expect((await answerPopular("GET", failing)).status).toBe(503);
  });
});

describe("the failing games", () => {
  it("are the days a game's launcher failed for three or more visitors, newest first, with that day's plays", async () => {
    const { store, endpoint, later } = endpointAt("2026-11-28T10:00:00Z");
    const failFor = async (game: string, visitors: number, event = "fail") => {
      for (let visitor = 0; visitor < visitors; visitor += 1)
        await answerPlay(report(play(game, event), { client: `198.51.100.${visitor + 1}` }), endpoint);
    };
    await failFor("moon-princess", 3);
    await failFor("moon-princess", 5, "play");
    await failFor("fire-joker", 2);
    later(24 * 3600_000);
    await failFor("fire-joker", 4);
    // One visitor failing twenty times is one.
    for (let time = 0; time < 20; time += 1) await answerPlay(report(play("moon-princess", "fail")), endpoint);
    expect(store.failing("2026-11-28")).toEqual([
      { game: "fire-joker", day: "2026-11-29", plays: 0, fails: 4 },
      { game: "moon-princess", day: "2026-11-28", plays: 5, fails: 3 },
    ]);
    expect(store.failing("2026-11-29")).toEqual([{ game: "fire-joker", day: "2026-11-29", plays: 0, fails: 4 }]);
  });
});
