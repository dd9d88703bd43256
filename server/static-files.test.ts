// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type StaticFile, chooseVariant } from "./static-files.ts";

const file: StaticFile = {
  contentType: "text/html; charset=utf-8",
  variants: [
    { encoding: "br", body: Buffer.from("b"), etag: '"x-br"' },
    { encoding: "gzip", body: Buffer.from("gz"), etag: '"x-gzip"' },
    { encoding: "identity", body: Buffer.from("abc"), etag: '"x"' },
  ],
};

describe("chooseVariant", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br;q=1", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    [undefined, "identity"],
    ["", "identity"],
  ])("for Accept-Encoding %j sends %s", (accept, encoding) => {
    expect(chooseVariant(file, accept).encoding).toBe(encoding);
  });

  it("sends the file itself when it has no compressed twin", () => {
    const png: StaticFile = { contentType: "image/png", variants: [{ encoding: "identity", body: Buffer.from("p"), etag: '"p"' }] };
    expect(chooseVariant(png, "br, gzip").encoding).toBe("identity");
  });
});
