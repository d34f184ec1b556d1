import type { Page } from "@playwright/test";
import { expect, ROUTES, test } from "./fixtures";
import { ARTICLE, CASE_STUDY, DESKTOP, expectMenuExpanded, openWithoutJs, PHONE } from "./support/a11y-helpers";
import { faqQuestion } from "./support/accordion";
import { ready } from "./support/forms-helpers";
import { SERVICES_FAQ, TESTIMONIALS, CONTENT } from "./support/shell-content";
import { localePath } from "../../src/lib/i18n";

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
  test(`${path} without JavaScript: main content, header navigation and footer, at desktop and phone widths`, async ({ page, browser, baseURL }) => {
    // Three page loads and a menu opened natively: on a loaded two-core machine this passes 30 s.
    test.slow();
    // The heading as a visitor with JavaScript sees it.
    await page.goto(path);
    await ready(page);
    const heading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect(heading.length).toBeGreaterThan(0);

    for (const [width, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page: noJs } = await openWithoutJs(browser, baseURL, viewport, path);
      try {
        const where = `${path}, ${width}, no JavaScript`;
        expect(await noJs.evaluate(() => typeof (window as { ___loader?: unknown }).___loader), "no script ran").toBe("undefined");
        await expect(noJs.getByRole("main").getByRole("heading", { level: 1 }), `h1 (${where})`).toHaveText(heading);
        if (width === "desktop") {
          await expectHrefs(noJs.locator('header nav[aria-label="Main"] a'), where);
          await expect(noJs.locator("[data-menu-toggle]"), `the menu toggle is for small screens (${where})`).toBeHidden();
        } else {
          // The top bar's link list is hidden at this width; the menu is a popover, which needs no script.
          await expect(noJs.locator('header nav[aria-label="Main"]')).toBeHidden();
          await noJs.getByRole("button", { name: "Open menu" }).click();
          await expectMenuExpanded(noJs, true);
          await expectHrefs(noJs.locator('#mobile-menu nav[aria-label="Mobile"] a'), where);
          await noJs.keyboard.press("Escape");
        }
        await expectFooter(noJs, where);
      } finally {
        await context.close();
      }
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

  test("/contact/: the form posts (method=post) and is visible", async ({ browser, baseURL }) => {
    const { context, page } = await openWithoutJs(browser, baseURL, PHONE, "/contact/");
    try {
      const form = page.getByRole("region", { name: "Get in Touch" }).locator("form");
      await expect(form).toBeVisible();
      await expect(form).toHaveAttribute("method", "post");
      await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
