import { describe, expect, it } from "vitest";
import { contentTypeFor, preferredEncodings } from "#server/hosting/hosting-rules.ts";

describe("preferredEncodings", () => {
  it.each([
    // No q-values: brotli, then gzip, then the file itself, whatever the order of the header.
    ["gzip, deflate, br, zstd", ["br", "gzip", "identity"]],
    ["GZIP", ["gzip", "identity"]],
    // The q-values decide, whatever the order.
    ["br;q=0.5, gzip;q=1", ["gzip", "br", "identity"]],
    ["gzip;q=0.8, br;q=0.9", ["br", "gzip", "identity"]],
    ["br;q=0.5, gzip;q=0.5", ["br", "gzip", "identity"]],
    ["br;q=0.500, gzip;q=0.5", ["br", "gzip", "identity"]],
    ["gzip;q=0.001, br;q=0.002", ["br", "gzip", "identity"]],
    ["br ; Q=0.3 ,\tgzip;q=0.4", ["gzip", "br", "identity"]],
    // identity named with a higher q-value than a coding comes before it; not named, after every coding named.
    ["identity, gzip;q=0.5", ["identity", "gzip"]],
    ["gzip;q=0.5, identity;q=0.5, br;q=0.4", ["gzip", "identity", "br"]],
    ["br;q=0.001", ["br", "identity"]],
    // q=0 refuses, in every spelling.
    ["br;q=0, gzip", ["gzip", "identity"]],
    ["br;q=0.000, gzip;q=0.", ["identity"]],
    ["gzip;q=0, identity;q=0", []],
    // `*` gives its q-value to every coding the header does not name, identity included.
    ["*", ["br", "gzip", "identity"]],
    ["br;q=0, *", ["gzip", "identity"]],
    ["*;q=0.5, gzip", ["gzip", "br", "identity"]],
    ["*, gzip;q=0.2, br;q=0.1", ["identity", "gzip", "br"]],
    ["gzip, *;q=0", ["gzip"]],
    ["*;q=0", []],
    ["*;q=0, identity", ["identity"]],
    // The first entry of a coding counts; malformed ones are ignored.
    ["br;q=0, br", ["identity"]],
    ["br;q=2, gzip", ["gzip", "identity"]],
    ["br;q=0.5000, gzip;q=0.1", ["gzip", "identity"]],
    ["br;level=1, gzip;q=abc", ["identity"]],
    ["x-br, gzipped", ["identity"]],
    ["", ["identity"]],
    [undefined, ["identity"]],
    [null, ["identity"]],
  ])("for Accept-Encoding %j tries %j", (header, expected) => {
    expect(preferredEncodings(header)).toEqual(expected);
  });
});

describe("contentTypeFor", () => {
  it("gives the text types other than JSON their charset, and unknown files the generic type", () => {
    expect(contentTypeFor("/favicon.svg")).toBe("image/svg+xml; charset=utf-8");
    expect(contentTypeFor("/site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeFor("/sitemap.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeFor("/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("/data.json")).toBe("application/json");
    expect(contentTypeFor("/images/LOGO.PNG")).toBe("image/png");
    expect(contentTypeFor("/notes.v1/README")).toBe("application/octet-stream");
  });
});
