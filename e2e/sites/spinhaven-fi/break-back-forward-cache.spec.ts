import { expect, test } from "#e2e/fixtures.ts";
import { backDuringABreak, expectHeld, LAUNCHER, restored } from "#e2e/sites/spinhaven-fi/back-during-a-break.ts";
import { CHROME_PATH, CHROMIUM_ARGS } from "#scripts/chromium.ts";

// Back to a game page the browser kept in its back/forward cache, game running, during a break (see
// back-during-a-break.ts). The headless shell keeps no page there (Chromium reports BackForwardCacheDisabledForDelegate)
// and Playwright turns the cache off: this spec runs Debian's full Chromium, headless, with the cache on, as a
// visitor's Chrome has it.
test.use({
  launchOptions: {
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

test("a game page shown again from the back/forward cache during a break stops its game, closes the reminder and shows the notice", async ({
  page,
  context,
  gotoHydrated,
}) => {
  const requests = await backDuringABreak(page, context, gotoHydrated);
  await expect.poll(() => restored(page)).toBe(true);
  expect(requests).toEqual([LAUNCHER]);
  await expectHeld(page);
});
