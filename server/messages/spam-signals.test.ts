// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  type Signals,
  DEFAULT_HOLD_BACK_SECONDS,
  heldForRepetitionAlone,
  heldReasons,
  holdBackFrom,
  linksIn,
  wordLength,
} from "#server/messages/spam-signals.ts";

const PERSON: Signals = {
  message: {
    name: "Aino Virtanen",
    email: "aino@example.com",
    message: "Hei! Löysin pelin https://fi.spinhaven.example/games/x, kiitos.",
  },
  honeypot: false,
  fromScript: true,
  proof: "valid",
  otherSenders: 0,
};

describe("heldReasons", () => {
  it("holds nothing a person sends with the script and its proof", () => {
    expect(heldReasons(PERSON)).toEqual([]);
  });

  it("holds a plain form post without a proof, as a robot's script posts it, named apart for the operator's report", () => {
    expect(heldReasons({ ...PERSON, fromScript: false, proof: "none" })).toEqual(["no-javascript"]);
  });

  it("holds a filled honeypot", () => {
    expect(heldReasons({ ...PERSON, honeypot: true })).toEqual(["honeypot"]);
  });

  it("holds what the script sent without a valid proof, and a form post that sends a bad one", () => {
    expect(heldReasons({ ...PERSON, proof: "none" })).toEqual(["no-proof"]);
    expect(heldReasons({ ...PERSON, proof: "invalid" })).toEqual(["invalid-proof"]);
    expect(heldReasons({ ...PERSON, proof: "expired" })).toEqual(["expired-proof"]);
    expect(heldReasons({ ...PERSON, proof: "replayed" })).toEqual(["replayed-proof"]);
    expect(heldReasons({ ...PERSON, fromScript: false, proof: "replayed" })).toEqual(["replayed-proof"]);
  });

  it("holds a text two other addresses sent in the last hour, not one", () => {
    expect(heldReasons({ ...PERSON, otherSenders: 1 })).toEqual([]);
    expect(heldReasons({ ...PERSON, otherSenders: 2 })).toEqual(["repeated-text"]);
  });

  it("never holds a text too short to be a template for being repeated, its length counted in the characters of its words", () => {
    const sent = (message: string) =>
      heldReasons({ ...PERSON, message: { ...PERSON.message, message }, otherSenders: 50 });
    for (const common of [
      "Hello",
      "Thank you!",
      "Kiitos paljon! 🙏",
      "Hei, kiitos nopeasta vastauksesta!",
      "Thank you!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
    ]) {
      expect(sent(common), common).toEqual([]);
    }
    expect(wordLength("Hei,   kiitos!!  ")).toBe("Hei kiitos".length);
    expect(sent("Get 500 free spins today! Best casino bonus, limited offer.")).toEqual(["repeated-text"]);
  });

  it("holds more than two links, and any link in the name", () => {
    const links = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        index % 2 ? `www.site${index}.example` : `https://site${index}.example/x`,
      ).join(" and ");
    expect(heldReasons({ ...PERSON, message: { ...PERSON.message, message: links(2) } })).toEqual([]);
    expect(heldReasons({ ...PERSON, message: { ...PERSON.message, message: links(3) } })).toEqual(["links"]);
    expect(
      heldReasons({ ...PERSON, message: { ...PERSON.message, message: `HTTPS://A.EXAMPLE ${links(2)}` } }),
    ).toEqual(["links"]);
    expect(heldReasons({ ...PERSON, message: { ...PERSON.message, name: "Cheap pills http://x.example" } })).toEqual([
      "link-in-name",
    ]);
  });

  it("counts each address once: its scheme and www. are one link, and the same address again is no other", () => {
    expect(linksIn("Apua saa täältä: https://www.peluuri.fi ja https://www.peliklinikka.fi.")).toBe(2);
    expect(linksIn("www.peluuri.fi, https://www.peluuri.fi/ and HTTP://peluuri.fi (the same)")).toBe(1);
    expect(
      heldReasons({
        ...PERSON,
        message: {
          ...PERSON.message,
          message: "Soitin https://www.peluuri.fi ja katsoin https://www.peliklinikka.fi/, kiitos!",
        },
      }),
    ).toEqual([]);
  });

  it("gives every reason a message shows", () => {
    expect(heldReasons({ ...PERSON, honeypot: true, proof: "none", otherSenders: 5 })).toEqual([
      "honeypot",
      "no-proof",
      "repeated-text",
    ]);
  });
});

describe("holdBackFrom (CONTACT_HOLD_BACK_SECONDS)", () => {
  it("gives the hold-back in milliseconds, by default a few minutes, 0 for none, and refuses anything but whole seconds within the repeated text's hour", () => {
    expect(holdBackFrom(undefined)).toBe(DEFAULT_HOLD_BACK_SECONDS * 1000);
    expect(holdBackFrom("")).toBe(DEFAULT_HOLD_BACK_SECONDS * 1000);
    expect(holdBackFrom("0")).toBe(0);
    expect(holdBackFrom("3600")).toBe(3_600_000);
    for (const bad of ["-1", "1.5", "3601", "five minutes"]) {
      expect(() => holdBackFrom(bad)).toThrow(
        `CONTACT_HOLD_BACK_SECONDS: expected a whole number of seconds from 0 to 3600, got "${bad}"`,
      );
    }
  });
});

describe("heldForRepetitionAlone", () => {
  it("is a message held for its repeated text and no other sign", () => {
    expect(heldForRepetitionAlone(["repeated-text"])).toBe(true);
    expect(heldForRepetitionAlone(["no-proof", "repeated-text"])).toBe(false);
    expect(heldForRepetitionAlone([])).toBe(false);
  });
});
