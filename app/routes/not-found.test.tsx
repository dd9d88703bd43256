import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import NotFoundRoute, { meta } from "~/routes/not-found";

describe("NotFoundRoute", () => {
  it("says the page is missing and links home", () => {
    const Stub = createRoutesStub([{ path: "*", Component: NotFoundRoute }]);
    render(<Stub initialEntries={["/games/unknown"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("is titled Page Not Found and kept out of search indexes", () => {
    expect(meta()).toContainEqual({ title: "Page Not Found – SpinHaven" });
    expect(meta()).toContainEqual({ name: "robots", content: "noindex" });
  });
});
