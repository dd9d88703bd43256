import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#browser/islands/contact-form.tsx";
import { en } from "#shared/i18n/en.ts";

// The form itself is proven in a browser (e2e/contact.spec.ts, e2e/keyboard.spec.ts); what a browser
// test cannot see is the timer of a page that has been left.
describe("ContactForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it("clears its confirmation's timer when the page is left", () => {
    const { unmount } = render(<ContactForm text={en.contactForm} supportEmail="help@example.com" />);
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Ada" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "Hello there" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
