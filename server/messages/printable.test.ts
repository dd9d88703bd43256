// @vitest-environment node
import { describe, expect, it } from "vitest";
import { printable } from "#server/messages/printable.ts";

describe("printable", () => {
  it("escapes the terminal's escape sequences, carriage returns, DEL, C1 controls and bidirectional overrides", () => {
    const sent = "\u001b[2J\u001b]0;pwned\u0007 ok\rX\u007f\u009b\u202eabc\u2066";
    expect(printable(sent)).toBe("\\x1B[2J\\x1B]0;pwned\\x07 ok\\x0DX\\x7F\\x9B\\u202Eabc\\u2066");
    expect(printable(sent)).not.toMatch(/[\p{Cc}\u202e\u2066]/u);
  });

  it("keeps newlines and tabs in a message shown whole, and escapes them on one line", () => {
    expect(printable("a\n\tb\r\n", { lines: true })).toBe("a\n\tb\\x0D\n");
    expect(printable("a\n\tb")).toBe("a\\x0A\\x09b");
  });

  it("leaves every other letter as it is", () => {
    const text = "Hyvää päivää! 你好 — “quotes” 👋 Ω";
    expect(printable(text, { lines: true })).toBe(text);
  });
});
