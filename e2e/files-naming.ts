/**
 * Which files of a project's build and hosting files hold a brand's value: one site's build must hold no value
 * written only in another site's configuration (the browser suites of both sites, on the build they test), and a
 * name changed in a site's file must leave no file with the old one (the sites check, on its copy).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Values written only in one site's configuration. */
export const ONLY_IN = {
  spinhaven: [
    "SpinHaven",
    "https://spinhaven.example",
    "support@spinhaven.example",
    "privacy@spinhaven.example",
    "Lantern Row",
  ],
  "spinhaven-fi": [
    "Revontuli",
    "https://fi.spinhaven.example",
    "tuki@fi.spinhaven.example",
    "tietosuoja@fi.spinhaven.example",
    "Lyhtykuja",
    "Peluuri",
  ],
} as const;

/** Files below `project`'s build and hosting folders whose name or bytes hold `value`, by their paths from `project`. */
export function filesNaming(project: string, value: string): string[] {
  return ["build", join("deploy", "nginx")].flatMap((dir) =>
    readdirSync(join(project, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter(
        (file) =>
          relative(project, file).toLowerCase().includes(value.toLowerCase()) ||
          readFileSync(file).toString("latin1").includes(value),
      )
      .map((file) => relative(project, file)),
  );
}
