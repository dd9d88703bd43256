import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "#ui/components/site-footer.tsx";

afterEach(() => vi.useRealTimers());

// The footer's content is proven on every page in a browser (e2e/layout.spec.ts); what a browser
// test cannot see is the year written at build time, before the visitor's own replaces it.
describe("SiteFooter", () => {
  it("writes the build's year in the copyright line, marked for the visitor's own year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2031, 6, 1));
    render(<SiteFooter locale="en" />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031 SpinHaven. All rights reserved.");
    expect(screen.getByText("2031")).toHaveAttribute("data-current-year");
  });
});
