import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, data, Link } from "react-router";
import { describe, expect, it, vi } from "vitest";
import App, { ErrorBoundary } from "~/root";

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

function Page({ to }: { to: string }) {
  return (
    <main id="main-content" tabIndex={-1}>
      <Link to={to}>Go</Link>
    </main>
  );
}

describe("App", () => {
  it("moves focus to the page content after a client-side navigation, not on first load", async () => {
    const Stub = createRoutesStub([
      {
        Component: App,
        children: [
          { path: "/", Component: () => <Page to="/contact" /> },
          { path: "/contact", Component: () => <Page to="/" /> },
        ],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(document.body).toHaveFocus();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Go" }));
    expect(screen.getByRole("main")).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Go" }));
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
