/**
 * The last step of `astro build`, once Astro has written every file: the route table from Astro's own
 * list of page routes, the sitemap from it, the Content-Security-Policy hashes of the inline scripts and
 * styles, the hosting files (nginx, Cloudflare) from the same rules as the Node server, the
 * pre-compressed twins of the text files, and build/hosting.json, which every host reads.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCompress } from "node:zlib";
import type { AstroIntegration } from "astro";
import { type ContactSettings, type PlaysSettings, writeBuildManifest } from "#server/hosting/build-manifest.ts";
import {
  ASSETS_IGNORE,
  CLOUDFLARE_DIR,
  CLOUDFLARE_PUBLIC_DIR,
  D1_PLACEHOLDER_ID,
  workerEntry,
  wranglerConfig,
} from "#server/hosting/cloudflare-config.ts";
import { isEnvFlagOn } from "#server/hosting/env-flag.ts";
import { COMPRESSIBLE_EXTENSIONS } from "#server/hosting/hosting-rules.ts";
import { nginxConfig } from "#server/hosting/nginx-config.ts";
import { languageFoldersOf, pagesOf } from "#server/hosting/route-table.ts";
import { type ExternalOrigins, originsOf, securityHeaders } from "#server/hosting/security-headers.ts";
import { buildFiles } from "#server/hosting/static-files.ts";
import { cached } from "#build/build-cache.ts";
import { siteGames } from "#build/catalogue/games.ts";
import { localePath } from "#shared/i18n/locales.ts";
import type { LoadedSite } from "#build/site/load-site.ts";
import type { Site } from "#build/site/schema.ts";
import {
  type FileCountVerdict,
  cloudflareFileCountVerdict,
  countCloudflareAssets,
} from "#integrations/cloudflare-file-count.ts";
import { inlineCode } from "#integrations/inline-code.ts";
import { sitemapXml } from "#integrations/sitemap.ts";

const repo = join(import.meta.dirname, "..");

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Hashes of every inline script and style; fails on what a hash cannot allow (style attributes, handlers). */
function inlineHashes(root: string, htmlFiles: readonly string[]) {
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

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Brotli's quality for a file. Its best (11) for the hashed assets: a few files that every page loads. One
 * less for the rest, pages above all: 2 % larger and two and a half times faster, for a site of hundreds of
 * pages (30 ms a page at 11, about 12 at 10).
 */
const brotliQuality = (file: string) => (file.startsWith("/_astro/") ? 11 : 10);

/** gzip's best level: every client that takes gzip reads it the same. */
const GZIP_LEVEL = 9;

/** The versions of the compressors, part of what each twin in the build's cache is made from. */
const COMPRESSORS = `zlib ${process.versions.zlib} brotli ${process.versions.brotli}`;

/**
 * The `.br` and `.gz` twins of `file` (a path below `root`), where they are smaller; returns how many it wrote. Each
 * twin is kept in the build's cache by the file's content and the compressor's settings, so a file that did not
 * change since the last build is not compressed again.
 */
async function compressFile(root: string, file: string): Promise<number> {
  const path = join(root, file);
  const content = await readFile(path);
  const quality = brotliQuality(file);
  const variants = await Promise.all([
    cached("compressed", ["br", quality, COMPRESSORS, content], () =>
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    ).then((data) => ["br", data] as const),
    cached("compressed", ["gz", GZIP_LEVEL, COMPRESSORS, content], () => gzip(content, { level: GZIP_LEVEL })).then(
      (data) => ["gz", data] as const,
    ),
  ]);
  const smaller = variants.filter(([, compressed]) => compressed.length < content.length);
  await Promise.all(smaller.map(([extension, compressed]) => writeFile(`${path}.${extension}`, compressed)));
  return smaller.length;
}

/**
 * Writes the `.br` and `.gz` twins of the text files among `files`, where they are smaller; returns how many.
 * On zlib's thread pool, several files at once: a site of hundreds of games has hundreds of pages.
 */
export async function compress(root: string, files: readonly string[]): Promise<number> {
  const queue = files.filter((file) => (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(extname(file)));
  let written = 0;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const count = await compressFile(root, file);
      written += count;
    }
  };
  // Enough files in flight to keep every thread of the pool busy.
  await Promise.all(Array.from({ length: 2 * availableParallelism() }, worker));
  return written;
}

