import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LauncherMessage } from "#browser/islands/launcher-message.tsx";
import { en } from "#shared/i18n/en.ts";
import { ASK_EVENT } from "#browser/launcher-events.ts";

const LAUNCHER = "https://launcher.example/play?gid=moonprincess";
const listeners: (() => void)[] = [];
afterEach(() => listeners.splice(0).forEach((remove) => remove()));

/** The failure's message on a page whose gate says `answer` when the player asks to reach the launcher. */
function failureOnPage(answer: "yes" | "no") {
  const onRetry = vi.fn();
  const asked = vi.fn((event: Event) => answer === "no" && event.preventDefault());
  document.addEventListener(ASK_EVENT, asked);
  listeners.push(() => document.removeEventListener(ASK_EVENT, asked));
  render(
    <LauncherMessage text={en.player} status="failed" gameName="Moon Princess" url={LAUNCHER} onRetry={onRetry} />,
  );
  return { onRetry, asked, newTab: screen.getByRole("link", { name: "Open in a new tab" }) };
}

/** Dispatches a mouse event on the link; whether the browser would follow it (nothing prevented it before the page's end). */
function follows(link: HTMLElement, type: "click" | "auxclick"): boolean {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: type === "click" ? 0 : 1 });
  // happy-dom would open the address: the last listener stops it once the player has had its say.
  let followed = false;
  const last = (seen: Event) => {
    followed = !seen.defaultPrevented;
    seen.preventDefault();
  };
  window.addEventListener(type, last);
  fireEvent(link, event);
  window.removeEventListener(type, last);
  return followed;
}

describe("the failure's ways back to the launcher", () => {
  it("go on where the page lets them (a site without breaks)", () => {
    const { onRetry, asked, newTab } = failureOnPage("yes");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(follows(newTab, "click")).toBe(true);
    expect(follows(newTab, "auxclick")).toBe(true);
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it("ask the page first, and stop where it says no (a break)", () => {
    const { onRetry, asked, newTab } = failureOnPage("no");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).not.toHaveBeenCalled();
    expect(follows(newTab, "click")).toBe(false);
    expect(follows(newTab, "auxclick")).toBe(false);
    expect(asked).toHaveBeenCalledTimes(3);
  });
});
