import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "~/components/mobile-menu";

function renderMenu() {
  const Stub = createRoutesStub([
    { path: "/", Component: MobileMenu },
    { path: "/contact", Component: MobileMenu },
    { path: "/privacy-policy", Component: MobileMenu },
    { path: "/terms-and-conditions", Component: MobileMenu },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return userEvent.setup();
}

const menuButton = (name: "Open menu" | "Close menu") => screen.getByRole("button", { name });

describe("MobileMenu", () => {
  it("starts closed, with a button that names and controls the menu", () => {
    renderMenu();
    const button = menuButton("Open menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", "mobile-menu");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("toggles open and closed with the button", async () => {
    const user = renderMenu();
    await user.click(menuButton("Open menu"));
    expect(menuButton("Close menu")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Main" })).toHaveAttribute("id", "mobile-menu");
    await user.click(menuButton("Close menu"));
    expect(menuButton("Open menu")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("closes on navigation", async () => {
    const user = renderMenu();
    await user.click(menuButton("Open menu"));
    await user.click(screen.getByRole("link", { name: "Contact Us" }));
    expect(menuButton("Open menu")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("closes on a link to the page already shown", async () => {
    const user = renderMenu();
    await user.click(menuButton("Open menu"));
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(menuButton("Open menu")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const user = renderMenu();
    await user.click(menuButton("Open menu"));
    await user.keyboard("{Escape}");
    expect(menuButton("Open menu")).toHaveAttribute("aria-expanded", "false");
    expect(menuButton("Open menu")).toHaveFocus();
  });
});
