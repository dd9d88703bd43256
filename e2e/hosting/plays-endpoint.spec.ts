/**
 * The plays endpoint of a site that counts plays (`plays`), the same on every host that counts them: the Node server,
 * nginx (which passes it to the Node server) and the Cloudflare Worker on Workers (on D1). Runs on such a build only
 * (playwright.config.ts); what is counted is proven by server/plays/plays-endpoint.test.ts,
 * server/plays/plays-d1.test.ts and e2e/sites/spinhaven-fi/plays.spec.ts.
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
