/**
 * GET /api/health on every host the site is offered on, for both kinds of build: the default site, which only
 * serves files, and a site that delivers contact messages (its delivery checks read from SQLite behind the Node
 * server and nginx, and from D1 on the Worker). The failing states (a mail server refusing the login, a read-only
 * or full database) are proven on the Node server in e2e/sites/spinhaven-fi/contact-delivery.spec.ts, and on D1 in
 * server/messages/contact-d1.test.ts.
 */
import { expect, test } from "@playwright/test";
import { defaultBuildDir, readBuildManifest } from "#server/hosting/build-manifest.ts";
import { HEALTH_TOKEN } from "#e2e/hosting/hosts.ts";

const manifest = readBuildManifest(defaultBuildDir);
const delivers = manifest?.contact !== undefined;
const ENDPOINT = "/api/health";
const MESSAGE = {
  name: "Terveys Tarkastaja",
  email: "health-probe-visitor@example.com",
  message: `Nothing of this may show ${Date.now()}`,
};
/** On nginx a site that only serves files answers for itself, with no details: those come from the Node server. */
const nginxAlone = () => test.info().project.name === "nginx" && !delivers;

test("anyone gets only pass, as health+json that no cache keeps, for GET and HEAD; other methods get 405", async ({
  request,
}) => {
  const answer = await request.get(ENDPOINT);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/health+json");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await answer.json()).toEqual({ status: "pass" });
  const head = await request.head(ENDPOINT);
  expect(head.status()).toBe(200);
  expect(await head.text()).toBe("");
  const post = await request.post(ENDPOINT, { data: "{}" });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe("GET, HEAD");
});

test("a wrong token, another scheme or no token gets the same answer as anyone", async ({ request }) => {
  for (const authorization of [
    `Bearer ${HEALTH_TOKEN}x`,
    `Bearer ${HEALTH_TOKEN.slice(0, -1)}`,
    `Basic ${btoa(`user:${HEALTH_TOKEN}`)}`,
    HEALTH_TOKEN,
  ]) {
    const answer = await request.get(ENDPOINT, { headers: { Authorization: authorization } });
    expect(await answer.json(), authorization).toEqual({ status: "pass" });
  }
});

test("the token adds the site and the build and, on a site that delivers, the draft's checks, never a visitor's words", async ({
  request,
}) => {
  if (nginxAlone()) {
    // It has no token to compare, so it tells nobody more.
    const answer = await request.get(ENDPOINT, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } });
    expect(await answer.json()).toEqual({ status: "pass" });
    return;
  }
  // A message first, from a client of its own, since the endpoint's rate limit counts per client. Behind nginx every
  // client is nginx's own address, which contact-endpoint.spec.ts counts on: there the Node server's answer is relayed.
  if (delivers && test.info().project.name !== "nginx") {
    const sent = await request.post("/api/contact", {
      data: JSON.stringify(MESSAGE),
      headers: { "Content-Type": "application/json", "X-Real-IP": "192.0.2.91", "CF-Connecting-IP": "192.0.2.91" },
    });
    expect(sent.status()).toBe(201);
  }
  const answer = await request.get(ENDPOINT, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } });
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  const health = JSON.parse(text) as {
    status: string;
    serviceId: string;
    version: string;
    checks?: Record<string, { status: string; time: string }[]>;
  };
  expect(health).toMatchObject({ status: "pass", serviceId: manifest?.siteId, version: manifest?.version });
  if (!delivers) {
    expect(health.checks).toBeUndefined();
    return;
  }
  // A site that counts plays adds the games failing for visitors (plays-endpoint.spec.ts counts none that fail).
  expect(Object.keys(health.checks ?? {}).sort()).toEqual([
    "database:write",
    ...(manifest?.plays ? ["games:failing"] : []),
    "messages:held",
    "messages:oldestPending",
    "messages:pending",
    "smtp:delivery",
  ]);
  for (const [name, [check]] of Object.entries(health.checks ?? {})) {
    expect(check?.status, name).toMatch(/^(pass|warn)$/);
    expect(Date.parse(check?.time ?? ""), name).not.toBeNaN();
  }
  for (const personal of [MESSAGE.name, MESSAGE.email, MESSAGE.message, "Terveys", "example.com", HEALTH_TOKEN])
    expect(text).not.toContain(personal);
});
