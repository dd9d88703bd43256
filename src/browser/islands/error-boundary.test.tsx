import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "#browser/islands/error-boundary.tsx";
import { en } from "#shared/i18n/en.ts";

function Broken(): never {
  throw new Error("The launcher data is corrupt");
}

describe("ErrorBoundary", () => {
  it("shows its children while they work", () => {
    render(
      <ErrorBoundary text={en.error}>
        <p>Playing</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Playing")).toBeInTheDocument();
  });

  it("puts the fallback screen with the error's message in place of a child that throws, and no stack", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary text={en.error}>
        <Broken />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Unexpected Application Error!");
    expect(alert).toHaveTextContent("The launcher data is corrupt");
    expect(alert).not.toHaveTextContent("at Broken");
  });
});
