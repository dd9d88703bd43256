import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

/**
 * IBM's Equal Access rules engine, beside axe: the engine alone, which runs in the page with its rules
 * bundled (the `accessibility-checker` wrapper would download its rules at each run).
 */
const ACE = createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js");

type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string; snippet: string };

/**
 * The engine's violations on the page as it is now: rules of the IBM Accessibility set that fail, by rule
 * and element. The engine goes in as an inline script, which the site's Content-Security-Policy rightly
 * refuses: the test's context must be made with `bypassCSP: true`.
 */
export async function equalAccessViolations(page: Page) {
  if (!(await page.evaluate(() => "ace" in window))) await page.addScriptTag({ path: ACE });
  const results = await page.evaluate(async () => {
    const { ace } = window as unknown as {
      ace: { Checker: new () => { check: (doc: Document, policies: string[]) => Promise<{ results: Result[] }> } };
    };
    return (await new ace.Checker().check(document, ["IBM_Accessibility"])).results;
  });
  // The engine ran: it reports what passed too.
  expect(results.filter((result) => result.value[1] === "PASS").length).toBeGreaterThan(10);
  return results
    .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
    .map((result) => `${result.ruleId} at ${result.path.dom}: ${result.message} (${result.snippet.slice(0, 80)})`);
}
