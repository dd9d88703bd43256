// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#server/hosting/security-headers.ts";

const POLICY = {
  hashes: { scripts: [], styles: [] },
  origins: { frames: [], images: [], scripts: ["https://*.googletagmanager.com"], connections: [] },
};

describe("contentSecurityPolicy", () => {
  it("lets a site that takes contact messages run workers from itself only, and names no worker for one that does not", () => {
    expect(contentSecurityPolicy({ ...POLICY, contact: {} })).toContain("; worker-src 'self';");
    expect(contentSecurityPolicy(POLICY)).not.toContain("worker-src");
  });
});
