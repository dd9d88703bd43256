import { test as setup } from "@playwright/test";
import { CONSENT_STATE } from "../../../playwright.config.ts";

// The choice most visitors make, made once: every spec but the banner's starts from it.
setup("reject analytics in the consent banner", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Hylkää kaikki" }).click();
  await page.context().storageState({ path: CONSENT_STATE });
});
