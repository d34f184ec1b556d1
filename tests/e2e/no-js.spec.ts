import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, ROUTES, startupScriptsRan, test } from "./fixtures";
import { ARTICLE, CASE_STUDY, DESKTOP, PHONE } from "./support/a11y-helpers";
import { faqQuestion } from "./support/accordion";
import { SERVICES_FAQ, TESTIMONIALS, CONTENT } from "./support/shell-content";
import { localePath } from "../../src/lib/language/i18n";

const { articles, faq, site } = CONTENT;

/**
 * Failure paths: with JavaScript disabled every page's content, navigation and footer are readable and linked, and
 * the layout at each width is the one a visitor with scripts gets: the stylesheet decides it, not the scripts.
 */

/** Content names each page as /about; the site links to its one URL, /about/. */
const NAV_PATHS = site.navigation.map((n) => localePath(n.path, "en"));

/** The texts and targets of `links`, each visible (read in one round trip). */
const linksOf = (links: Locator) =>
  links.evaluateAll((els) => els.map((e) => ({ text: e.textContent!.trim(), href: e.getAttribute("href"), visible: e.checkVisibility() })));

async function expectFooter(page: Page, where: string): Promise<void> {
  const footer = page.locator("footer");
  await expect(footer, `footer (${where})`).toBeVisible();
  for (const column of site.footerLinks) {
    const links = await linksOf(footer.locator(`nav[aria-label="${column.title}"] a`));
    expect(links, `footer column ${column.title} (${where})`).toEqual(
      column.links.map((l) => ({ text: l.name, href: localePath(l.path, "en"), visible: true })),
    );
  }
}

async function expectNavigation(links: Locator, where: string): Promise<void> {
  expect(await linksOf(links), `navigation (${where})`).toEqual(site.navigation.map((n, i) => ({ text: n.name, href: NAV_PATHS[i], visible: true })));
}

// The probe the tests below and the tests before the scripts arrive rely on, where it must be set.
test("the probe of a start-up script having run is set once a page's scripts run", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  expect(await startupScriptsRan(page)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [...ROUTES, ARTICLE, CASE_STUDY]) {
    // That the page says the same once its scripts run is the hydration's to prove: a mismatch is a
    // console error, which fails every test that opens the page with JavaScript.
    test(`${path}: main content, header navigation and footer, at desktop and phone widths`, async ({ page }) => {
      expect((await page.goto(path))?.status(), `${path} answers`).toBe(200);
      expect(await startupScriptsRan(page), "no script ran").toBe(false);
      for (const [width, viewport] of [
        ["desktop", DESKTOP],
        ["phone", PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        const where = `${path}, ${width}, no JavaScript`;
        await expect(page.getByRole("main").getByRole("heading", { level: 1 }), `h1 (${where})`).toHaveText(/\S/);
        const sideBar = page.getByRole("complementary", { name: "Quick contact", includeHidden: true });
        if (width === "desktop") {
          await expectNavigation(page.locator('header nav[aria-label="Main"] a'), where);
          await expect(page.locator("[data-menu-toggle]"), `the menu toggle is for small screens (${where})`).toBeHidden();
          await expect(sideBar, `the side bar (${where})`).toBeVisible();
        } else {
          // The top bar's link list and the side bar are hidden at this width; the menu is a popover, which needs no script.
          await expect(page.locator('header nav[aria-label="Main"]')).toBeHidden();
          await expect(sideBar, `the side bar (${where})`).toBeHidden();
          await page.getByRole("button", { name: "Open menu" }).click();
          await expectNavigation(page.locator('#mobile-menu nav[aria-label="Mobile"] a'), where);
          await page.keyboard.press("Escape");
          await expect(page.locator("#mobile-menu"), `Escape closes the menu (${where})`).toBeHidden();
        }
        await expectFooter(page, where);
      }
    });
  }

  // Content that scripts would otherwise reveal.
  for (const [path, items] of [
    ["/faq/", faq.flatMap((c) => c.items)],
    ["/services/", SERVICES_FAQ],
  ] as const) {
    // Each answer sits in the <details> its question opens (tests/unit/components/accordion.test.tsx), which the browser opens without scripts.
    test(`${path}: the first and the last question open natively and show their answers`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      for (const { question, answer } of [items[0]!, items.at(-1)!]) {
        await faqQuestion(main, question).click();
        await expect(main.getByText(answer, { exact: true }), `${path}: ${answer.slice(0, 40)}`).toBeVisible();
      }
    });
  }

  test("/: every testimonial is visible and the carousel controls that need scripts are hidden", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    expect(TESTIMONIALS.length).toBeGreaterThan(0);
    for (const t of TESTIMONIALS) {
      await expect(carousel.getByText(t.quote, { exact: true })).toBeVisible();
      await expect(carousel.getByText(t.author, { exact: true })).toBeVisible();
    }
    await expect(carousel.getByRole("button", { name: "Next testimonial" })).toBeHidden();
  });

  test("/insights/: the search form submits its words to the listing, which says that searching needs JavaScript", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/insights/");
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.fill("cloud");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/insights\/\?q=cloud$/);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeVisible();
    // Playwright's text locators skip <noscript>, so the note is found by its place.
    const note = page.getByRole("search").locator("noscript p");
    await expect(note).toBeVisible();
    await expect(note).toContainText("Searching needs JavaScript.");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(articles.length);
  });
});
