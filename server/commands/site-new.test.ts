import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { brandSvgProblems } from "#build/site/brand-svg.ts";
import { loadSite } from "#build/site/load-site.ts";
import { createSite, nextSteps, Refusal, siteIdProblem, siteNames } from "#server/commands/site-new.ts";
import { projectCopy } from "#server/commands/site-new.fixture.ts";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
function copy(options?: { withPackages?: boolean }) {
  const root = projectCopy(options);
  roots.push(root);
  return root;
}
/** Everything under sites/ of `root`, to see that a refusal wrote nothing. */
const listing = (root: string) => readdirSync(join(root, "sites"), { recursive: true }).map(String).sort();

describe("siteIdProblem", () => {
  it("takes lowercase letters and digits in words joined by single hyphens, up to 63 characters", () => {
    for (const id of ["lucky-fjord", "x", "spin7", "7-seas", "a".repeat(63)]) expect(siteIdProblem(id)).toBeUndefined();
  });

  it("refuses anything else, naming the rule", () => {
    for (const id of ["Lucky-Fjord", "lucky_fjord", "lucky fjord", "-x", "x-", "a--b", "", "../x", "x.test", "ä"])
      expect(siteIdProblem(id)).toBe(
        `${JSON.stringify(id)} is not a valid site id: it names the site's file, folder and Worker, so it is lowercase letters and digits, in words joined by single hyphens, at most 63 characters, such as lucky-fjord`,
      );
    expect(siteIdProblem("a".repeat(64))).toMatch(/is not a valid site id/);
  });
});

describe("siteNames", () => {
  it("makes a readable name, two initials at most and a placeholder host of the id", () => {
    expect(siteNames("lucky-fjord")).toEqual({
      id: "lucky-fjord",
      name: "Lucky Fjord",
      initials: "LF",
      host: "lucky-fjord.example",
    });
    expect(siteNames("aurora")).toMatchObject({ name: "Aurora", initials: "A" });
    expect(siteNames("the-7-seas-club")).toMatchObject({ name: "The 7 Seas Club", initials: "T7" });
  });
});

describe("nextSteps", () => {
  it("says how to see the site, what to edit and what to replace, by its id", () => {
    const steps = nextSteps("lucky-fjord");
    expect(steps).toContain("SITE=lucky-fjord npm start");
    expect(steps).toContain("edit sites/lucky-fjord.ts");
    expect(steps).toContain("npm run games:list");
    expect(steps).toContain("sites/lucky-fjord/logo.svg and icon.svg");
  });
});

