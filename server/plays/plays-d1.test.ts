// @vitest-environment node
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { createWorker } from "#server/cloudflare-worker.ts";
import { d1PlaysStore } from "#server/plays/plays-d1.ts";
import { fakeD1 } from "#scripts/fake-d1.ts";

const MIGRATIONS = join(import.meta.dirname, "migrations");

describe("the D1 plays store", () => {
  it("counts a visitor once a game and day, a play and a failure apart, and forgets the days before at a day's first play", async () => {
    const db = new DatabaseSync(":memory:");
    const store = d1PlaysStore(fakeD1(MIGRATIONS, db));
    const salt = await store.salt("2026-11-28");
    expect(await store.salt("2026-11-28")).toBe(salt);
    for (const visitor of ["a", "a", "b"]) await store.count("2026-11-28", "moon-princess", "play", visitor);
    await store.count("2026-11-28", "moon-princess", "fail", "a-fail");
    await store.count("2026-11-28", "fire-joker", "play", "c");
    expect(await store.popular("2026-11-22", 1)).toEqual([
      { game: "moon-princess", plays: 2 },
      { game: "fire-joker", plays: 1 },
    ]);
    expect(await store.popular("2026-11-22", 2)).toEqual([{ game: "moon-princess", plays: 2 }]);
    for (const visitor of ["d", "e", "f"]) await store.count("2026-11-28", "fire-joker", "fail", visitor);
    expect(await store.failing("2026-11-27")).toEqual([{ game: "fire-joker", day: "2026-11-28", plays: 1, fails: 3 }]);

    expect(await store.salt("2026-11-29")).not.toBe(salt);
    expect(db.prepare("SELECT day FROM play_salts").all()).toEqual([{ day: "2026-11-29" }]);
    expect(db.prepare("SELECT count(*) AS visitors FROM play_visitors").get()).toEqual({ visitors: 0 });
    expect(db.prepare("SELECT game, plays, fails FROM play_counts WHERE game = 'moon-princess'").all()).toEqual([
      { game: "moon-princess", plays: 2, fails: 1 },
    ]);
  });
});

describe("the Worker of a site that counts plays", () => {
  const worker = createWorker({
    host: "workers",
    siteId: "spinhaven-fi",
    version: "test",
    pages: [{ path: "/", file: "/index.html" }],
    languageFolders: [],
    hashes: { scripts: [], styles: [] },
    origins: { frames: [], images: [], scripts: [], connections: [] },
    hsts: false,
    plays: {
      siteId: "spinhaven-fi",
      games: ["moon-princess", "fire-joker", "reactoonz", "book-of-dead", "sweet-bonanza"],
      minimum: 3,
    },
  });
  const report = (body: string, headers: Record<string, string> = {}) =>
    new Request("https://fi.spinhaven.example/api/plays", {
      method: "POST",
      body,
      headers: { "cf-connecting-ip": "203.0.113.7", "user-agent": "Mozilla/5.0 Chrome/142.0", ...headers },
    });

  it("answers a report as the Node server does, and counts it on PLAYS", async () => {
    const db = new DatabaseSync(":memory:");
    const env = { PLAYS: fakeD1(MIGRATIONS, db), ASSETS: { fetch: async () => new Response(null, { status: 404 }) } };
    const play = JSON.stringify({ game: "moon-princess", event: "play" });
    const answers = [
      await worker.fetch(report(play), env),
      await worker.fetch(report(play), env),
      await worker.fetch(report(play, { "sec-gpc": "1", "cf-connecting-ip": "198.51.100.4" }), env),
      await worker.fetch(report(JSON.stringify({ game: "nope", event: "play" })), env),
      await worker.fetch(report("x".repeat(300)), env),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 404, 413]);
    expect(answers[0]?.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(db.prepare("SELECT game, plays FROM play_counts").all()).toEqual([{ game: "moon-princess", plays: 1 }]);

    // The daily Cron Trigger forgets the days before today, a day no one played after included.
    db.exec("INSERT INTO play_salts (day, salt) VALUES ('2026-01-01', 'old')");
    await worker.scheduled(undefined, env);
    expect(db.prepare("SELECT salt FROM play_salts").all()).not.toContainEqual({ salt: "old" });
    expect(db.prepare("SELECT count(*) AS salts FROM play_salts").get()).toEqual({ salts: 1 });
  });

  it("tells the week's popular games from PLAYS, as the Node server does", async () => {
    const db = new DatabaseSync(":memory:");
    const env = { PLAYS: fakeD1(MIGRATIONS, db), ASSETS: { fetch: async () => new Response(null, { status: 404 }) } };
    const popular = (method = "GET") =>
      worker.fetch(new Request("https://fi.spinhaven.example/api/popular", { method }), env);
    expect(await (await popular()).json()).toEqual({ games: [] });
    const today = new Date().toISOString().slice(0, 10);
    const add = db.prepare("INSERT INTO play_counts (game, day, plays, fails) VALUES (?, ?, ?, 0)");
    for (const [game, plays] of [
      ["fire-joker", 3],
      ["moon-princess", 6],
      ["reactoonz", 4],
      ["book-of-dead", 3],
      ["sweet-bonanza", 2],
      ["no-longer-listed", 9],
    ] as const)
      add.run(game, today, plays);
    const answer = await popular();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(await answer.json()).toEqual({ games: ["moon-princess", "reactoonz", "book-of-dead", "fire-joker"] });
    expect((await popular("POST")).status).toBe(405);
  });
});

