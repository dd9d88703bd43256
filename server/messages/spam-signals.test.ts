// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type Signals, heldReasons } from "./spam-signals.ts";

const PERSON: Signals = {
  message: { name: "Aino Virtanen", email: "aino@example.com", message: "Hei! Löysin pelin https://fi.spinhaven.example/games/x, kiitos." },
  honeypot: false,
  fromScript: true,
  proof: "valid",
  otherSenders: 0,
};

describe("heldReasons", () => {
  it("holds nothing a person sends: with the script and its proof, or a plain form post without one", () => {
    expect(heldReasons(PERSON)).toEqual([]);
    expect(heldReasons({ ...PERSON, fromScript: false, proof: "none" })).toEqual([]);
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

  it("holds more than two links, and any link in the name", () => {
    const links = (count: number) => Array.from({ length: count }, (_, index) => (index % 2 ? `www.site${index}.example` : `https://site${index}.example/x`)).join(" and ");
    expect(heldReasons({ ...PERSON, message: { ...PERSON.message, message: links(2) } })).toEqual([]);
    expect(heldReasons({ ...PERSON, message: { ...PERSON.message, message: links(3) } })).toEqual(["links"]);
    expect(heldReasons({ ...PERSON, message: { ...PERSON.message, message: `HTTPS://A.EXAMPLE ${links(2)}` } })).toEqual(["links"]);
    expect(heldReasons({ ...PERSON, message: { ...PERSON.message, name: "Cheap pills http://x.example" } })).toEqual(["link-in-name"]);
  });

  it("gives every reason a message shows", () => {
    expect(heldReasons({ ...PERSON, honeypot: true, proof: "none", otherSenders: 5 })).toEqual(["honeypot", "no-proof", "repeated-text"]);
  });
});
