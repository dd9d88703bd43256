/**
 * The nginx version of the hosting rules: a snippet to include inside a `server { }` block that
 * sets listen, server_name and root (the build/client folder). Generated at build time; never edited by hand.
 */
import { CHALLENGE_ENDPOINT, CONTACT_ENDPOINT, MAX_REQUEST_BYTES } from "#shared/contact-message.ts";
import { SORT } from "#shared/lobby-choice.ts";
import { PLAYS_ENDPOINT, POPULAR_ENDPOINT } from "#shared/plays.ts";
import {
  ALLOWED_METHODS,
  CACHE_CONTROL,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  HASHED_ASSETS_PREFIX,
} from "#server/hosting/hosting-rules.ts";
import {
  CODING_ORDERS,
  CODING_RULES,
  FILE_VARIABLE,
  ORDER_VARIABLE,
  orderLocation,
  orderModules,
  renderRules,
} from "#server/hosting/nginx-encoding.ts";
import {
  HEALTH_ENDPOINT,
  HIDDEN_EXTENSIONS,
  NOT_FOUND_FILE,
  type Page,
  SERVER_ERROR_FILE,
  orderedPagesOf,
  redirectSources,
} from "#server/hosting/route-table.ts";
import type { SecurityHeaders } from "#server/hosting/security-headers.ts";

/** The upstream, defined beside the server block, that serves the contact endpoint: the Node server. */
export const CONTACT_UPSTREAM = "site_contact";

