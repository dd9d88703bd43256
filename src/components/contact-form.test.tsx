import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRMATION_MS, ContactForm } from "~/components/contact-form";

const CONFIRMATION = "Thank you for your message! We'll get back to you soon.";

function fields() {
  return {
    name: screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement,
    email: screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement,
    message: screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement,
    submit: screen.getByRole("button", { name: "Send Message" }),
  };
}

// fireEvent, not userEvent: synchronous, so the fake clock measures from the submit exactly.
function fillAndSend() {
  const { name, email, message, submit } = fields();
  fireEvent.change(name, { target: { value: "Ada" } });
  fireEvent.change(email, { target: { value: "ada@example.com" } });
  fireEvent.change(message, { target: { value: "Hello there" } });
  fireEvent.click(submit);
}

describe("ContactForm", () => {
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    log = vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  const setup = () => render(<ContactForm />);

  it("requires every field, with an email-type field and a 5-row message box", () => {
    setup();
    const { name, email, message } = fields();
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(message).toBeRequired();
    expect(message).toHaveAttribute("rows", "5");
  });

  it("refuses an empty form: nothing is logged and no confirmation shows", () => {
    setup();
    fireEvent.click(fields().submit);
    expect(log).not.toHaveBeenCalled();
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  it("writes the values to the console as one object, clears the fields and confirms", () => {
    setup();
    fillAndSend();
    expect(log).toHaveBeenCalledExactlyOnceWith({ name: "Ada", email: "ada@example.com", message: "Hello there" });
    const { name, email, message } = fields();
    expect(name).toHaveValue("");
    expect(email).toHaveValue("");
    expect(message).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent(CONFIRMATION);
  });

  it("hides the confirmation after 5000 ms, not before", () => {
    setup();
    fillAndSend();
    act(() => vi.advanceTimersByTime(CONFIRMATION_MS - 1));
    expect(screen.getByText(CONFIRMATION)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
    expect(CONFIRMATION_MS).toBe(5000);
  });

  it("restarts the 5 seconds on a new submit", () => {
    setup();
    fillAndSend();
    act(() => vi.advanceTimersByTime(3000));
    fillAndSend();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText(CONFIRMATION)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  it("clears its timer when the page is left", () => {
    const { unmount } = render(<ContactForm />);
    fillAndSend();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("submits with the keyboard alone", async () => {
    vi.useRealTimers();
    setup();
    const user = userEvent.setup();
    const { name, email, message } = fields();
    fireEvent.change(name, { target: { value: "Bo" } });
    fireEvent.change(email, { target: { value: "bo@example.com" } });
    fireEvent.change(message, { target: { value: "Hi" } });
    name.focus();
    await user.keyboard("{Enter}");
    expect(log).toHaveBeenCalledWith({ name: "Bo", email: "bo@example.com", message: "Hi" });
  });
});
