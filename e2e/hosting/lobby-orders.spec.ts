import { expect, test } from "@playwright/test";
import { ORDERED_PAGES, ROUTES } from "#e2e/hosting/site-paths.ts";

// Each order of the lobby is a page of its own, built sorted (/games/by/rtp); a link of the form every lobby knows,
// /games?sort=rtp, reaches it on every host, so that it paints sorted from its first paint too.
const ORDERED = [...ORDERED_PAGES].flatMap(([unordered, orders]) =>
  [...orders].map(([order, ordered]) => ({ ordered, unordered, order })),
);

test("the build has the lobby's orders, each the same page of a listing A to Z", () => {
  expect(ORDERED.map(({ ordered }) => ordered)).toEqual(
    expect.arrayContaining(["/games/by/rtp", "/games/slots/by/rtp", "/en/games/by/new/page/2"]),
  );
  for (const { ordered, unordered } of ORDERED) expect(ROUTES, ordered).toContain(unordered);
});

test("a listing asked for in an order answers with a 301 to that order's page, keeping the query", async ({
  request,
}) => {
  // One order's page in five, the first of each kind among them: every host answers them from one table.
  for (const { ordered, unordered, order } of ORDERED.filter((_, at) => at % 5 === 0)) {
    const response = await request.get(`${unordered}?sort=${order}&volatility=high`, { maxRedirects: 0 });
    expect(response.status(), ordered).toBe(301);
    expect(response.headers().location, ordered).toBe(`${ordered}?sort=${order}&volatility=high`);
  }
});

test("an order a listing does not have, and an order's own page, are answered as they are", async ({ request }) => {
  for (const url of ["/games?sort=name", "/games?sort=", "/games?sorts=rtp", "/games/by/rtp?sort=rtp"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
  }
  const followed = await request.get("/en/games/slots?sort=rtp");
  expect(followed.url()).toMatch(/\/en\/games\/slots\/by\/rtp\?sort=rtp$/);
  expect(await followed.text()).toContain("Games, highest RTP first");
});
