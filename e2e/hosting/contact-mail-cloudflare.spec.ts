/**
 * On Cloudflare Workers, a message taken is stored in D1 and forwarded once through the send_email binding, which
 * wrangler's local runtime simulates by writing each mail to a file. Runs on the cloudflare-workers host of a build
 * that delivers (playwright.config.ts); the Node server's mail is proven with a real SMTP server in
 * e2e/sites/spinhaven-fi/contact-delivery.spec.ts.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Challenge } from "altcha-lib";
import { solvedProof } from "#scripts/solve-proof.ts";
import { simpleParser } from "mailparser";
import { readBuildManifest } from "#server/hosting/build-manifest.ts";
import { CLOUDFLARE_DIR } from "#server/hosting/cloudflare-config.ts";

const build = join(import.meta.dirname, "..", "..", "build");
/** Where `wrangler dev` writes each mail sent through the send_email binding, one folder per session. */
const simulatedMail = join(build, CLOUDFLARE_DIR, ".wrangler", "tmp", "email");

/** The simulated mails that carry `text`, read back as a mail reader would. */
async function mailsWith(text: string) {
  // wrangler makes the folder with the session's first mail.
  if (!existsSync(simulatedMail)) return [];
  const files = readdirSync(simulatedMail, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".eml"),
  );
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(simulatedMail, file)))));
  return mails.filter((mail) => mail.text?.includes(text));
}

test("a message with its proof of work is forwarded once through the send_email binding, to the site's address, replying to the visitor", async ({
  request,
}) => {
  const text = `Forwarded once, ${Date.now()}`;
  // The Worker's own challenge (its key made once and kept in D1), solved as the form's worker would.
  const proof = await solvedProof((await (await request.get("/api/challenge")).json()) as Challenge);
  const response = await request.post("/api/contact", {
    data: JSON.stringify({ name: "Aino Virtanen", email: "aino@example.com", message: text, proof }),
    // A client of its own, so the rate limit the endpoint's checks run into is not this one's.
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.77" },
  });
  expect(response.status()).toBe(201);
  await expect.poll(async () => (await mailsWith(text)).length, { timeout: 10_000 }).toBe(1);
  // The Cron Trigger's run, which the Worker awaits to its end, finds nothing left to send.
  expect((await request.get("/__scheduled?cron=*+*+*+*+*")).status()).toBe(200);
  const [mail, ...more] = await mailsWith(text);
  expect(more).toEqual([]);
  expect(mail?.to && !Array.isArray(mail.to) && mail.to.text).toBe(readBuildManifest(build)?.contact?.supportEmail);
  expect(mail?.replyTo?.value).toEqual([{ name: "Aino Virtanen", address: "aino@example.com" }]);
  expect(mail?.subject).toBe("Revontuli: message from Aino Virtanen");
});
