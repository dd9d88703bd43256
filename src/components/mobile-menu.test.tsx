import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "~/components/mobile-menu";

// The popover's behaviour (toggle, Escape, focus, closing on navigation) is the browser's: e2e/ tests it.
describe("MobileMenu", () => {
  it("is a button that opens the navigation as a popover, which it names and controls", () => {
    const { container } = render(<MobileMenu currentPath="/contact" />);
    const button = container.querySelector("button");
    expect(button).toHaveAttribute("popovertarget", "mobile-menu");
    expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    expect(button).toHaveTextContent("Open menuClose menu");
    const panel = container.querySelector("#mobile-menu");
    expect(panel?.tagName).toBe("NAV");
    expect(panel).toHaveAttribute("popover", "auto");
    expect(panel).toHaveAttribute("aria-label", "Main");
  });

  it("marks the current page's link", () => {
    const { container } = render(<MobileMenu currentPath="/contact" />);
    const current = container.querySelectorAll("#mobile-menu a[aria-current=page]");
    expect([...current].map((link) => link.textContent)).toEqual(["Contact Us"]);
  });
});
