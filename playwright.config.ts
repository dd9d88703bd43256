import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from "#scripts/chromium.ts";
import { loadSite } from "#build/site/load-site.ts";
import { CONSENT_STATE } from "#e2e/default-site.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
// The site the build holds (SITE, as for the build): the default site runs the whole suite, another site
// its own specs in e2e/sites/<id>/.
const site = process.env.SITE || "spinhaven";
// A site that asks for consent shows its banner to every new visitor: its specs start with the choice made
// (Reject all, by the setup of e2e/sites/<id>/consent.setup.ts), apart from those about the banner itself.
const asksConsent = loadSite(site).analytics?.kind === "google-analytics";
const chromium = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: site === "spinhaven" ? "e2e" : `e2e/sites/${site}`,
  // The hosting checks run on every host, the Node server included, in their own suite (npm run deploy:check).
  testIgnore: site === "spinhaven" ? ["sites/**", "hosting/**"] : undefined,
  // Each suite its own folder of results, which Playwright empties as it starts: npm test runs a site's browser tests
  // beside the hosting checks (test-results/hosting).
  outputDir: join("test-results", site),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that fails is run once more, recording its trace (the list says it was flaky if it then passes); a trace
  // recorded for every test and thrown away when it passed cost a quarter of the suite's time.
  retries: 1,
  workers: 2,
  reporter: [["list"], ...(process.env.CI ? [["html", { open: "never" }] as const] : []), ["./e2e/run-report.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: TEST_CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: asksConsent
    ? [
        { name: "consent", testMatch: /consent\.setup\.ts/, use: chromium },
        { name: "chromium", dependencies: ["consent"], use: { ...chromium, storageState: CONSENT_STATE } },
      ]
    : [{ name: "chromium", use: chromium }],
  webServer: {
    // The production build, served exactly as `npm start` serves it, security headers included
    // (the test script builds first). e2e/hosting/ runs on the other hosts too: npm run deploy:check.
    command: "node server/index.ts",
    // A site that delivers contact messages keeps them out of the repository, and takes as many as the tests send
    // (contact-delivery.spec.ts starts servers of its own for the rate limit and the mail), each with a proof of work
    // that costs the browser a few hashes, not a real one's thousands (npm run bench:proof times those).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(tmpdir(), `spinhaven-e2e-data-${site}`),
      CONTACT_RATE_LIMIT: "0",
      CONTACT_PROOF_DIFFICULTY: "100",
    },
    url: `http://127.0.0.1:${port}/`,
    // Never a server left running from an older build: a busy port fails the run instead.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
