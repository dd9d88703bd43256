/**
 * Last step of `npm run build`, after every step that changes the files: hashes the inline scripts
 * and styles of the prerendered pages for the Content-Security-Policy, writes the hosting files of
 * the build (nginx, CDN) from the same rules as the Node server, and pre-compresses the text files.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientDir, defaultBuildDir, writeBuildManifest } from "../server/build-manifest.ts";
import { cdnHeaders, cdnRedirects } from "../server/cdn-config.ts";
import {
  ASSETS_IGNORE,
  CLOUDFLARE_DIR,
  CLOUDFLARE_EXCLUDED,
  CLOUDFLARE_PUBLIC_DIR,
  workerEntry,
  wranglerConfig,
} from "../server/cloudflare-config.ts";
import { isEnvFlagOn } from "../server/env-flag.ts";
import { COMPRESSIBLE_EXTENSIONS, routesFromHtmlFiles } from "../server/hosting-rules.ts";
import { nginxConfig } from "../server/nginx-config.ts";
import { securityHeaders } from "../server/security-headers.ts";
import { siteConfig } from "../src/site.config.ts";
import { inlineCode } from "./inline-code.ts";

const buildDir = process.env.BUILD_DIR ?? defaultBuildDir;
const root = clientDir(buildDir);
const deployDir = join(import.meta.dirname, "..", "deploy");

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => `/${name.split("\\").join("/")}`);
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Hashes of every inline script and style; fails on what a hash cannot allow (style attributes, handlers). */
function inlineHashes(htmlFiles: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles) {
    const code = inlineCode(readFileSync(join(root, file), "utf8"));
    const [blocked] = code.blockedAttributes;
    if (blocked) throw new Error(`${file}: ${blocked} would be blocked by the Content-Security-Policy.`);
    for (const script of code.scripts) scripts.add(sha256(script));
    for (const style of code.styles) styles.add(sha256(style));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

function compress(files: readonly string[]): number {
  let written = 0;
  for (const file of files) {
    if (!(COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(extname(file))) continue;
    const path = join(root, file);
    const content = readFileSync(path);
    const variants = {
      br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz: gzipSync(content, { level: 9 }),
    };
    for (const [extension, compressed] of Object.entries(variants)) {
      if (compressed.length >= content.length) continue;
      writeFileSync(`${path}.${extension}`, compressed);
      written += 1;
    }
  }
  return written;
}

function writeDeployFile(name: string, content: string) {
  const path = join(deployDir, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, content);
  return relative(process.cwd(), path);
}

const htmlFiles = listFiles(root).filter((file) => file.endsWith(".html"));
const routes = routesFromHtmlFiles(htmlFiles);
const hashes = inlineHashes(htmlFiles);
// Deploy files follow HSTS at build time, as the Node server follows it at start.
const headers = securityHeaders({ ...hashes, hsts: isEnvFlagOn(process.env.HSTS) });

// CDN hosts read these from the published folder (and look for the 404 page at 404.html, as Astro writes it).
const cdnFiles = { "_headers": cdnHeaders({ routes, headers }), "_redirects": cdnRedirects({ routes }) };
for (const [name, content] of Object.entries(cdnFiles)) {
  writeDeployFile(`cdn/${name}`, content);
  writeFileSync(join(root, name), content);
}
const nginxFile = writeDeployFile("nginx/site.conf", nginxConfig({ routes, headers }));

const compressed = compress(listFiles(root));
writeBuildManifest(buildDir, { routes, hashes });

// Cloudflare (Workers static assets and Pages): the Worker in front of the files, and the folder both publish.
const cloudflare = join(buildDir, CLOUDFLARE_DIR);
const published = join(cloudflare, CLOUDFLARE_PUBLIC_DIR);
rmSync(cloudflare, { recursive: true, force: true });
cpSync(root, published, {
  recursive: true,
  filter: (source) => !(CLOUDFLARE_EXCLUDED as readonly string[]).includes(`/${relative(root, source).split("\\").join("/")}`),
});
const workerConfig = { routes, hashes, hsts: isEnvFlagOn(process.env.HSTS) };
const serverDir = (from: string) => relative(from, join(import.meta.dirname, "..", "server")).split("\\").join("/");
writeFileSync(join(cloudflare, "worker.js"), workerEntry("workers", workerConfig, serverDir(cloudflare)));
writeFileSync(join(cloudflare, "wrangler.jsonc"), wranglerConfig(siteConfig.name.toLowerCase()));
writeFileSync(join(published, "_worker.js"), workerEntry("pages", workerConfig, serverDir(published)));
writeFileSync(join(published, ".assetsignore"), ASSETS_IGNORE);

console.log(
  `post-build: ${routes.length} routes, ${hashes.scripts.length} inline script hashes, ${hashes.styles.length} style hashes, ` +
    `${compressed} compressed files; wrote ${nginxFile}, deploy/cdn/ and ${relative(process.cwd(), cloudflare)}/.`,
);
