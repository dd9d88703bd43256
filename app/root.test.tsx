import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

// A routing failure: the route's loader throws, as a failed route module or data load would.
function renderFailing(thrown: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => null,
      loader: () => {
        throw thrown;
      },
      HydrateFallback: () => null,
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root ErrorBoundary", () => {
  it("shows the status of a routing failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(data(null, { status: 500, statusText: "Internal Server Error" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("500 Internal Server Error")).toBeInTheDocument();
  });

  it("shows the message of a thrown error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(new Error("The route module failed to load"));
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The route module failed to load")).toBeInTheDocument();
  });
});
