import { describe, expect, it } from "vitest";
import { checkRule, launcherUrl, parseStudios, studios } from "#build/catalogue/studios.ts";

/** The lines of the error a list of studios gives; none if it is valid. */
function problems(value: unknown): string[] {
  try {
    parseStudios(value, "studios.json", studios());
  } catch (error) {
    return (error as Error).message.split("\n");
  }
  return [];
}

const own = {
  id: "local",
  name: "Local",
  launcher: "https://games.example/{id}?lang={lang}&lobby={lobby}",
  languages: { default: "en", fi: "fi-FI" },
};

describe("the registry of studios", () => {
  it("holds Play'n GO, Pragmatic Play and BGaming, each naming the public source of its games", () => {
    expect(studios().map((studio) => [studio.id, studio.name])).toEqual([
      ["playngo", "Play'n GO"],
      ["pragmatic-play", "Pragmatic Play"],
      ["bgaming", "BGaming"],
    ]);
    for (const studio of studios()) expect(studio.source?.url, studio.id).toMatch(/^https:\/\/github\.com\//);
  });

  it("checks a game only by a rule whose public evidence it names, at a commit, and has none for Play'n GO", () => {
    const checks = Object.fromEntries(studios().map((studio) => [studio.id, studio.check]));
    expect(checks).toEqual({
      playngo: undefined,
      "pragmatic-play": { status: 200, query: "symbol={id}&mgckey", evidence: expect.any(Object) },
      bgaming: { status: 200, query: "play_token", evidence: expect.any(Object) },
    });
    for (const check of Object.values(checks).filter((check) => check !== undefined)) {
      expect(check.evidence?.url).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\/\S+$/);
    }
  });

  it("gives games:check each game's rule with its placeholders filled, and none for a studio without one", () => {
    const [playngo, pragmatic] = studios();
    if (!playngo || !pragmatic) throw new Error("no studios");
    expect(checkRule(playngo, { launchId: "moonprincess" }, "fi", "https://x.example/")).toBeUndefined();
    expect(checkRule(pragmatic, { launchId: "vs20olympgate" }, "fi", "https://x.example/")).toEqual({
      status: 200,
      query: "symbol=vs20olympgate&mgckey",
    });
  });

  it("launches Play'n GO's games exactly as before, on the game's own host where it has one", () => {
    const [playngo] = studios();
    if (!playngo) throw new Error("no Play'n GO");
    expect(launcherUrl(playngo, { launchId: "moonprincess" }, "fi", "https://x.example/")).toBe(
      "https://asccw.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=moonprincess&lang=fi_FI&practice=1&channel=desktop&demo=2",
    );
    expect(
      launcherUrl(playngo, { launchId: "sobekspin", host: "released.playngonetwork.com" }, "en", "https://x.example/"),
    ).toBe(
      "https://released.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=sobekspin&lang=en_GB&practice=1&channel=desktop&demo=2",
    );
  });

  it("fills each placeholder URL-encoded, a language without its own code taking the default", () => {
    const [studio] = parseStudios([own], "own");
    if (!studio) throw new Error("no studio");
    expect(launcherUrl(studio, { launchId: "a b&c" }, "en", "https://x.example/en?q=1")).toBe(
      "https://games.example/a%20b%26c?lang=en&lobby=https%3A%2F%2Fx.example%2Fen%3Fq%3D1",
    );
    expect(launcherUrl(studio, { launchId: "g" }, "fi", "https://x.example/")).toContain("?lang=fi-FI&");
    expect(studio.check).toBeUndefined();
    const [checked] = parseStudios(
      [{ ...own, check: { query: "game={id}&back={lobby}&session", contains: '"game":"{id}","lang":"{lang}"' } }],
      "own",
    );
    if (!checked) throw new Error("no studio");
    expect(checkRule(checked, { launchId: "g&1" }, "fi", "https://x.example/")).toEqual({
      status: 200,
      query: "game=g%261&back=https%3A%2F%2Fx.example%2F&session",
      contains: '"game":"g&1","lang":"fi-FI"',
    });
  });
});

