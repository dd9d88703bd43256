import { expect, test } from "#e2e/fixtures.ts";
import { backDuringABreak, expectHeld, LAUNCHER, restored } from "#e2e/sites/spinhaven-fi/back-during-a-break.ts";

// Back to a game page during a break without the back/forward cache (see back-during-a-break.ts): the browser loads
// the page again from its history, and would take a frame of the page back to the launcher.

test("a game page loaded again from history by Back during a break asks for no launcher", async ({
  page,
  context,
  gotoHydrated,
}) => {
  const requests = await backDuringABreak(page, context, gotoHydrated);
  // Once the page has loaded, each frame it got from history has asked for its page.
  await page.waitForLoadState("load");
  expect(await restored(page)).toBe(false);
  expect(requests).toEqual([LAUNCHER]);
  await expectHeld(page);
});
