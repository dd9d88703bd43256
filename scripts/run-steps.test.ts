import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseStep } from "./run-steps.ts";

describe("parseStep", () => {
  it("reads a step and what it needs", () => {
    expect(parseStep("lint")).toEqual({ name: "lint", needs: [] });
    expect(parseStep("test:e2e@system-tools,build")).toEqual({ name: "test:e2e", needs: ["system-tools", "build"] });
  });
});

describe("run-steps, on a project of its own", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Runs run-steps on a package.json whose scripts are these, in a folder of its own. */
  function run(scripts: Record<string, string>, steps: string[]) {
    const dir = mkdtempSync(join(tmpdir(), "run-steps-test-"));
    dirs.push(dir);
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "steps", private: true, scripts }));
    return spawnSync(process.execPath, [join(import.meta.dirname, "run-steps.ts"), ...steps], { cwd: dir, encoding: "utf8" });
  }

  it("keeps going after a failing step, skips only what needs it, and exits non-zero with the list of what failed", () => {
    const result = run(
      { first: "node -e \"process.exit(3)\"", build: "node -e \"process.exit(1)\"", browser: "echo browser-ran", later: "echo later-ran" },
      ["first", "build", "browser@build", "later"],
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("later-ran");
    expect(result.stdout).not.toContain("browser-ran");
    expect(result.stdout).toMatch(/✗ first .*exit code 3/);
    expect(result.stdout).toMatch(/- browser .*not run: needs build/);
    expect(result.stdout).toContain("Failed: first; build; browser (not run: needs build)");
  });

  it("passes when every step passes, and lists the slowest browser tests the steps logged", () => {
    const log = (title: string, ms: number) => `node -e "require('fs').appendFileSync(process.env.SLOWEST_TESTS_LOG, JSON.stringify({title:'${title}',ms:${ms}})+'\\n')"`;
    const result = run({ build: "echo built", e2e: log("slow one", 4200), more: log("quick one", 300) }, ["build", "e2e@build", "more@build"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("npm test passed");
    expect(result.stdout).toMatch(/ten slowest of the run's 2 browser tests:\n\s+4\.2 s {2}slow one\n\s+0\.3 s {2}quick one/);
  });

  it("refuses a step that needs one the run does not have", () => {
    const result = run({ a: "echo a" }, ["a@nothing"]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('a needs "nothing", which is not a step of this run');
  });
});
