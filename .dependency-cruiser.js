// The rooms of docs/development.md ("Rooms") as dependency-cruiser's rules, checked by `npm run lint`. Two kinds:
// a room's rule names the rooms its modules may import directly; a `reachable` rule follows every path, so that no
// module shipped to the browser, and no part of the hosts, reaches the build's code through others. Tests may import
// what their code does, and scripts/ (their fixtures), so the rules are of the code's own modules.
// dependency-cruiser reads TypeScript and TSX; the .astro and .mdx files' imports are outside its reach.

/** A module of the code, not a test or a test's fixture. */
const CODE = "\\.(test|fixture)\\.tsx?$";

/** The project's own folders: an import of anything else (a package, Node's modules) is always allowed. */
const PROJECT = "^(src|server|integrations|sites|scripts|e2e|deploy)/";

/** The build's code, and what only the build renders or runs. */
const BUILD_ONLY = "^(src/(build|ui|pages)|integrations|sites|scripts)/";

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
      comment:
        "A module imports itself back through others: one of them belongs in another room, or the shared part in a module of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that leads nowhere: a mistyped path, or a room missing from package.json's imports.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, path: "^[#.]" },
    },
    {
      name: "browser-reaches-build",
      comment:
        "What ships to the browser reaches the build's code (the site file, the catalogue) by some path: it would be bundled into the visitor's script.",
      severity: "error",
      from: { path: "^src/browser/", pathNot: CODE },
      to: { path: `${BUILD_ONLY}|^server/`, reachable: true },
    },
    {
      name: "host-reaches-build",
      comment:
        "A host (the Node server, the Worker, their hosting and messages) reaches the build's code by some path: the hosts read the build's output, never the site file or the catalogue.",
      severity: "error",
      from: { path: "^server/(?!commands/)", pathNot: CODE },
      to: { path: BUILD_ONLY, reachable: true },
    },
    room("shared", "src/shared runs in the browser and at build: it imports src/shared only.", "^src/shared/", [
      "^src/shared/",
    ]),
    room("browser", "src/browser runs in the browser: it imports src/browser and src/shared.", "^src/browser/", [
      "^src/(browser|shared)/",
    ]),
    room("build", "src/build runs at build: it imports src/build and src/shared.", "^src/build/", [
      "^src/(build|shared)/",
    ]),
    room(
      "ui",
      "src/ui is rendered at build: it imports src/ui, src/browser (the islands and the constants their scripts share), src/shared and src/build.",
      "^src/ui/",
      ["^src/(ui|browser|shared|build)/"],
    ),
    room("pages", "src/pages imports any room of src/ and nothing outside it.", "^src/pages/", ["^src/"]),
    room(
      "integrations",
      "integrations/ runs at build: it imports src/build, src/shared and server/hosting.",
      "^integrations/",
      ["^integrations/", "^src/(build|shared)/", "^server/hosting/"],
    ),
    room("sites", "sites/ imports src/build/site (the schema's types) only.", "^sites/", [
      "^sites/",
      "^src/build/site/",
    ]),
    room(
      "server",
      "server/ (the hosts) imports server/ and src/shared; never the operator's commands.",
      "^server/(?!commands/)",
      ["^server/(?!commands/)", "^src/shared/"],
    ),
    room(
      "server-commands",
      "server/commands, the operator's commands, import server/, src/shared and src/build: they read a site file and its games as the build does.",
      "^server/commands/",
      ["^server/", "^src/(build|shared)/"],
    ),
    room("e2e", "e2e/ imports scripts/, server/ and itself.", "^e2e/", ["^(e2e|scripts|server)/"]),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.astro)/" },
    // Type-only imports are imports too: a type the browser's code needs lives in a room it may reach.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