describe("the Worker of a site that counts plays and delivers messages", () => {
  const CONTACT_MIGRATIONS = join(import.meta.dirname, "..", "messages", "migrations");
  const worker = createWorker(
    {
      host: "workers",
      siteId: "spinhaven-fi",
      version: "test",
      pages: [{ path: "/", file: "/index.html" }],
      languageFolders: [],
      hashes: { scripts: [], styles: [] },
      origins: { frames: [], images: [], scripts: [], connections: [] },
      hsts: false,
      plays: { siteId: "spinhaven-fi", games: ["moon-princess", "fire-joker"], minimum: 3 },
      contact: {
        siteId: "spinhaven-fi",
        siteName: "Revontuli",
        url: "https://fi.spinhaven.example",
        supportEmail: "tuki@fi.spinhaven.example",
        retentionDays: 365,
        pages: { fi: "/contact" },
        defaultLocale: "fi",
      },
    },
    class {
      raw: string;
      constructor(_from: string, _to: string, raw: string) {
        this.raw = raw;
      }
    },
  );

  it("names the games failing since yesterday in its daily report and its health check", async () => {
    const plays = new DatabaseSync(":memory:");
    const sent: { raw: string }[] = [];
    const env = {
      PLAYS: fakeD1(MIGRATIONS, plays),
      DB: fakeD1(CONTACT_MIGRATIONS, new DatabaseSync(":memory:")),
      EMAIL: { send: async (message: object) => void sent.push(message as { raw: string }) },
      HEALTH_TOKEN: "s3cret-token",
      ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
    };
    const health = async () =>
      (
        await worker.fetch(
          new Request("https://fi.spinhaven.example/api/health", { headers: { authorization: "Bearer s3cret-token" } }),
          env,
        )
      ).json() as Promise<{ status: string; checks: Record<string, { output?: string }[]> }>;
    expect((await health()).status).toBe("pass");
    await worker.scheduled(undefined, env);
    expect(sent).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    plays.prepare("INSERT INTO play_counts (game, day, plays, fails) VALUES ('moon-princess', ?, 2, 3)").run(today);
    const told = await health();
    expect(told.status).toBe("warn");
    expect(told.checks["games:failing"]?.[0]?.output).toContain(`moon-princess (3 on ${today})`);
    await worker.scheduled(undefined, env);
    expect(sent).toHaveLength(1);
    const mail = await simpleParser(sent[0]?.raw ?? "");
    expect(mail.subject).toBe("Revontuli: 1 game did not load for visitors");
    expect(mail.text).toContain(`${today}  moon-princess: did not load for 3 visitors, loaded for 2`);
    expect(mail.text).toContain("npm run plays:pull -- --remote && SITE=spinhaven-fi npm run games:failing");
    // One mail a day.
    await worker.scheduled(undefined, env);
    expect(sent).toHaveLength(1);
  });
});
