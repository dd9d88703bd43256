// @vitest-environment node
/**
 * The inbox as the operator runs it (`npm run inbox`, a process of its own) on a database holding a visitor's escape
 * sequences: nothing it prints may act on the terminal. The commands' other output is proven in
 * e2e/sites/spinhaven-fi/contact-delivery.spec.ts.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { messagesFile, openContactStore } from "#server/messages/contact-store.ts";

const repo = join(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "inbox-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function inbox(...args: string[]): Promise<string> {
  const child = spawn(process.execPath, [join(repo, "server", "commands", "inbox.ts"), ...args], {
    cwd: repo,
    env: { ...process.env, SITE: "spinhaven-fi", DATA_DIR: dataDir },
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const [status] = (await once(child, "close")) as [number | null];
  expect(status, output).toBe(0);
  return output;
}

// What a terminal acts on: every control character but newline and tab, and the bidirectional overrides.
const ACTS = /(?![\n\t])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

describe("the inbox on a visitor's escape sequences", () => {
  // Written straight to the store, as an older server (or another host's export) may have kept them in any field.
  const store = openContactStore(messagesFile(dataDir, "spinhaven-fi"));
  const sent = {
    name: "Eve\u001b]0;owned\u0007",
    email: "eve@example.com\r",
    message: "\u001b[2J\u001b[HCleared!\rOver\u009b\u202eright\n\tsecond line",
  };
  const ids = Promise.all([
    store.add(sent, "fi", Date.now(), []),
    ...[1, 2].map(() => store.add(sent, "fi", Date.now(), ["honeypot"])),
  ]).finally(() => store.close());

  it("lists, shows and lists the held with each such character escaped, newlines and tabs of a message kept", async () => {
    const [pending, ...held] = await ids;
    const outputs = await Promise.all([inbox(), inbox("held"), inbox("show", pending ?? "")]);
    for (const output of outputs) expect(output).not.toMatch(ACTS);
    expect(outputs[0]).toContain(
      "Eve\\x1B]0;owned\\x07 <eve@example.com\\x0D>  \\x1B[2J\\x1B[HCleared!\\x0DOver\\x9B\\u202Eright",
    );
    expect(outputs[2]).toContain("\\x1B[2J\\x1B[HCleared!\\x0DOver\\x9B\\u202Eright\n\tsecond line");
    for (const [index, command] of ["release", "discard"].entries())
      expect(await inbox(command, held[index] ?? "")).not.toMatch(ACTS);
    // Each command is a process of its own, loading the site: seconds each on a busy machine.
  }, 60_000);

  it("keeps what the person sent, and exports it whole", async () => {
    await ids;
    const [exported] = JSON.parse(await inbox("export", "--format", "json")) as { name: string; message: string }[];
    expect(exported).toMatchObject({ name: sent.name, message: sent.message });
  }, 60_000);
});
