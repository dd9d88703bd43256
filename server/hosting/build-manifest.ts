/**
 * What the build learns about itself and every host needs: its pages (the route table), the hashes
 * of the inline scripts and styles, and the other hosts its pages use. Kept beside build/client, never inside it, so it is not served.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "#server/hosting/route-table.ts";
import type { ExternalOrigins, InlineHashes } from "#server/hosting/security-headers.ts";

/** What the hosts need to take contact messages, on a site with contact delivery. */
export type ContactSettings = {
  siteId: string;
  url: string;
  supportEmail: string;
  retentionDays: number;
  /** The contact page of each language, where a message sent without JavaScript returns. */
  pages: Record<string, string>;
  defaultLocale: string;
};

/** What the hosts need to count plays, on a site with `plays`: the site, its games' slugs, and how many visitor-days make a game popular. */
export type PlaysSettings = { siteId: string; games: string[]; minimum: number };

export type BuildManifest = {
  /** The site's id (its file in sites/), as the health check names it. */
  siteId: string;
  /** The name of the site built, for the server's log. */
  name: string;
  /** Which build this is: its time, and its commit when built from a Git checkout. */
  version: string;
  pages: Page[];
  /** The other languages' folders (`/en/`), each with its own 404 and 500 pages. */
  languageFolders: string[];
  hashes: InlineHashes;
  origins: ExternalOrigins;
  /** Present when the site delivers contact messages. */
  contact?: ContactSettings;
  /** Present when the site counts plays. */
  plays?: PlaysSettings;
};

export const defaultBuildDir = join(import.meta.dirname, "..", "..", "build");

export const clientDir = (buildDir: string) => join(buildDir, "client");
const manifestPath = (buildDir: string) => join(buildDir, "hosting.json");

export function writeBuildManifest(buildDir: string, manifest: BuildManifest): void {
  writeFileSync(manifestPath(buildDir), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest, or undefined when there is no finished build. */
export function readBuildManifest(buildDir: string): BuildManifest | undefined {
  const path = manifestPath(buildDir);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as BuildManifest) : undefined;
}
