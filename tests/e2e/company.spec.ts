import { expect, hydrated, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/a11y-helpers";
import { expectQuestionOpen, faqQuestion } from "./support/accordion";
import { holdScripts } from "./support/early-scripts";
import { block, CONTENT, escapeRegExp, pageCopy, SERVICES, SERVICES_FAQ, SITE_URL } from "./support/shell-content";
import { isValidEmail } from "../../src/lib/forms/forms";
import { MESSAGES } from "../../src/lib/language/messages";
import { servicePath } from "../../src/lib/routing/slug";

/** What the browser and the server decide on the company's pages; what each page shows is tests/unit/pages/pages.test.tsx's. */

// Real pointer events: the rest (closed at first, several open, the keyboard) is tests/unit/components/accordion.test.tsx, tests/unit/lib/accordion.test.ts and keyboard.spec.ts.
test("/services/: the FAQ accordion opens on hover and pins on click, with no axe violation open", async ({ page }) => {
  await page.goto("/services/");
  await hydrated(page);
  const faq = page.getByRole("region", { name: block("services", "faq").heading });
  const [pinned, hovered] = SERVICES_FAQ.map((item) => faqQuestion(faq, item.question));
  const away = () => page.mouse.move(5, 5);

  await pinned!.click();
  await away();
  await expectQuestionOpen(pinned!, true);
  await expect(faq.getByText(SERVICES_FAQ[0]!.answer)).toBeVisible();
  await expectNoAxeViolations(page, "/services/ with a question open");

  await hovered!.hover();
  await expectQuestionOpen(hovered!, true);
  await away();
  await expectQuestionOpen(hovered!, false);
  await expectQuestionOpen(pinned!, true);
});

test.describe("generic service page on the plain static server", () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

  test("an unknown id: loading state, then the not-found message", async ({ page }) => {
    // The lazily loaded chunks (numbered webpack chunks) are held until the loading state is seen.
    const chunks = await holdScripts(page, /\/\d+-[0-9a-f]{20}\.js$/);

    const response = await page.goto("/services/unknown-thing");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const loading = page.getByRole("status").filter({ hasText: "Loading service…" });
    await expect(loading).toBeVisible();
    await expect(page.getByRole("heading", { name: MESSAGES.serviceNotFound.heading })).toHaveCount(0);
    chunks.release();

    // The message and its link to /services/ are tests/unit/components/sections.test.tsx's.
    await expect(page.getByRole("heading", { level: 1, name: MESSAGES.serviceNotFound.heading })).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test("an id in another case finds its service", async ({ page }) => {
    const ai = SERVICES.find((s) => s.slug === "ai-integration")!;
    const response = await page.goto("/services/AI-Integration");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ai.title);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(ai.title)} \\| `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${servicePath(ai.slug)}`);
    await expect(page.getByRole("heading", { name: MESSAGES.serviceNotFound.heading })).toHaveCount(0);
  });
});

test("Privacy: the policy, its date, its mailbox a mailto link, and the sections the specification asks for", async ({ page }) => {
  // Both its paths, /privacy/ and /privacy-policy/, with their title and canonical link: pages.spec.ts.
  const mailbox = CONTENT.privacy.sections.flatMap((s) => s.items ?? []).find((i) => isValidEmail(i.text))!;
  expect(mailbox, "the policy names a mailbox").toBeTruthy();
  await page.goto("/privacy-policy/");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("privacy").heading);
  await expect(page.getByText(/Last updated:?\s*\w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: mailbox.text, exact: true })).toHaveAttribute("href", `mailto:${mailbox.text}`);

  const main = page.getByRole("main");
  const section = (name: RegExp) => main.getByRole("region", { name });
  for (const name of [/information.*collect/i, /use/i, /shar/i, /protect|secur/i, /cookies/i, /rights/i, /international/i, /children/i, /changes/i, /contact/i])
    await expect(section(name).first(), `a section matching ${name}`).toBeVisible();

  const cookies = section(/cookies/i);
  for (const kind of ["Essential", "Analytics", "Marketing", "Preference"])
    await expect(cookies.getByText(new RegExp(`^${kind} cookies`, "i")).first()).toBeVisible();

  await expect(section(/children/i)).toContainText(/under (the age of )?16/);
  await expect(section(/contact/i).last()).toContainText("Dubai");

  await expect(main).toContainText("Google Maps");
  await expect(main).toContainText("Vercel Web Analytics");
});
