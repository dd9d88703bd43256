// @vitest-environment node
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import type { Mail } from "#server/messages/contact-outbox.ts";
import { rawMail } from "#server/messages/raw-mail.ts";

const mail = (name: string): Mail => ({
  from: "tuki@fi.spinhaven.example",
  to: "owner@example.com",
  replyTo: { name, address: "ada@example.com" },
  subject: `Revontuli: message from ${name}`,
  text: "Hyvää päivää!\nThe games are lovely.\n",
  messageId: "<42@fi.spinhaven.example>",
});
const DATE = new Date(Date.UTC(2026, 10, 3, 9, 5, 7));

/** RFC 5322's limit for any line. mimetext writes each header's words whole, past the 78 characters it recommends. */
const MOST_CHARACTERS = 998;

describe("rawMail", () => {
  it("writes the headers and a base64 plain-text body that a mail reader reads back", async () => {
    const raw = rawMail(mail("Ada Lovelace"), "Revontuli", DATE);
    expect(raw).toMatch(/\r\nReply-To: =\?utf-8\?B\?[\w+/=]+\?= <ada@example\.com>\r\n/);
    expect(raw).toMatch(/^Date: Tue, 03 Nov 2026 09:05:07 \+0000\r\n/);
    expect(raw).toContain("\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n");
    expect(raw.split("\r\n").every((line) => line.length <= MOST_CHARACTERS)).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value).toEqual([{ name: "Revontuli", address: "tuki@fi.spinhaven.example" }]);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0]?.address).toBe("owner@example.com");
    expect(parsed.subject).toBe("Revontuli: message from Ada Lovelace");
    expect(parsed.messageId).toBe("<42@fi.spinhaven.example>");
    expect(parsed.text).toBe("Hyvää päivää!\nThe games are lovely.\n");
    expect(parsed.headers.get("content-type")).toMatchObject({ value: "text/plain", params: { charset: "utf-8" } });
  });

  it("encodes a name beyond ASCII, and an ASCII one that looks like addresses, as encoded-words: one address each time", async () => {
    const name = `Äiti "Öljy" ${"ö".repeat(60)} 🎰`;
    const raw = rawMail(mail(name), "Revontuli", DATE);
    expect(raw).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(raw.split("\r\n").every((line) => line.length <= MOST_CHARACTERS)).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.replyTo?.value).toEqual([{ name, address: "ada@example.com" }]);
    expect(parsed.subject).toBe(`Revontuli: message from ${name}`);

    const quoted = await simpleParser(rawMail(mail('Ada "\\" <x@evil.example>, b@evil.example'), "Revontuli", DATE));
    expect(quoted.replyTo?.value).toEqual([
      { name: 'Ada "\\" <x@evil.example>, b@evil.example', address: "ada@example.com" },
    ]);
  });
});
