import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "~/components/not-found-page";

describe("NotFoundPage", () => {
  it("says the page is missing and links home", () => {
    render(<NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
