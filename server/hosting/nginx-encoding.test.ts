import { describe, expect, it } from "vitest";
import { preferredEncodings } from "#server/hosting/hosting-rules.ts";
import {
  CODING_RULES,
  ORDER_VARIABLE,
  type RewriteRule,
  codingOrder,
  renderRules,
} from "#server/hosting/nginx-encoding.ts";

/**
 * CODING_RULES run the way nginx's rewrite module runs them at server level: `set` with `$name`/`${name}` in its
 * value, `if` with `=`, `~` or `~*`, a regex's named captures becoming variables (empty when their group took no
 * part). The rendered file itself is checked on a real nginx (the hosting checks, npm run deploy:check).
 */
function run(rules: readonly RewriteRule[], acceptEncoding: string | undefined): Record<string, string> {
  const variables: Record<string, string> = { http_accept_encoding: acceptEncoding ?? "" };
  const interpolate = (value: string) =>
    value.replace(
      /\$(?:\{(\w+)\}|(\w+))/g,
      (_, braced?: string, bare?: string) => variables[braced ?? bare ?? ""] ?? "",
    );
  for (const rule of rules) {
    if (!("if" in rule)) {
      variables[rule.set] = interpolate(rule.value);
      continue;
    }
    const subject = variables[rule.if.slice(1)] ?? "";
    let matched = subject === interpolate(rule.operand);
    if (rule.operator !== "=") {
      const match = new RegExp(rule.operand, rule.operator === "~*" ? "i" : "").exec(subject);
      matched = match !== null;
      for (const [name, value] of Object.entries(match?.groups ?? {})) variables[name] = value ?? "";
    }
    if (matched) for (const { set, value } of rule.then) variables[set] = interpolate(value);
  }
  return variables;
}

// Headers of up to four entries from these parts, the same every run.
function headers(count: number): string[] {
  let seed = 7;
  const pick = <T>(list: readonly T[]): T =>
    list[((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) >>> 16) % list.length] as T;
  const codings = ["br", "gzip", "identity", "*", "deflate", "zstd", "BR", "Gzip", "x-gzip", "gzipx", "br2"];
  const weights = [
    "",
    "",
    ";q=0",
    ";q=1",
    ";q=0.5",
    ";q=0.05",
    ";q=0.005",
    ";q=0.500",
    ";q=1.000",
    ";q=0.",
    ";Q=0.3",
    ";q=1.5",
    ";q=0.1234",
    "; q=0.7",
    " ;q=0.2",
    ";q=0.001",
    ";q=abc",
  ];
  const separators = [", ", ",", " , ", ",\t", ",,"];
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (pick([0, 1, 2, 3]) as number) }, () => pick(codings) + pick(weights)).join(
      pick(separators),
    ),
  );
}

describe("codingOrder", () => {
  it("names what nginx tries before the file itself", () => {
    expect(codingOrder(["br", "gzip", "identity"])).toBe("br-gzip");
    expect(codingOrder(["br", "identity", "gzip"])).toBe("br");
    expect(codingOrder(["gzip", "br"])).toBe("gzip-br");
    expect(codingOrder(["gzip", "identity", "br"])).toBe("gzip");
    expect(codingOrder(["identity", "br"])).toBe("identity");
    expect(codingOrder([])).toBe("identity");
  });
});

describe("CODING_RULES", () => {
  const cases = [
    undefined,
    "",
    "gzip, deflate, br, zstd",
    "br;q=0.5, gzip;q=1",
    "gzip;q=0.8, br;q=0.9",
    "br;q=0.500, gzip;q=0.5",
    "identity, gzip;q=0.5",
    "gzip;q=0.5, identity;q=0.5, br;q=0.4",
    "br;q=0, gzip",
    "br;Q=0, gzip",
    "*",
    "br;q=0, *",
    "*, gzip;q=0.2, br;q=0.1",
    "*;q=0",
    "gzip, *;q=0",
    "br;q=0, br",
    "br\t;\tq=0.3,\tgzip;q=0.4",
    ...headers(2000),
  ];

  it.each(cases.slice(0, 17))("choose the order of preferredEncodings for %j", (header) => {
    expect(run(CODING_RULES, header)[ORDER_VARIABLE]).toBe(codingOrder(preferredEncodings(header)));
  });

  it("agree with preferredEncodings on 2,000 more headers", () => {
    // Every order comes up among them.
    expect(new Set(cases.slice(17).map((header) => codingOrder(preferredEncodings(header)))).size).toBe(5);
    const disagreements = cases
      .slice(17)
      .filter((header) => run(CODING_RULES, header)[ORDER_VARIABLE] !== codingOrder(preferredEncodings(header)));
    expect(disagreements).toEqual([]);
  });

  it("render as nginx directives, with the regex escaped for nginx's quoted strings", () => {
    const lines = renderRules(CODING_RULES);
    expect(lines).toContain('set $site_ae_q "";');
    expect(lines.find((line) => line.startsWith("if ($http_accept_encoding ~* "))).toContain("[ \\\\t]*br[ \\\\t]*");
    expect(lines.at(-1)).toBe('if ($site_ae_state = "11111") { set $site_coding "br-gzip"; }');
  });
});
