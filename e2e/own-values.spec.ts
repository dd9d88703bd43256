import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { filesNaming, ONLY_IN } from "#e2e/files-naming.ts";

test("the build and its hosting files hold no value written only in spinhaven-fi's configuration", () => {
  for (const value of ONLY_IN["spinhaven-fi"])
    expect(filesNaming(join(import.meta.dirname, ".."), value), value).toEqual([]);
});
