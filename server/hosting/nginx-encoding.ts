/**
 * nginx's choice of a file's compressed twin, made the way the Node server and the Worker make it
 * (preferredEncodings in hosting-rules.ts: q-values, `*`, identity). nginx's own modules cannot: gzip_static and
 * brotli_static each only look for their own coding without q=0, and brotli is asked first, so `br;q=0.5, gzip`
 * got brotli, `*` got no compression at all and `identity, gzip;q=0.5` got gzip. So the server block works out the
 * order with the rewrite module (CODING_RULES, the same decision as preferredEncodings, compared with it by
 * nginx-encoding.test.ts), and every location that answers with a file hands it (`$site_file`) to the internal
 * location of that order, where each module is off or `always`.
 */
import type { ContentCoding } from "#server/hosting/hosting-rules.ts";

/**
 * The orders nginx can follow, named by the codings tried before the file itself. Its brotli module always runs
 * before gzip's: "gzip-br" tries the gzip twin, and when the build wrote none, hands over to "br".
 */
export type CodingOrder = "br-gzip" | "br" | "gzip-br" | "gzip" | "identity";

export const CODING_ORDERS: readonly CodingOrder[] = ["br-gzip", "br", "gzip-br", "gzip", "identity"];

/** The order nginx follows for preferredEncodings' list: only what comes before identity matters, identity is always there. */
export function codingOrder(preferred: readonly ContentCoding[]): CodingOrder {
  const [first, second] = preferred;
  if (first === "br") return second === "gzip" ? "br-gzip" : "br";
  if (first === "gzip") return second === "br" ? "gzip-br" : "gzip";
  return "identity";
}

/** The variable CODING_RULES leave the order in, and the one a location puts its file's path in. */
export const ORDER_VARIABLE = "site_coding";
export const FILE_VARIABLE = "site_file";

/** The internal location that serves `$site_file` in an order. */
export const orderLocation = (order: CodingOrder | `$${string}`) => `/.coding/${order}`;

type Assignment = { set: string; value: string };
/** One directive of nginx's rewrite module at server level: `set`, or an `if` around `set`s. */
export type RewriteRule = Assignment | { if: string; operator: "=" | "~" | "~*"; operand: string; then: Assignment[] };

const set = (name: string, value: string): Assignment => ({ set: name, value });
const when = (variable: string, operator: "=" | "~" | "~*", operand: string, ...then: Assignment[]): RewriteRule => ({
  if: variable,
  operator,
  operand,
  then,
});

// An entry of Accept-Encoding naming `token`, as ACCEPT_ENCODING_ENTRY in hosting-rules.ts reads one: site_int is
// "0" for a q-value below 1, site_frac its decimals. A malformed entry does not match, so a later one can.
const entry = (token: string) =>
  `(?:^|,)[ \\t]*${token}[ \\t]*(?:;[ \\t]*q=(?:1(?:\\.0{0,3})?|(?<site_ae_int>0)(?:\\.(?<site_ae_frac>[0-9]{0,3}))?))?[ \\t]*(?:,|$)`;

// "a:b", two weights of four digits, with a > b: the same digits up to one where a's is the larger.
const GREATER = `^([0-9]*)(?:${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => `${digit}[0-9]*:\\1[0-${digit - 1}]`).join("|")})`;

const TOKENS = { br: "br", gzip: "gzip", identity: "identity", any: "\\*" } as const;

/**
 * The rules, in order. Each coding's q-value becomes a weight of four digits (q × 1000: "1000", "0500", "0000"
 * refused), "" when the header does not name it; the weight that counts is its own, else `*`'s, else "0000" (for
 * identity: acceptable, but after anything named). Comparing those picks the order: what preferredEncodings does.
 */
export const CODING_RULES: readonly RewriteRule[] = [
  ...Object.entries(TOKENS).flatMap(([name, token]) => [
    set("site_ae_q", ""),
    when("$http_accept_encoding", "~*", entry(token), set("site_ae_q", "=${site_ae_int}${site_ae_frac}000")),
    set(`site_ae_${name}`, ""),
    when("$site_ae_q", "=", "=000", set(`site_ae_${name}`, "1000")),
    when("$site_ae_q", "~", "^=(?<site_ae_weight>0[0-9]{3})", set(`site_ae_${name}`, "$site_ae_weight")),
  ]),
  ...(["br", "gzip", "identity"] as const).flatMap((name) => [
    set(`site_w_${name}`, `$site_ae_${name}`),
    when(`$site_w_${name}`, "=", "", set(`site_w_${name}`, "$site_ae_any")),
    when(`$site_w_${name}`, "=", "", set(`site_w_${name}`, "0000")),
  ]),
  ...(["br", "gzip"] as const).flatMap((name) => [
    set(`site_ok_${name}`, "1"),
    when(`$site_w_${name}`, "=", "0000", set(`site_ok_${name}`, "0")),
  ]),
  ...(
    [
      ["br", "gzip"],
      ["br", "identity"],
      ["gzip", "identity"],
    ] as const
  ).flatMap(([a, b]) => [
    // a >= b unless b > a.
    set("site_ae_pair", `$site_w_${b}:$site_w_${a}`),
    set(`site_ge_${a}_${b}`, "1"),
    when("$site_ae_pair", "~", GREATER, set(`site_ge_${a}_${b}`, "0")),
  ]),
  // Five flags: brotli acceptable, gzip acceptable, brotli >= gzip, brotli >= identity, gzip >= identity.
  set("site_ae_state", "$site_ok_br$site_ok_gzip$site_ge_br_gzip$site_ge_br_identity$site_ge_gzip_identity"),
  // From the least preferred to the most: a later match wins.
  set(ORDER_VARIABLE, "identity"),
  when("$site_ae_state", "~", "^.1..1$", set(ORDER_VARIABLE, "gzip")),
  when("$site_ae_state", "~", "^11.11$", set(ORDER_VARIABLE, "gzip-br")),
  when("$site_ae_state", "~", "^1.11.$", set(ORDER_VARIABLE, "br")),
  when("$site_ae_state", "=", "11111", set(ORDER_VARIABLE, "br-gzip")),
];

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;
const renderSet = ({ set: name, value }: Assignment) => `set $${name} ${quote(value)};`;

/** The rules as nginx directives, for a server block. */
export function renderRules(rules: readonly RewriteRule[]): string[] {
  return rules.map((rule) =>
    "if" in rule
      ? `if (${rule.if} ${rule.operator} ${quote(rule.operand)}) { ${rule.then.map(renderSet).join(" ")} }`
      : renderSet(rule),
  );
}

/** What each order's location turns on: brotli_static and gzip_static, each `always` or `off`. */
export function orderModules(order: CodingOrder): string[] {
  const brotli = order === "br" || order === "br-gzip";
  const gzip = order !== "br" && order !== "identity";
  return [`brotli_static ${brotli ? "always" : "off"};`, `gzip_static ${gzip ? "always" : "off"};`];
}
