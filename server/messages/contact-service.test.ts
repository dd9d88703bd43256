// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLog } from "#server/log.ts";
import { startContactService } from "#server/messages/contact-service.ts";

const SITE = {
  siteId: "spinhaven-fi",
  url: "https://fi.spinhaven.example",
  supportEmail: "tuki@fi.spinhaven.example",
  retentionDays: 365,
  pages: { fi: "/contact" },
  defaultLocale: "fi",
};
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "contact-service-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the Node server's contact settings", () => {
  it("are checked at start: an invalid one refuses the start, naming the variable and what it expected, before any file is made", () => {
    const log = createLog("json", { out: new PassThrough().resume(), err: new PassThrough().resume() });
    const data = join(dir, "data");
    const settings = [
      [
        "CONTACT_HOLD_BACK_SECONDS",
        "a few minutes",
        "CONTACT_HOLD_BACK_SECONDS: expected a whole number of seconds from 0 to 3600",
      ],
      ["CONTACT_PROOF_DIFFICULTY", "lots", "CONTACT_PROOF_DIFFICULTY: expected a whole number"],
      ["CONTACT_RATE_LIMIT", "-1", "CONTACT_RATE_LIMIT: expected a whole number"],
      ["CONTACT_RETRY_SECONDS", "0", "CONTACT_RETRY_SECONDS: expected a whole number of seconds"],
      ["CONTACT_MAX_DB_MB", "-1", "CONTACT_MAX_DB_MB: expected a positive number"],
      ["HEALTH_MAX_PENDING_SECONDS", "an hour", "HEALTH_MAX_PENDING_SECONDS: expected a positive number"],
    ];
    for (const [name = "", value, reason] of settings) {
      expect(
        () =>
          startContactService({
            settings: SITE,
            name: "Revontuli",
            root: dir,
            pages: [],
            headers: {},
            env: { DATA_DIR: data, [name]: value },
            log,
          }),
        name,
      ).toThrow(reason);
    }
    expect(existsSync(data)).toBe(false);
  });
});
