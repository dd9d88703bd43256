// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkContactMessage } from "#server/messages/contact-schema.ts";

describe("checkContactMessage", () => {
  it("trims every field and takes the limits exactly", () => {
    const message = { name: ` ${"n".repeat(100)} `, email: " ada@example.com ", message: `\n${"m".repeat(5000)}\n` };
    expect(checkContactMessage(message)).toEqual({
      ok: true,
      message: { name: "n".repeat(100), email: "ada@example.com", message: "m".repeat(5000) },
    });
  });

  it("names each refused field with its first reason", () => {
    expect(checkContactMessage({ name: "", email: "nope", message: "m".repeat(5001) })).toEqual({
      ok: false,
      fields: { name: "required", email: "invalid", message: "tooLong" },
    });
    expect(checkContactMessage({ name: "Ada\nBcc: x@example.com", email: "a@example.com\r", message: "Hi" })).toEqual({
      ok: false,
      fields: { name: "invalid" },
    });
    // Nor any other control character (an escape sequence, a carriage return, DEL, a C1 control) in the name or the address.
    for (const control of ["\u001b[2J", "\r", "\t", "\u007f", "\u009b"]) {
      expect(
        checkContactMessage({ name: `Ada${control}x`, email: `ada${control}@example.com`, message: "Hi" }),
      ).toEqual({ ok: false, fields: { name: "invalid", email: "invalid" } });
    }
    expect(checkContactMessage({})).toEqual({
      ok: false,
      fields: { name: "required", email: "required", message: "required" },
    });
  });

  it("keeps the message as the person sent it, control characters too: the inbox escapes them when it prints", () => {
    const message = "Hello\u001b[2J\tthere\r\nbye";
    expect(checkContactMessage({ name: "Ada", email: "ada@example.com", message })).toEqual({
      ok: true,
      message: { name: "Ada", email: "ada@example.com", message },
    });
  });
});
