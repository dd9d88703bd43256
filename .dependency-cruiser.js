// The rooms of docs/development.md ("Folder layout") as dependency-cruiser's rules, checked by `npm run lint`: each
// room imports only the rooms its line there names, and no module imports itself back through others. Tests may
// import what their code does, and scripts/ (their fixtures), so the rules are of the code's own modules.
// dependency-cruiser reads TypeScript and TSX; the .astro files' imports (pages, layouts, a few components) are
// outside its reach.

/** A module of the code, not a test. */
const CODE = "\\.test\\.tsx?$";

/** The project's own folders: an import of anything else (a package, Node's modules) is always allowed. */
const PROJECT = "^(src|server|integrations|sites|scripts|e2e|deploy)/";

/** A file at the root of src/: contact-message.ts, navigation.ts, seo.ts, and what Astro requires there. */
const SRC_ROOT = "^src/[^/]+$";

/**
 * The rule of a room: a module of `from` may import, of the project's folders, only what `allowed` matches.
 * @param {string} name @param {string} comment @param {string} from @param {string[]} allowed
 */
const room = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: CODE },
  to: { path: PROJECT, pathNot: allowed },
});

export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "A module imports itself back through others: one of them belongs in another room, or the shared part in a module of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    room("src-pages", "src/pages imports any room of src/ and nothing outside it.", "^src/pages/", ["^src/"]),
    room("src-layouts", "src/layouts imports src/components, src/scripts, src/site, src/catalogue, src/i18n, src/styles and src/'s root.", "^src/layouts/", [
      "^src/(layouts|components|scripts|site|catalogue|i18n|styles)/",
      SRC_ROOT,
    ]),
    room("src-components", "src/components imports src/hooks, src/scripts, src/site, src/catalogue, src/i18n and src/'s root.", "^src/components/", [
      "^src/(components|hooks|scripts|site|catalogue|i18n|assets)/",
      SRC_ROOT,
    ]),
    room("src-hooks", "src/hooks imports src/scripts only.", "^src/hooks/", ["^src/(hooks|scripts)/"]),
    room(
      "src-scripts",
      "src/scripts runs in the browser: it imports src/i18n, src/styles and src/'s root, never src/site or src/catalogue, which run at build.",
      "^src/scripts/",
      ["^src/(scripts|i18n|styles)/", SRC_ROOT],
    ),
    room("src-directives", "src/directives imports src/scripts only.", "^src/directives/", ["^src/(directives|scripts)/"]),
    room("src-i18n", "src/i18n imports src/scripts, and the catalogue's types only (a rule of its own).", "^src/i18n/", ["^src/(i18n|scripts)/", "^src/catalogue/"]),
    {
      name: "src-i18n-catalogue-types",
      comment: "src/i18n imports only types of src/catalogue (the category names', the facts' words): the catalogue's code imports the texts.",
      severity: "error",
      from: { path: "^src/i18n/", pathNot: CODE },
      to: { path: "^src/catalogue/", dependencyTypesNot: ["type-only"] },
    },
    room("src-catalogue", "src/catalogue imports src/i18n and src/scripts: never src/site, which is made of it.", "^src/catalogue/", ["^src/(catalogue|i18n|scripts)/"]),
    room("src-site", "src/site imports src/catalogue, src/i18n and src/scripts.", "^src/site/", ["^src/(site|catalogue|i18n|scripts)/"]),
    room("src-root", "src/'s root imports src/catalogue, src/site and src/i18n.", SRC_ROOT, ["^src/(catalogue|site|i18n)/", SRC_ROOT]),
    room("integrations", "integrations/ imports src/site, src/catalogue, src/i18n and server/hosting.", "^integrations/", [
      "^integrations/",
      "^src/(site|catalogue|i18n)/",
      "^server/hosting/",
    ]),
    room("sites", "sites/ imports src/site (the schema's types) only.", "^sites/", ["^sites/", "^src/site/"]),
    room("server", "server/ imports its own rooms, src/site and src/'s root: the hosts never load the catalogue.", "^server/[^/]+(?<!-command)\\.ts$", [
      "^server/",
      "^src/site/",
      SRC_ROOT,
    ]),
    room(
      "server-commands",
      "An operator's command of server/ (games-check-command.ts) reads a site's games as the build does: it imports src/catalogue too.",
      "^server/[^/]+-command\\.ts$",
      ["^server/", "^src/(site|catalogue)/", SRC_ROOT],
    ),
    room(
      "server-hosting",
      "server/hosting, which the Node server, nginx and Cloudflare share, imports src/site and src/'s root, and server/'s root for its types only (a rule of its own).",
      "^server/hosting/",
      ["^server/hosting/", "^server/[^/]+$", "^src/site/", SRC_ROOT],
    ),
    {
      name: "server-hosting-server-types",
      comment: "server/hosting imports only types of server/'s root (the Worker's settings): the hosts are made of the hosting, not the other way round.",
      severity: "error",
      from: { path: "^server/hosting/", pathNot: CODE },
      to: { path: "^server/[^/]+$", dependencyTypesNot: ["type-only"] },
    },
    room("server-messages", "server/messages imports server/'s root (health, log), server/hosting, src/site and src/'s root.", "^server/messages/", [
      "^server/(messages|hosting)/",
      "^server/[^/]+$",
      "^src/site/",
      SRC_ROOT,
    ]),
    room("e2e", "e2e/ imports scripts/, server/ and the root's configs.", "^e2e/", ["^(e2e|scripts|server)/"]),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.astro)/" },
    // Type-only imports are imports too (the i18n rule tells them apart); the aliases (`~/`) are tsconfig's.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
