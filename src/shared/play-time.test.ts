import { describe, expect, it } from "vitest";
import { en } from "#shared/i18n/en.ts";
import { fi } from "#shared/i18n/fi.ts";
import { playedFor } from "#shared/play-time.ts";

describe("how long the reminder says the visitor has played", () => {
  it("in English, in whole hours and minutes", () => {
    const said = (minutes: number) => playedFor(minutes, en.playReminder.duration, "en");
    expect(said(60)).toBe("You have been playing for 1 hour");
    expect(said(120)).toBe("You have been playing for 2 hours");
    expect(said(90.9)).toBe("You have been playing for 1 hour and 30 minutes");
    expect(said(61)).toBe("You have been playing for 1 hour and 1 minute");
    expect(said(45)).toBe("You have been playing for 45 minutes");
    expect(said(0.5)).toBe("You have been playing for 0 minutes");
  });

  it("in Finnish, in the forms Finnish takes after a number", () => {
    const said = (minutes: number) => playedFor(minutes, fi.playReminder.duration, "fi");
    expect(said(60)).toBe("Olet pelannut 1 tunnin");
    expect(said(120)).toBe("Olet pelannut 2 tuntia");
    expect(said(121)).toBe("Olet pelannut 2 tuntia ja 1 minuutin");
    expect(said(15)).toBe("Olet pelannut 15 minuuttia");
  });
});
