/**
 * The files of a build, read into memory once at start: the server answers only paths in this
 * index, so nothing outside the build can ever be read, and no request waits on the disk. Each
 * file's pre-compressed twins (`.br`, `.gz`, written by the build) are its variants, chosen by the
 * request's Accept-Encoding. A build is a few megabytes, so memory stays bounded by its size.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { type ContentCoding, contentTypeFor, preferredEncodings } from "#server/hosting/hosting-rules.ts";

export type Variant = { encoding: ContentCoding; body: Buffer; etag: string };

export type StaticFile = { contentType: string; variants: Variant[] };

const TWINS = { ".br": "br", ".gz": "gzip" } as const;

/** The URL path (`/contact.html`) of every file under `root`: the one walk of a build folder. */
export function buildFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(join(root, name)).isFile())
    .map((name) => `/${name.split("\\").join("/")}`);
}

/** Every file under `root`, by its URL path, with its variants, most compressed first. */
export function indexFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const paths = buildFiles(root);
  const present = new Set(paths);
  const variant = (path: string, encoding: ContentCoding): Variant => {
    const body = readFileSync(join(root, path));
    // Content-based, so the same file in a new build keeps its tag and visitors keep their cached copy.
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 20);
    return { encoding, body, etag: `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"` };
  };
  for (const path of paths) {
    if (extname(path) in TWINS) continue;
    const twins = Object.entries(TWINS)
      .filter(([extension]) => present.has(path + extension))
      .map(([extension, encoding]) => variant(path + extension, encoding));
    files.set(path, {
      contentType: contentTypeFor(path),
      variants: [...twins, variant(path, "identity")],
    });
  }
  return files;
}

/** The variant to send for an Accept-Encoding header: the most preferred one the file has, else the file itself. */
export function chooseVariant(file: StaticFile, acceptEncoding: string | undefined): Variant {
  for (const encoding of preferredEncodings(acceptEncoding)) {
    const found = file.variants.find((variant) => variant.encoding === encoding);
    if (found) return found;
  }
  // The identity variant is always last, so there is always one.
  return file.variants.at(-1) as Variant;
}