/** `contact`: the site delivers contact messages, so its endpoint is passed to the Node server. */
export type NginxInput = {
  pages: readonly Page[];
  languageFolders: readonly string[];
  headers: SecurityHeaders;
  contact: boolean;
  /** Whether the site counts plays, which the Node server does (server/plays/). */
  plays?: boolean;
};

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The content types of hosting-rules.ts as nginx's `types`, in place of the system's mime.types, and `charset_types`
 * for those that carry `charset=utf-8` (nginx's `charset utf-8` adds it), so nginx sends what every host sends.
 */
function contentTypeLines(): string[] {
  const byType = new Map<string, string[]>();
  const withCharset = new Set<string>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const [type = "", ...parameters] = contentType.split(";").map((part) => part.trim());
    if (parameters.some((parameter) => parameter !== "charset=utf-8"))
      throw new Error(`nginx cannot send ${contentType}`);
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
    // text/html always has it.
    if (parameters.length > 0 && type !== "text/html") withCharset.add(type);
  }
  return [
    "types {",
    ...[...byType].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`),
    "}",
    `default_type ${DEFAULT_CONTENT_TYPE};`,
    `charset_types ${[...withCharset].join(" ")};`,
  ];
}

/**
 * A location that answers with a file: it names the file (and what differs from the server's defaults: its caching,
 * its language's error pages) and hands it to the internal location of the request's coding order, which sends it.
 */
function handOver(
  match: string,
  file: string,
  {
    internal = false,
    set = {},
    first = [],
    more = [],
  }: { internal?: boolean; set?: Record<string, string>; first?: string[]; more?: string[] } = {},
): string {
  const lines = [
    ...(internal ? ["internal;"] : []),
    ...first,
    ...Object.entries(set).map(([name, value]) => `set $${name} ${quote(value)};`),
    `set $${FILE_VARIABLE} ${quote(file)};`,
    `rewrite ^ ${orderLocation(`$${ORDER_VARIABLE}`)} last;`,
    ...more,
  ];
  return [`location ${match} {`, ...lines.map((line) => `    ${line}`), "}"].join("\n");
}

/** A location the Node server answers, with its own headers. */
function toNodeServer(match: string, more: string[]): string {
  return [
    `location ${match} {`,
    // An add_header of its own, even an empty one, keeps the server's headers off the Node server's answer.
    "    add_header Allow $site_allow always;",
    ...more.map((line) => `    ${line}`),
    "    proxy_set_header Host $http_host;",
    "    proxy_set_header X-Real-IP $remote_addr;",
    "    proxy_set_header X-Forwarded-For $remote_addr;",
    "    proxy_intercept_errors off;",
    `    proxy_pass http://${CONTACT_UPSTREAM};`,
    "}",
  ].join("\n");
}

export function nginxConfig({ pages, languageFolders, headers, contact, plays = false }: NginxInput): string {
  // The headers a page has and the build's other files have not, or not alike, are variables: a page's values by
  // default, re-set at every internal redirect (an error page), and a file's in the locations that send files.
  const differing = Object.keys(headers.page).filter((name) => headers.file[name] !== headers.page[name]);
  const variable = (name: string) => `site_header_${name.toLowerCase().replace(/-/g, "_")}`;
  const valuesOf = (kind: keyof SecurityHeaders) =>
    Object.fromEntries(differing.map((name) => [variable(name), headers[kind][name] ?? ""]));
  const files = { set: valuesOf("file") };
  // A location with its own add_header drops the server's, so every block carries the full set.
  const headerLines = (cacheControl?: string) =>
    [
      ...Object.entries(headers.page).map(([name, value]) =>
        differing.includes(name)
          ? `add_header ${name} $${variable(name)} always;`
          : `add_header ${name} ${quote(value)} always;`,
      ),
      ...(cacheControl ? [`add_header Cache-Control ${quote(cacheControl)} always;`] : []),
    ].map((line) => `    ${line}`);
  const block = (match: string, body: string[], cacheControl?: string) =>
    [`location ${match} {`, ...headerLines(cacheControl), ...body.map((line) => `    ${line}`), "}"].join("\n");

  const ordered = orderedPagesOf(pages);
  const hidden = [...HIDDEN_EXTENSIONS.map((extension) => `${escapeRegex(extension)}$`), "/\\."].join("|");

  return [
    "# Generated by the build from the route table and server/hosting/hosting-rules.ts and server/hosting/security-headers.ts: do not edit.",
    "# Include inside a server block that sets listen, server_name and root (the build/client folder).",
    "# Needs nginx's gzip_static module and brotli_static (Debian: libnginx-mod-http-brotli-static).",
    "server_tokens off;",
    "absolute_redirect off;",
    "charset utf-8;",
    "gzip_static on;",
    "brotli_static on;",
    "gzip_vary on;",
    `error_page 404 ${NOT_FOUND_FILE};`,
    `error_page 500 502 503 504 ${SERVER_ERROR_FILE};`,
    ...contentTypeLines(),
    "",
    "# Answers decided before any location: other methods get 405 with Allow (empty values add no header).",
    'set $site_allow "";',
    'set $site_method_ok "";',
    `if ($request_method ~ ^(${ALLOWED_METHODS.join("|")})$) {`,
    '    set $site_method_ok "yes";',
    "}",
    ...[...(contact ? [CONTACT_ENDPOINT] : []), ...(plays ? [PLAYS_ENDPOINT] : [])].flatMap((endpoint) => [
      `if ($uri = ${endpoint}) {`,
      '    set $site_method_ok "yes";',
      "}",
    ]),
    'if ($site_method_ok = "") {',
    `    set $site_allow ${quote(ALLOWED_METHODS.join(", "))};`,
    "    return 405;",
    "}",
    "add_header Allow $site_allow always;",
    // Answers made before any location is chosen (a malformed request's 400, the 405 above) get these as they are.
    ...Object.entries(headers.page).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    ...Object.entries(valuesOf("page")).map(([name, value]) => `set $${name} ${quote(value)};`),
    "",
    "# Which twin of a file to send: the codings by the q-values of Accept-Encoding, as the Node server chooses",
    `# (server/hosting/nginx-encoding.ts), left in $${ORDER_VARIABLE}; and what a location that answers with a file may change.`,
    ...renderRules(CODING_RULES),
    `set $${FILE_VARIABLE} "";`,
    `set $site_cache_control ${quote(CACHE_CONTROL.revalidate)};`,
    `set $site_not_found ${NOT_FOUND_FILE};`,
    `set $site_server_error ${SERVER_ERROR_FILE};`,
    "",
    ...(contact
      ? [
          `# Contact messages, their proof-of-work challenges and the health check go to the Node server (npm run serve),`,
          `# which stores and forwards messages, reads their delivery and adds its own headers; define it in the http block:`,
          `# upstream ${CONTACT_UPSTREAM} { server 127.0.0.1:3000; }`,
          // Past the endpoint's own limit: a body past it still reaches the endpoint, whose refusal gives the form back
          // filled in, where nginx's would be a page of its own. Held in memory whole, never written to a temporary
          // file: a visitor's message is kept by the endpoint alone (and nginx's worker may not write that folder).
          toNodeServer(`= ${CONTACT_ENDPOINT}`, [
            `client_max_body_size ${MAX_REQUEST_BYTES / 1024}k;`,
            `client_body_buffer_size ${MAX_REQUEST_BYTES / 1024}k;`,
          ]),
          toNodeServer(`= ${CHALLENGE_ENDPOINT}`, []),
          toNodeServer(`= ${HEALTH_ENDPOINT}`, []),
          "",
        ]
      : [
          "# The health check of a site that only serves files: nginx answers that it does. Its details (the site and",
          "# build, for HEALTH_TOKEN) come from the Node server and the Worker.",
          block(
            `= ${HEALTH_ENDPOINT}`,
            ["default_type application/health+json;", `return 200 '${JSON.stringify({ status: "pass" })}\\n';`],
            "no-store",
          ),
          "",
        ]),
    ...(plays
      ? [
          "# Plays go to the Node server (npm run serve), which counts them and tells the week's popular games;",
          `# define it in the http block: upstream ${CONTACT_UPSTREAM} { server 127.0.0.1:3000; }`,
          toNodeServer(`= ${PLAYS_ENDPOINT}`, [`client_max_body_size 1k;`]),
          toNodeServer(`= ${POPULAR_ENDPOINT}`, []),
          "",
        ]
      : []),
    "# Each page is its prerendered file; its other spellings redirect to it, and so does the same page of the lobby",
    `# asked for in an order of its own (?${SORT}=rtp: /games/by/rtp).`,
    ...pages.flatMap(({ path, file }) => [
      handOver(`= ${path}`, file, {
        first: [...(ordered.get(path) ?? [])].flatMap(([order, target]) => [
          `if ($arg_${SORT} = ${quote(order)}) {`,
          `    return 301 ${target}$is_args$args;`,
          "}",
        ]),
      }),
      ...redirectSources(path).map((source) => block(`= ${source}`, [`return 301 ${path}$is_args$args;`])),
    ]),
    "",
    "# The error pages, only as errors: error_page keeps the status.",
    handOver(`= ${NOT_FOUND_FILE}`, NOT_FOUND_FILE, { internal: true }),
    handOver(`= ${SERVER_ERROR_FILE}`, SERVER_ERROR_FILE, { internal: true }),
    "",
    `# Each order of codings sends $${FILE_VARIABLE}: brotli_static (asked first), gzip_static, then the file itself.`,
    ...CODING_ORDERS.map((order) =>
      block(
        `= ${orderLocation(order)}`,
        [
          "internal;",
          ...orderModules(order),
          "gzip_vary off;",
          "add_header Vary Accept-Encoding always;",
          "error_page 404 $site_not_found;",
          "error_page 500 502 503 504 $site_server_error;",
          // The build writes a twin only where it is smaller: without a .gz, brotli comes next.
          ...(order === "gzip-br"
            ? [`if (!-f $document_root$${FILE_VARIABLE}.gz) {`, `    rewrite ^ ${orderLocation("br")} last;`, "}"]
            : []),
          `try_files $${FILE_VARIABLE} =404;`,
        ],
        "$site_cache_control",
      ),
    ),
    "",
    "# Raw HTML, pre-compressed twins and dotfiles are never answered directly.",
    block(`~ (?:${hidden})`, ["return 404;"]),
    "",
    handOver(HASHED_ASSETS_PREFIX, "$uri", { set: { ...files.set, site_cache_control: CACHE_CONTROL.hashed } }),
    "",
    "# An unknown path under another language's folder gets that language's error pages, and so do its hidden files:",
    "# a regex location inside the folder's is tried before the server's.",
    ...languageFolders.flatMap((folder) => [
      handOver(folder, "$uri", {
        set: { ...files.set, site_not_found: `${folder}404.html`, site_server_error: `${folder}500.html` },
        more: [
          `error_page 404 ${folder}404.html;`,
          `error_page 500 502 503 504 ${folder}500.html;`,
          `location ~ (?:${hidden}) {`,
          "    return 404;",
          "}",
        ],
      }),
      // Asked for directly, they are hidden files of the folder too.
      handOver(`= ${folder}404.html`, `${folder}404.html`, {
        internal: true,
        more: [`error_page 404 ${folder}404.html;`],
      }),
      handOver(`= ${folder}500.html`, `${folder}500.html`, {
        internal: true,
        more: [`error_page 404 ${folder}404.html;`],
      }),
    ]),
    handOver("/", "$uri", files),
    "",
  ].join("\n");
}