function writeTextFile(path: string, content: string): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return relative(repo, path);
}

/**
 * The build's files again under `to`, as hard links: the same bytes on the disk once, however many folders name them
 * (a copy where the disk cannot link, such as another file system).
 */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * Cloudflare (Workers static assets and Pages): the folder both publish, and the Worker in front of it, written when
 * Cloudflare takes the `files` static files the folder would hold. Past its Paid plan's limit nothing is written, and
 * an earlier build's folder is removed, so none is left to publish in this build's place. Returns the verdict on the
 * count, and the folder when it is written.
 */
/**
 * The hosts a site's analytics uses, for its Content-Security-Policy: a cookieless counter's script and
 * events go to its own origin; Google Analytics 4 uses the hosts Google lists for a policy of its tag.
 */
export function analyticsOrigins(analytics: Site["analytics"]): Omit<ExternalOrigins, "frames"> {
  if (analytics?.kind === "cookieless") {
    const origin = originsOf([analytics.scriptUrl]);
    return { scripts: origin, connections: origin, images: [] };
  }
  if (analytics?.kind === "google-analytics") {
    return {
      scripts: ["https://*.googletagmanager.com"],
      connections: [
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
      ],
      images: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    };
  }
  return { scripts: [], connections: [], images: [] };
}

export function writeCloudflare(
  root: string,
  buildDir: string,
  files: number,
  workerConfig: Parameters<typeof workerEntry>[1],
): { verdict: FileCountVerdict; folder?: string } {
  const cloudflare = join(buildDir, CLOUDFLARE_DIR);
  const published = join(cloudflare, CLOUDFLARE_PUBLIC_DIR);
  rmSync(cloudflare, { recursive: true, force: true });
  const verdict = cloudflareFileCountVerdict(files);
  if (verdict.level === "too-many") return { verdict };
  linkTree(root, published);
  const serverDir = (from: string) => relative(from, join(repo, "server")).split("\\").join("/");
  const { contact, plays, ...pagesConfig } = workerConfig;
  // The database's id comes from the operator's account: D1_DATABASE_ID at build, or edited into wrangler.jsonc.
  const wranglerContact = contact && {
    siteId: workerConfig.siteId,
    supportEmail: contact.supportEmail,
    databaseId: process.env.D1_DATABASE_ID || D1_PLACEHOLDER_ID,
    migrationsDir: `${serverDir(cloudflare)}/messages/migrations`,
  };
  writeFileSync(join(cloudflare, "worker.js"), workerEntry("workers", workerConfig, serverDir(cloudflare)));
  const wranglerPlays = plays && {
    siteId: workerConfig.siteId,
    databaseId: process.env.PLAYS_D1_DATABASE_ID || D1_PLACEHOLDER_ID,
    migrationsDir: `${serverDir(cloudflare)}/plays/migrations`,
  };
  writeFileSync(
    join(cloudflare, "wrangler.jsonc"),
    wranglerConfig(workerConfig.siteId, wranglerContact, wranglerPlays),
  );
  // Pages has no Cron Triggers to retry a delivery nor to forget the plays' days: its Worker takes no contact messages
  // and counts no plays (the endpoints are a 405 there).
  writeFileSync(join(published, "_worker.js"), workerEntry("pages", pagesConfig, serverDir(published)));
  writeFileSync(join(published, ".assetsignore"), ASSETS_IGNORE);
  return { verdict, folder: relative(repo, cloudflare) };
}

/** Which build this is, for the health check: its commit, when built from a Git checkout, and its time. */
function buildVersion(): string {
  const time = new Date().toISOString();
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repo, encoding: "utf8" });
  return commit.status === 0 && commit.stdout.trim() !== "" ? `${commit.stdout.trim()} ${time}` : time;
}

