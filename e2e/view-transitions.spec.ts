import { type Page, expect, test } from "@playwright/test";

// No request interception here (see fixtures.ts): these pages make no request outside the site.

/** Records, in each new page, whether it was revealed with a view transition and how that ended. */
async function watchTransitions(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { transition: string };
    state.transition = "none";
    addEventListener("pagereveal", (event) => {
      const { viewTransition } = event as Event & { viewTransition: { finished: Promise<void> } | null };
      if (!viewTransition) return;
      state.transition = "running";
      viewTransition.finished.then(
        () => (state.transition = "finished"),
        (error: Error) => (state.transition = `failed: ${error.message}`),
      );
    });
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

const transition = (page: Page) => page.evaluate(() => (window as unknown as { transition: string }).transition);

test("a link to another page of the site crosses over with a view transition", async ({ page }) => {
  const errors = await watchTransitions(page);
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect.poll(() => transition(page)).toBe("finished");
  expect(errors).toEqual([]);
});

test("with reduced motion asked for, pages change without a transition", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const errors = await watchTransitions(page);
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  expect(await transition(page)).toBe("none");
  expect(errors).toEqual([]);
});
