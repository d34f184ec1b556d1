import { CONTENT, CONTENT_AR } from "./support/shell-content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ARTICLE } from "./support/a11y-helpers";
import { countSends, openWithPausedClock, ready, SEND_MS, sendCount } from "./support/forms-helpers";
import { localePath } from "../../src/lib/language/i18n";

const { site } = CONTENT;

/**
 * The email field shows a whole address wherever the box is: a 20rem column beside the Insights
 * listing, a band across an article or the Guides page, from the narrowest phone to a wide screen,
 * in both languages. An address that overflows the field scrolls it, so scrollWidth exceeds clientWidth.
 */
test.describe("Newsletter email field", () => {
  const ADDRESS = "name.surname@company.ae";
  const WIDTHS = [320, 390, 768, 1024, 1280, 1440, 1920];
  const PAGES = ["/insights/", ARTICLE, "/guides/"].flatMap((path) => [
    { path, heading: site.newsletter.heading },
    { path: localePath(path, "ar"), heading: CONTENT_AR.site.newsletter.heading },
  ]);

  for (const { path, heading } of PAGES) {
    test(`${path}: a whole address fits the field at every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      const email = page.getByRole("region", { name: heading }).locator('input[type="email"]');
      await email.fill(ADDRESS);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { scrollWidth, clientWidth, left, right } = await email.evaluate((input) => {
          const box = input.getBoundingClientRect();
          return { scrollWidth: input.scrollWidth, clientWidth: input.clientWidth, left: box.left, right: box.right };
        });
        expect(scrollWidth, `${path} at ${width} px: the address needs ${scrollWidth} px, the field shows ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
        expect(left >= 0 && right <= width, `${path} at ${width} px: the field lies within the window (${left} to ${right})`).toBe(true);
      }
    });
  }
});

test.describe("Contact form", () => {
  const form = (page: Page) => page.getByRole("region", { name: "Get in Touch" });
  const SUCCESS = "Thank you for your message! We will get back to you soon.";

  async function fillAll(page: Page) {
    const f = form(page);
    await f.getByRole("textbox", { name: "Name" }).fill("Amina Rahman");
    await f.getByRole("textbox", { name: "Email" }).fill("amina@example.com");
    await f.getByRole("textbox", { name: "Subject" }).fill("Secret project");
    await f.getByRole("textbox", { name: "Message" }).fill("Please call me about the confidential plan.");
  }

  test("an empty submit is blocked by the browser", async ({ page }) => {
    await openWithPausedClock(page, "/contact/");
    const f = form(page);
    await countSends(page);
    await f.getByRole("button", { name: "Send Message" }).click();
    const name = f.getByRole("textbox", { name: "Name", exact: true });
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(name).toBeFocused();
    await page.clock.runFor(SEND_MS);
    await expect(f.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    expect(await sendCount(page)).toBe(0);
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test("without JavaScript: method post, a note with the email address, nothing typed in the URL", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
    const page = await context.newPage();
    try {
      await page.goto("/contact/");
      const f = form(page);
      await expect(f.locator("form")).toHaveAttribute("method", "post");
      // Playwright's text locators skip <noscript>, so the note is read through the DOM.
      const note = f.locator("noscript p");
      await expect(note).toBeVisible();
      await expect(note).toHaveJSProperty("textContent", `This form needs JavaScript. You can also email us at ${site.contact.email}.`);
      await fillAll(page);
      const [submission] = await Promise.all([
        page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame()),
        f.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(submission.method()).toBe("POST");
      await page.waitForLoadState();
      for (const url of [submission.url(), page.url()]) {
        const readable = decodeURIComponent(url).replace(/\+/g, " ");
        for (const typed of ["Amina", "amina@example.com", "Secret project", "confidential"]) expect(readable).not.toContain(typed);
        expect(new URL(url).search).toBe("");
      }
    } finally {
      await context.close();
    }
  });
});
