import { expect, test } from "#e2e/fixtures.ts";

const legalPages = [
  {
    path: "/privacy-policy",
    sections: [
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Data Security",
      "Data Retention",
      "Your Legal Rights",
      "Changes",
      "Contact Us",
    ],
  },
  {
    path: "/terms-and-conditions",
    sections: [
      "Introduction",
      "Age Restrictions",
      "Entertainment Purposes Only",
      "User Accounts",
      "Acceptable Use",
      "Intellectual Property Rights",
      "License to Use Website",
      "Limitations of Liability",
      "Variation",
      "Assignment",
      "Governing Law",
      "Contact Information",
    ],
  },
];

for (const { path, sections } of legalPages) {
  test(`${path} has its ${sections.length} numbered sections, in order`, async ({ page, gotoHydrated }) => {
    await gotoHydrated(path);
    const numbered = sections.map((heading, index) => `${index + 1}. ${heading}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(numbered);
    // The list of sections leads to each one.
    const contents = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
    await expect(contents).toHaveText(numbered);
    await contents.last().click();
    await expect(page.getByRole("heading", { level: 2, name: numbered.at(-1) })).toBeInViewport();
  });

  test.describe("in Honolulu", () => {
    // Ten hours behind UTC: the second date is already in the next year in UTC, not for the visitor.
    test.use({ timezoneId: "Pacific/Honolulu" });
    for (const [instant, shown, year] of [
      ["2027-03-05T09:30:00-10:00", "March 5, 2027", "2027"],
      ["2031-12-31T23:30:00-10:00", "December 31, 2031", "2031"],
    ] as const) {
      test(`${path} was last updated today (${shown}), in the visitor's own time`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(instant));
        await page.goto(path);
        await expect(page.getByRole("main")).toContainText(`Last updated: ${shown}`);
        await expect(page.getByRole("contentinfo")).toContainText(`© ${year} SpinHaven`);
      });
    }
  });
}

test("the privacy policy gives the privacy email and phone", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "privacy@spinhaven.example" }).first()).toHaveAttribute(
    "href",
    "mailto:privacy@spinhaven.example",
  );
  await expect(main.getByRole("link", { name: "+1 (555) 010-0199" }).first()).toHaveAttribute(
    "href",
    /^tel:\+?15550100199$/,
  );
});

test("the terms' Governing Law leaves the jurisdiction as a placeholder", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  const heading = page.getByRole("heading", { level: 2, name: "11. Governing Law" });
  // A section of the Markdown text runs from its heading to the next one.
  const section = await heading.evaluate((start) => {
    let text = "";
    for (let el = start.nextElementSibling; el && el.tagName !== "H2"; el = el.nextElementSibling)
      text += ` ${el.textContent}`;
    return text;
  });
  expect(section).toContain("[Jurisdiction]");
});
