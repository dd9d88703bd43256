import { expect, test as setup } from "@playwright/test";
import { CONSENT_STATE } from "#e2e/default-site.ts";

// The choice most visitors make, made once: every spec but the banner's starts from it.
setup("reject analytics in the consent banner", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Hylkää kaikki" }).click();
  // Kept by the banner's library, which may still be on its way when the banner closes.
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toContain("cc_cookie");
  await page.context().storageState({ path: CONSENT_STATE });
});
