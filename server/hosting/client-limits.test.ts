import { describe, expect, it } from "vitest";
import { CLIENT_LIMITS, clientLimitsFrom } from "#server/hosting/client-limits.ts";

describe("clientLimitsFrom", () => {
  it("gives headers 10 s, a whole request 30 s and an idle connection 5 s unless the environment says otherwise", () => {
    expect(CLIENT_LIMITS).toEqual({ headersSeconds: 10, requestSeconds: 30, idleSeconds: 5 });
    expect(clientLimitsFrom({})).toEqual(CLIENT_LIMITS);
    expect(
      clientLimitsFrom({ CLIENT_HEADERS_SECONDS: "1", CLIENT_REQUEST_SECONDS: "2.5", CLIENT_IDLE_SECONDS: "" }),
    ).toEqual({
      headersSeconds: 1,
      requestSeconds: 2.5,
      idleSeconds: 5,
    });
  });

  it("names the variable that is not a positive number, and headers that would outlast the request", () => {
    expect(() => clientLimitsFrom({ CLIENT_IDLE_SECONDS: "0" })).toThrow(
      'CLIENT_IDLE_SECONDS: expected a positive number of seconds, got "0"',
    );
    expect(() => clientLimitsFrom({ CLIENT_REQUEST_SECONDS: "soon" })).toThrow(
      'CLIENT_REQUEST_SECONDS: expected a positive number of seconds, got "soon"',
    );
    expect(() => clientLimitsFrom({ CLIENT_HEADERS_SECONDS: "40" })).toThrow(
      "CLIENT_HEADERS_SECONDS (40) must not exceed CLIENT_REQUEST_SECONDS (30)",
    );
  });
});
