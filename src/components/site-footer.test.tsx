import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "~/components/site-footer";

afterEach(() => vi.useRealTimers());

const renderFooter = () => render(<SiteFooter />);

describe("SiteFooter", () => {
  it("holds the tagline, the Navigation and Legal groups and the support address", () => {
    renderFooter();
    expect(screen.getByText("Free-to-play social games, made purely for fun.")).toBeInTheDocument();
    const navigation = screen.getByRole("navigation", { name: "Navigation" });
    expect(within(navigation).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(navigation).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/privacy-policy",
      "/terms-and-conditions",
    ]);
    expect(screen.getByRole("link", { name: "support@spinhaven.example" })).toHaveAttribute(
      "href",
      "mailto:support@spinhaven.example",
    );
  });

  it("writes the build's year in the copyright line, marked for the visitor's own year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2031, 6, 1));
    renderFooter();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031 SpinHaven. All rights reserved.");
    expect(screen.getByText("2031")).toHaveAttribute("data-current-year");
  });
});