// Each reads the catalogue and checks a whole site, twice for a copy: seconds on a busy machine.
describe("createSite", { timeout: 60_000 }, () => {
  it("writes a site from the template that the build's checks take as it is, with its own folder and art", async () => {
    const root = copy();
    const created = await createSite("lucky-fjord", { root });
    expect(created.files).toEqual([
      "sites/lucky-fjord.ts",
      "sites/lucky-fjord/logo.svg",
      "sites/lucky-fjord/icon.svg",
      "sites/lucky-fjord/pictures/.gitkeep",
    ]);
    const site = loadSite("lucky-fjord", root);
    expect(site).toMatchObject({
      name: "Lucky Fjord",
      url: "https://lucky-fjord.example",
      supportEmail: "support@lucky-fjord.example",
      logo: "sites/lucky-fjord/logo.svg",
      icon: "sites/lucky-fjord/icon.svg",
      gameFacts: true,
    });
    expect(site.home?.picture).toBeUndefined();
    expect(site.brand.icon?.width).toBe(site.brand.icon?.height);
    for (const file of ["logo.svg", "icon.svg"])
      expect(brandSvgProblems(readFileSync(join(root, "sites", "lucky-fjord", file), "utf8"))).toEqual([]);
    // Nothing of spinhaven-fi's own files is named.
    expect(readFileSync(join(root, "sites", "lucky-fjord.ts"), "utf8")).not.toContain("spinhaven-fi");
  });

  it("copies another site's file with --from, under the new name and with the new site's own art", async () => {
    const root = copy();
    await createSite("lucky-fjord", { root, from: "spinhaven" });
    await createSite("north-star", { root, from: "spinhaven-fi" });
    const [plain, spinhaven] = [loadSite("lucky-fjord", root), loadSite("spinhaven", root)];
    expect(plain).toMatchObject({ name: "Lucky Fjord", games: spinhaven.games, theme: spinhaven.theme });
    expect(plain.logo).toBe("sites/lucky-fjord/logo.svg");
    const [north, fi] = [loadSite("north-star", root), loadSite("spinhaven-fi", root)];
    expect(north).toMatchObject({
      name: "North Star",
      publisher: "North Star Interactive Oy",
      url: "https://north-star.example",
      privacyEmail: "tietosuoja@north-star.example",
      locales: fi.locales,
      plays: fi.plays,
      icon: "sites/north-star/icon.svg",
    });
    expect(north.home?.picture).toBeUndefined();
    expect(north.analytics).toBeUndefined();
  });

  it("refuses an id that is not valid, or that a site's file or a folder of sites/ has, writing nothing", async () => {
    const root = copy();
    mkdirSync(join(root, "sites", "shared-pictures"));
    const before = listing(root);
    await expect(createSite("Lucky", { root })).rejects.toThrow(/"Lucky" is not a valid site id/);
    await expect(createSite("spinhaven", { root })).rejects.toThrow(
      "a site spinhaven exists already: sites/spinhaven.ts is there",
    );
    await expect(createSite("spinhaven-fi", { root })).rejects.toThrow(
      "a site spinhaven-fi exists already: sites/spinhaven-fi.ts and sites/spinhaven-fi/ are there",
    );
    await expect(createSite("shared-pictures", { root })).rejects.toThrow(
      "a site shared-pictures exists already: sites/shared-pictures/ is there",
    );
    await expect(createSite("lucky-fjord", { root, from: "nope" })).rejects.toThrow(
      '--from nope: no site "nope": the sites are spinhaven, spinhaven-fi',
    );
    await expect(createSite("lucky-fjord", { root, from: "nope" })).rejects.toBeInstanceOf(Refusal);
    expect(listing(root)).toEqual(before);
  });

  it("removes what it wrote when the new site does not pass the build's checks", async () => {
    // Without node_modules the template's typefaces are nowhere to be found, as on a machine without npm ci.
    const root = copy({ withPackages: false });
    const before = listing(root);
    const made = createSite("lucky-fjord", { root });
    await expect(made).rejects.toThrow(/^sites\/lucky-fjord\.ts could not be made, and nothing of it was kept:\n/);
    await expect(made).rejects.toThrow(/fonts\.heading: no installed Fontsource package provides "Outfit"/);
    await expect(made).rejects.not.toBeInstanceOf(Refusal);
    expect(listing(root)).toEqual(before);
  });
});

describe("npm run site:new", { timeout: 60_000 }, () => {
  const command = join(import.meta.dirname, "site-new-command.ts");
  /** The command run as npm runs it, in a process of its own, into the copy `root`. */
  const run = (root: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, [command, ...args, "--root", root]).then(
      ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        status: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  it("makes a site the build takes, says what it wrote and what to do next", async () => {
    const root = copy();
    const made = await run(root, "lucky-fjord");
    expect(made).toMatchObject({ status: 0, stderr: "" });
    expect(made.stdout).toContain(
      "Made Lucky Fjord (lucky-fjord): sites/lucky-fjord.ts, sites/lucky-fjord/logo.svg, sites/lucky-fjord/icon.svg, sites/lucky-fjord/pictures/.gitkeep.\nNext steps:\n",
    );
    expect(made.stdout).toContain("SITE=lucky-fjord npm start");
    expect(loadSite("lucky-fjord", root).name).toBe("Lucky Fjord");
  });

  it("exits 2 naming why for a taken or invalid id, an unknown site to copy or option, and writes nothing", async () => {
    const root = copy();
    const before = listing(root);
    const [taken, invalid, from, option, none] = await Promise.all([
      run(root, "spinhaven-fi"),
      run(root, "Lucky_Fjord"),
      run(root, "lucky-fjord", "--from", "nope"),
      run(root, "lucky-fjord", "--bad"),
      run(root),
    ]);
    expect(taken).toMatchObject({ status: 2, stderr: expect.stringContaining("a site spinhaven-fi exists already") });
    expect(invalid).toMatchObject({ status: 2, stderr: expect.stringContaining("is not a valid site id") });
    expect(from).toMatchObject({ status: 2, stderr: expect.stringContaining('--from nope: no site "nope"') });
    expect(option).toMatchObject({ status: 2, stderr: expect.stringContaining("usage: npm run site:new -- <id>") });
    expect(none).toMatchObject({ status: 2, stderr: expect.stringContaining("usage: npm run site:new -- <id>") });
    expect(listing(root)).toEqual(before);
    expect(existsSync(join(root, "sites", "lucky-fjord.ts"))).toBe(false);
  });
});
