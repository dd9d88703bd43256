/**
 * A game whose launcher failed for three visitors in a day, on every host that counts plays (the Node server, nginx
 * in front of it, and the Worker on D1 in wrangler's local runtime): the health check turns `warn`, and with the token
 * names it. It runs once every other check of its host has (playwright.config.ts), since the warning stays for the
 * rest of the day. The daily mail that names it is proven on the Node server with a real mail server
 * (server/messages/held-report.test.ts) and on the Worker's code (server/plays/plays-d1.test.ts).
 */
import { expect, test } from "@playwright/test";
import { HEALTH_TOKEN } from "#e2e/hosting/hosts.ts";

test("a launcher that failed for three visitors turns the health check warn, naming the game for the token", async ({
  request,
}) => {
  // Three visitors, told apart by their browsers.
  for (const version of [150, 151, 152]) {
    const answer = await request.post("/api/plays", {
      data: JSON.stringify({ game: "wild-walker", event: "fail" }),
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`,
      },
    });
    expect(answer.status()).toBe(204);
  }
  const open = await request.get("/api/health");
  expect(open.status()).toBe(200);
  expect(await open.json()).toEqual({ status: "warn" });
  const told = await request.get("/api/health", { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } });
  const health = (await told.json()) as {
    status: string;
    checks: Record<string, { status: string; output?: string }[]>;
  };
  expect(health.status).toBe("warn");
  const today = new Date().toISOString().slice(0, 10);
  expect(health.checks["games:failing"]?.[0]).toMatchObject({
    status: "warn",
    output: `did not load for 3 or more visitors a day: wild-walker (3 on ${today}) (npm run games:failing)`,
  });
});
