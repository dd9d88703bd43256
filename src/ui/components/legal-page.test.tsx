import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LegalPage } from "#ui/components/legal-page.tsx";

afterEach(() => vi.useRealTimers());

const headings = [
  { depth: 2, slug: "1-introduction", text: "1. Introduction" },
  { depth: 3, slug: "a-detail", text: "A detail" },
  { depth: 2, slug: "2-changes", text: "2. Changes" },
];

describe("LegalPage", () => {
  it("lists the numbered sections, each linked to its heading, then the text", () => {
    render(
      <LegalPage title="Privacy Policy" locale="en" headings={headings}>
        <h2 id="1-introduction">1. Introduction</h2>
      </LegalPage>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy");
    const links = within(screen.getByRole("navigation", { name: "Sections" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["1. Introduction", "#1-introduction"],
      ["2. Changes", "#2-changes"],
    ]);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("1. Introduction");
  });

  it("is prerendered as last updated on the day of the build, marked for the visitor's date", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2027, 2, 5, 9, 30));
    render(<LegalPage title="Terms & Conditions" locale="en" headings={[]} />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent("Last updated: March 5, 2027");
    expect(screen.getByText("March 5, 2027")).toHaveAttribute("datetime", "2027-03-05");
    expect(screen.getByText("March 5, 2027")).toHaveAttribute("data-today");
  });
});