describe("a studio the schema refuses", () => {
  it("names the studio, the field, what was expected and what was found", () => {
    expect(problems([{ ...own, launcher: "http://games.example/{id}" }])).toEqual([
      expect.stringMatching(
        /^studios\.json: \[0\] "local": launcher: expected an https address with \{id\} and no placeholder but \{id\}, \{lang\}, \{lobby\}, \{host\}, \{channel\}, got "http:\/\/games\.example\/\{id\}"$/,
      ),
    ]);
    expect(problems([{ ...own, launcher: "https://games.example/play" }])[0]).toMatch(
      /launcher: expected an https address with \{id\}/,
    );
    expect(problems([{ ...own, launcher: "https://games.example/{id}?s={session}" }])[0]).toMatch(
      /launcher: expected an https address with \{id\} and no placeholder but/,
    );
    expect(problems([{ ...own, launcher: "https://{host}/{id}" }])).toEqual([
      'studios.json: [0] "local": host: required: the launcher has {host}',
    ]);
    expect(problems([{ ...own, id: "Local Games" }])[0]).toMatch(
      /^studios\.json: \[0\] "Local Games": id: expected a slug/,
    );
    expect(problems([{ ...own, languages: { fi: "fi" } }])).toEqual([
      'studios.json: [0] "local": languages.default: required',
    ]);
    expect(problems([{ ...own, languages: { default: "en", sv: "sv" } }])[0]).toMatch(/languages/);
    expect(problems([{ ...own, check: { status: 99 } }])).toEqual([
      'studios.json: [0] "local": check.status: expected an HTTP status such as 200, got 99',
    ]);
    expect(problems([{ ...own, check: { query: "?mgckey" } }])).toEqual([
      'studios.json: [0] "local": check.query: expected the parameters of a query, each with or without a value, such as symbol={id}&mgckey, got "?mgckey"',
    ]);
    expect(problems([{ ...own, check: { query: "mgckey", evidence: { name: "a page" } } }])).toEqual([
      'studios.json: [0] "local": check.evidence.url: required',
    ]);
    expect(problems([{ ...own, key: "x" }])[0]).toMatch(
      /^studios\.json: \[0\] "local": key: unknown field \(the fields are id, name, launcher,/,
    );
  });

  it("refuses a placeholder anywhere but the path and the query, or {host} as the whole host, naming the studio and the template", () => {
    const PLACES = "expected placeholders only in the path and the query, and {host} only as the whole host";
    const host = { host: "cdn.example" };
    expect(problems([{ ...own, launcher: "https://{id}.cdn.example/p" }])).toEqual([
      `studios.json: [0] "local": launcher: ${PLACES}, got "https://{id}.cdn.example/p"`,
    ]);
    expect(problems([{ ...own, launcher: "https://{lobby}/?g={id}" }])).toEqual([
      `studios.json: [0] "local": launcher: ${PLACES}, got "https://{lobby}/?g={id}"`,
    ]);
    expect(problems([{ ...own, ...host, launcher: "https://{host}.example/{id}" }])).toEqual([
      `studios.json: [0] "local": launcher: ${PLACES}, got "https://{host}.example/{id}"`,
    ]);
    expect(problems([{ ...own, launcher: "https://{lang}@games.example/{id}" }])).toEqual([
      `studios.json: [0] "local": launcher: ${PLACES}, got "https://{lang}@games.example/{id}"`,
    ]);
    expect(problems([{ ...own, launcher: "https://games.example/play#{id}" }])).toEqual([
      `studios.json: [0] "local": launcher: ${PLACES}, got "https://games.example/play#{id}"`,
    ]);
    expect(
      problems([
        { ...own, ...host, launcher: "https://{host}/casino/ContainerLauncher?gid={id}&lang={lang}" },
        { ...own, ...host, id: "local-2", launcher: "https://{host}:8443/play/{id}" },
      ]),
    ).toEqual([]);
  });

  it("fills {host} only with a host name that an address keeps as written", () => {
    const withHost = (value: string) => problems([{ ...own, launcher: "https://{host}/{id}", host: value }]);
    expect(withHost("games.example")).toEqual([]);
    for (const value of [
      "games.example/evil",
      "evil.example:80",
      "-games.example",
      "games..example",
      "1.2.3.999",
      "0x7f.1",
      "Games.example",
    ]) {
      expect(withHost(value), value).toEqual([
        `studios.json: [0] "local": host: expected a host name such as asccw.playngonetwork.com, got ${JSON.stringify(value)}`,
      ]);
    }
  });

  it("takes a launcher of the tests' own on localhost over http", () => {
    expect(
      problems([
        { ...own, launcher: "http://127.0.0.1:8080/play/{id}" },
        { ...own, id: "local-2", launcher: "http://localhost/{id}" },
      ]),
    ).toEqual([]);
  });

  it("names both studios of a repeated id, and a studio the registry has already", () => {
    expect(problems([own, { ...own, name: "Local again" }])).toEqual([
      'studios.json: [1] "local": id: [0] "local" has the same id',
    ]);
    expect(problems([{ ...own, id: "bgaming" }])).toEqual([
      'studios.json: [0] "bgaming": id: "bgaming" is a studio of src/build/catalogue/studios.json already',
    ]);
  });
});
