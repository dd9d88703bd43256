import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NavLinks } from "~/components/nav-links";

const renderAt = (path: string) => render(<NavLinks layout="row" currentPath={path} />);

describe("NavLinks", () => {
  it("lists the four links of the header, in order, with their targets", () => {
    renderAt("/");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms & Conditions", "/terms-and-conditions"],
    ]);
  });

  it.each([
    ["/", "Home"],
    ["/contact", "Contact Us"],
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-and-conditions", "Terms & Conditions"],
  ])("marks only the active link on %s", (path, label) => {
    renderAt(path);
    const current = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([label]);
    expect(current[0]).toHaveClass("text-brand-300");
  });

  it.each(["/games/fire-joker", "/404"])("marks no link on %s", (path) => {
    renderAt(path);
    expect(screen.getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toEqual([]);
  });
});
