import { describe, expect, it } from "vitest";
import { listingPagePath, unorderedPage } from "#shared/listing-paths.ts";

describe("a listing's paths", () => {
  it("puts page N under page/N and an order under by/<order>", () => {
    expect(listingPagePath("/games", 1)).toBe("/games");
    expect(listingPagePath("/games", 4)).toBe("/games/page/4");
    expect(listingPagePath("/en/games/slots", 1, "rtp")).toBe("/en/games/slots/by/rtp");
    expect(listingPagePath("/games/studios/bgaming", 2, "max-win")).toBe("/games/studios/bgaming/by/max-win/page/2");
  });

  it("reads an ordered page back as the same page A to Z and its order", () => {
    for (const [path, page, order] of [
      ["/games", 1, "rtp"],
      ["/en/games", 13, "new"],
      ["/games/studios/playngo", 2, "max-win"],
    ] as const)
      expect(unorderedPage(listingPagePath(path, page, order))).toEqual({ path: listingPagePath(path, page), order });
  });

  it("reads no order in a path that has none", () => {
    for (const path of ["/games", "/games/page/2", "/games/by", "/by/rtp", "/games/by/rtp/page/x", "/games/by/RTP"])
      expect(unorderedPage(path), path).toBeUndefined();
  });
});
