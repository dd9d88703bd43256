import { expect, test } from "@playwright/test";

// Chromium keeps requests without credentials on connections of their own: a manifest fetched so would cost a phone
// one more connection (TCP and TLS) while the page loads. A cookie shows the mode: it goes only with credentials.
test("the web app manifest is fetched with the page's credentials, so on the page's own connections", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "probe", value: "1", url: baseURL ?? "" }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // The two events of a request come in either order.
  const manifestRequests: string[] = [];
  const cookieOf = new Map<string, string | undefined>();
  cdp.on("Network.requestWillBeSent", ({ requestId, type }) => type === "Manifest" && manifestRequests.push(requestId));
  cdp.on("Network.requestWillBeSentExtraInfo", ({ requestId, headers }) =>
    cookieOf.set(requestId, headers.Cookie ?? headers.cookie),
  );

  await page.goto("/");
  // What an installing browser asks for; Chromium fetches the manifest only when asked.
  const { url, errors } = await cdp.send("Page.getAppManifest");
  expect(url).toMatch(/\/site\.webmanifest$/);
  expect(errors).toEqual([]);
  await expect.poll(() => manifestRequests.map((id) => cookieOf.get(id))).toEqual(["probe=1"]);
});
