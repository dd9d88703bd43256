import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LegalPage } from "~/components/legal-page";
import { privacySections } from "~/content/privacy-policy";
import { termsSections } from "~/content/terms-and-conditions";

afterEach(() => vi.useRealTimers());

function sectionHeadings() {
  return screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
}

describe("LegalPage", () => {
  it("numbers the 8 sections of the privacy policy", () => {
    render(<LegalPage title="Privacy Policy" intro={null} sections={privacySections} />);
    expect(sectionHeadings()).toEqual([
      "1. Introduction",
      "2. Information We Collect",
      "3. How We Use Your Information",
      "4. Data Security",
      "5. Data Retention",
      "6. Your Legal Rights",
      "7. Changes",
      "8. Contact Us",
    ]);
  });

  it("numbers the 12 sections of the terms, with the jurisdiction left as a placeholder", () => {
    render(<LegalPage title="Terms & Conditions" intro={null} sections={termsSections} />);
    expect(sectionHeadings()).toEqual([
      "1. Introduction",
      "2. Age Restrictions",
      "3. Entertainment Purposes Only",
      "4. User Accounts",
      "5. Acceptable Use",
      "6. Intellectual Property Rights",
      "7. License to Use Website",
      "8. Limitations of Liability",
      "9. Variation",
      "10. Assignment",
      "11. Governing Law",
      "12. Contact Information",
    ]);
    const governingLaw = screen.getByRole("heading", { name: "11. Governing Law" }).parentElement as HTMLElement;
    expect(within(governingLaw).getAllByText(/\[Jurisdiction\]/).length).toBeGreaterThan(0);
  });

  it("gives the privacy contact's email and phone", () => {
    render(<LegalPage title="Privacy Policy" intro={null} sections={privacySections} />);
    const contact = screen.getByRole("heading", { name: "8. Contact Us" }).parentElement as HTMLElement;
    expect(contact).toHaveTextContent("privacy@spinhaven.example");
    expect(contact).toHaveTextContent("+1 (555) 010-0199");
  });

  it("is last updated today, in the visitor's calendar", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2027, 2, 5, 9, 30));
    render(<LegalPage title="Privacy Policy" intro={null} sections={privacySections} />);
    expect(screen.getByText("March 5, 2027")).toHaveAttribute("datetime", "2027-03-05");
    expect(screen.getByText(/Last updated/)).toHaveTextContent("Last updated: March 5, 2027");
  });

  it("prerenders the build date, so hydration matches the HTML", () => {
    const html = renderToString(<LegalPage title="Privacy Policy" intro={null} sections={privacySections} />);
    expect(html).toContain("January 15, 2026");
  });
});
