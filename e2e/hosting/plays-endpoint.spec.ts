/**
 * The plays endpoint of a site that counts plays (`plays`), the same on every host that counts them: the Node server,
 * nginx (which passes it to the Node server) and the Cloudflare Worker on Workers (on D1). Runs on such a build only
 * (playwright.config.ts); what is counted is proven by server/plays/plays-endpoint.test.ts,
 * server/plays/plays-d1.test.ts and e2e/sites/spinhaven-fi/plays.spec.ts. So is POPULAR_ENDPOINT, the week's popular
 * games.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";

const ENDPOINT = "/api/plays";
const report = (request: APIRequestContext, data: string, headers: Record<string, string> = {}) =>
  request.post(ENDPOINT, { data, headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers } });

test("takes a report of a game of the site with 204, and refuses any other with its 4xx", async ({ request }) => {
  const answers = await Promise.all([
    report(request, JSON.stringify({ game: "moon-princess", event: "play" })),
    report(request, JSON.stringify({ game: "moon-princess", event: "fail" }), { "Sec-GPC": "1" }),
    report(request, JSON.stringify({ game: "no-such-game", event: "play" })),
    report(request, "{not json"),
    report(request, JSON.stringify({ game: "moon-princess", event: "play", padding: "x".repeat(2000) })),
    request.get(ENDPOINT, { maxRedirects: 0 }),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual([204, 204, 404, 400, 413, 405]);
  expect(answers[0]?.headers()["cache-control"]).toBe("no-store");
  expect(answers[0]?.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(answers[5]?.headers().allow).toBe("POST");
});

test("tells the week's popular games, counted from the reports, most played first", async ({ request }) => {
  // Visitors told apart by their browsers: each of these browsers' reports of a game counts once.
  const browser = (visitor: number) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${130 + visitor}.0.0.0 Safari/537.36`;
  const visitors = { reactoonz: 5, "book-of-dead": 4, "fire-joker": 3, "sweet-bonanza": 3, "legacy-of-dead": 2 };
  const answers = await Promise.all(
    Object.entries(visitors).flatMap(([game, count]) =>
      Array.from({ length: count }, (_, visitor) =>
        report(request, JSON.stringify({ game, event: "play" }), { "User-Agent": browser(visitor) }),
      ),
    ),
  );
  expect(new Set(answers.map((answer) => answer.status()))).toEqual(new Set([204]));
  const popular = await request.get("/api/popular");
  expect(popular.status()).toBe(200);
  expect(popular.headers()["cache-control"]).toBe("public, max-age=3600");
  expect(popular.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(popular.headers()["content-security-policy"]).toContain("default-src 'self'");
  // Two visitors are under the site's minimum of three visitor-days: Legacy of Dead is not one of them.
  expect(await popular.json()).toEqual({ games: ["reactoonz", "book-of-dead", "fire-joker", "sweet-bonanza"] });
  const post = await request.post("/api/popular", { data: "{}" });
  expect(post.status()).toBe(405);
});