/** What the hosts need to take the site's contact messages; none when the site only logs them in the browser. */
function contactSettings(site: LoadedSite): ContactSettings | undefined {
  if (!site.contactDelivery) return undefined;
  const [defaultLocale = "en"] = site.locales;
  return {
    siteId: site.id,
    url: site.url,
    supportEmail: site.supportEmail,
    retentionDays: site.contactDelivery.retentionDays,
    pages: Object.fromEntries(site.locales.map((locale) => [locale, localePath("/contact", locale, defaultLocale)])),
    defaultLocale,
  };
}

/** What the hosts need to count the site's plays; none when it counts none. */
function playsSettings(site: LoadedSite): PlaysSettings | undefined {
  return site.plays && { siteId: site.id, games: [...site.games], minimum: site.plays.minimum };
}

export function hostingIntegration(site: LoadedSite): AstroIntegration {
  // The launcher and image hosts are the same in every language.
  const games = siteGames(site, site.locales[0] ?? "en");
  let pagePatterns = new Set<string>();
  return {
    name: "hosting",
    hooks: {
      "astro:routes:resolved": ({ routes }) => {
        pagePatterns = new Set(routes.filter((route) => route.type === "page").map((route) => route.pattern));
      },
      "astro:build:done": async ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const buildDir = dirname(root);
        const htmlFiles = [...assets]
          .filter(([pattern]) => pagePatterns.has(pattern))
          .flatMap(([, urls]) => urls.map((url) => `/${relative(root, fileURLToPath(url)).split("\\").join("/")}`));
        const pages = pagesOf(htmlFiles);
        const languageFolders = languageFoldersOf(htmlFiles);
        writeFileSync(
          join(root, "sitemap.xml"),
          sitemapXml(
            site.url,
            site.locales,
            pages.map((page) => page.path),
          ),
        );

        const hashes = inlineHashes(root, htmlFiles);
        const analytics = analyticsOrigins(site.analytics);
        const origins = {
          frames: originsOf(games.map((game) => game.iframeUrl)),
          images: [...originsOf(games.map((game) => game.thumbnail)), ...analytics.images],
          scripts: analytics.scripts,
          connections: analytics.connections,
        };
        // Hosting files follow HSTS at build time, as the Node server follows it at start.
        const hsts = isEnvFlagOn(process.env.HSTS);
        const contact = contactSettings(site);
        const plays = playsSettings(site);
        const headers = securityHeaders({ hashes, origins, hsts, contact });
        const nginxFile = writeTextFile(
          join(repo, "deploy", "nginx", "site.conf"),
          nginxConfig({ pages, languageFolders, headers, contact: contact !== undefined, plays: plays !== undefined }),
        );
        const compressed = await compress(root, buildFiles(root));
        const version = buildVersion();
        writeBuildManifest(buildDir, {
          siteId: site.id,
          name: site.name,
          version,
          pages,
          languageFolders,
          hashes,
          origins,
          contact,
          plays,
        });
        // Counted in the build's own files: the folder Cloudflare publishes holds them, with the Worker, which Wrangler
        // does not upload. Cloudflare limits a site's static files by plan; the other hosts serve the build whatever its count.
        const cloudflareFiles = countCloudflareAssets(root, ASSETS_IGNORE);
        const cloudflare = writeCloudflare(root, buildDir, cloudflareFiles, {
          siteId: site.id,
          version,
          pages,
          languageFolders,
          hashes,
          origins,
          hsts,
          ...(contact && { contact: { ...contact, siteName: site.name } }),
          ...(plays && { plays }),
        });
        const written = [
          "sitemap.xml",
          relative(repo, join(buildDir, "hosting.json")),
          nginxFile,
          ...(cloudflare.folder ? [`${cloudflare.folder}/`] : []),
        ];
        logger.info(
          `${pages.length} pages, ${hashes.scripts.length} inline script hashes, ${hashes.styles.length} style hashes, ` +
            `${compressed} compressed files; wrote ${written.slice(0, -1).join(", ")} and ${written.at(-1)}. ` +
            `Cloudflare: ${cloudflareFiles.toLocaleString("en")} static files.`,
        );
        if (cloudflare.verdict.level !== "ok") logger.warn(cloudflare.verdict.message);
      },
    },
  };
}
