import type { Page } from "@playwright/test";
import { expect, ROUTES, test } from "./fixtures";
import { ARTICLE, CASE_STUDY, DESKTOP, expectMenuExpanded, openWithoutJs, PHONE } from "./support/a11y-helpers";
import { faqQuestion } from "./support/accordion";
import { SERVICES_FAQ, TESTIMONIALS, CONTENT } from "./support/shell-content";
import { localePath } from "../../src/lib/language/i18n";

const { faq, site } = CONTENT;

/** Failure paths: with JavaScript disabled every page's content, navigation and footer are readable and linked. */

/** Content names each page as /about; the site links to its one URL, /about/. */
const NAV_PATHS = site.navigation.map((n) => localePath(n.path, "en"));

async function expectFooter(page: Page, where: string): Promise<void> {
  const footer = page.locator("footer");
  await expect(footer, `footer (${where})`).toBeVisible();
  for (const column of site.footerLinks) {
    const links = footer.locator(`nav[aria-label="${column.title}"] a`);
    await expect(links, `footer column ${column.title} (${where})`).toHaveText(column.links.map((l) => l.name));
    expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual(column.links.map((l) => localePath(l.path, "en")));
    for (const link of await links.all()) await expect(link).toBeVisible();
  }
}

async function expectHrefs(links: ReturnType<Page["locator"]>, where: string): Promise<void> {
  await expect(links, `navigation (${where})`).toHaveText(site.navigation.map((n) => n.name));
  expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("href"))), `navigation targets (${where})`).toEqual(NAV_PATHS);
  for (const link of await links.all()) await expect(link, `navigation link visible (${where})`).toBeVisible();
}

for (const path of [...ROUTES, ARTICLE, CASE_STUDY]) {
  // That the page says the same once its scripts run is the hydration's to prove: a mismatch is a
  // console error, which fails every test that opens the page with JavaScript.
  test(`${path} without JavaScript: main content, header navigation and footer, at desktop and phone widths`, async ({ browser, baseURL }) => {
    const { context, page } = await openWithoutJs(browser, baseURL, DESKTOP, path);
    try {
      expect(await page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader), "no script ran").toBe("undefined");
      for (const [width, viewport] of [
        ["desktop", DESKTOP],
        ["phone", PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        const where = `${path}, ${width}, no JavaScript`;
        await expect(page.getByRole("main").getByRole("heading", { level: 1 }), `h1 (${where})`).toHaveText(/\S/);
        if (width === "desktop") {
          await expectHrefs(page.locator('header nav[aria-label="Main"] a'), where);
          await expect(page.locator("[data-menu-toggle]"), `the menu toggle is for small screens (${where})`).toBeHidden();
        } else {
          // The top bar's link list is hidden at this width; the menu is a popover, which needs no script.
          await expect(page.locator('header nav[aria-label="Main"]')).toBeHidden();
          await page.getByRole("button", { name: "Open menu" }).click();
          await expectMenuExpanded(page, true);
          await expectHrefs(page.locator('#mobile-menu nav[aria-label="Mobile"] a'), where);
          await page.keyboard.press("Escape");
        }
        await expectFooter(page, where);
      }
    } finally {
      await context.close();
    }
  });
}

test.describe("content that scripts would otherwise reveal", () => {
  for (const [path, items] of [
    ["/faq/", faq.flatMap((c) => c.items)],
    ["/services/", SERVICES_FAQ],
  ] as const) {
    test(`${path}: every question opens natively and shows its answer`, async ({ browser, baseURL }) => {
      // One click per question of the page.
      test.slow();
      const { context, page } = await openWithoutJs(browser, baseURL, DESKTOP, path);
      try {
        const main = page.getByRole("main");
        expect(items.length).toBeGreaterThan(0);
        for (const { question, answer } of items) {
          await faqQuestion(main, question).click();
          await expect(main.getByText(answer, { exact: true }), `${path}: ${answer.slice(0, 40)}`).toBeVisible();
        }
      } finally {
        await context.close();
      }
    });
  }

  test("/: every testimonial is visible and the carousel controls that need scripts are hidden", async ({ browser, baseURL }) => {
    const { context, page } = await openWithoutJs(browser, baseURL, PHONE, "/");
    try {
      const carousel = page.getByRole("region", { name: "Client testimonials" });
      expect(TESTIMONIALS.length).toBeGreaterThan(0);
      for (const t of TESTIMONIALS) {
        await expect(carousel.getByText(t.quote, { exact: true })).toBeVisible();
        await expect(carousel.getByText(t.author, { exact: true })).toBeVisible();
      }
      await expect(carousel.getByRole("button", { name: "Next testimonial" })).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
