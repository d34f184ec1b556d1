import { CONTENT, CONTENT_AR } from "./support/shell-content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ARTICLE } from "./support/a11y-helpers";
import { countSends, openWithPausedClock, ready, SEND_MS, sendCount, SUCCESS_MS } from "./support/forms-helpers";
import { localePath } from "../../src/lib/i18n";

const { site } = CONTENT;

const newsletter = (page: Page) => page.getByRole("region", { name: site.newsletter.heading });

for (const path of ["/insights/", "/guides/"]) {
  test.describe(`Newsletter on ${path}`, () => {
    test("an invalid address is announced on the field and the typed text is kept", async ({ page }) => {
      await openWithPausedClock(page, path);
      const box = newsletter(page);
      const email = box.getByRole("textbox", { name: "Email address" });
      await email.fill("abc");
      await box.getByRole("button", { name: "Subscribe" }).click();
      const alert = box.getByRole("alert");
      await expect(alert).toHaveText("Please enter a valid email address.");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      const describedBy = await email.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Please enter a valid email address.");
      await expect(email).toHaveValue("abc");
      // Nothing is sent for an invalid address.
      await page.clock.runFor(SEND_MS);
      await expect(box.getByText("Thank you for subscribing!")).toHaveCount(0);
    });

    test("a valid address: busy for 1000 ms, one send, thank-you for 5000 ms, then an empty form", async ({ page }) => {
      await openWithPausedClock(page, path);
      const box = newsletter(page);
      const email = box.getByRole("textbox", { name: "Email address" });
      await email.fill("abc");
      await box.getByRole("button", { name: "Subscribe" }).click();
      await expect(box.getByRole("alert")).toBeVisible();

      await countSends(page);
      await email.fill("reader@example.com");
      await expect(box.getByRole("alert")).toHaveCount(0);
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await box.getByRole("button", { name: "Subscribe" }).click();

      const busy = box.getByRole("button", { name: "Subscribing…" });
      await expect(busy).toBeVisible();
      await expect(busy).toHaveAttribute("aria-disabled", "true");
      // A second click while sending is ignored (force: the button is aria-disabled, which a mouse does not care about).
      await busy.click({ force: true });
      await page.clock.runFor(SEND_MS - 1);
      await expect(busy).toBeVisible();
      await expect(box.getByText("Thank you for subscribing!")).toHaveCount(0);

      await page.clock.runFor(1);
      const status = box.getByRole("status");
      await expect(status).toHaveText("Thank you for subscribing!");
      await expect(email).toHaveCount(0);
      expect(await sendCount(page)).toBe(1);

      await page.clock.runFor(SUCCESS_MS - 1);
      await expect(status).toHaveText("Thank you for subscribing!");
      await page.clock.runFor(1);
      await expect(status).toHaveText("");
      await expect(email).toHaveValue("");
      await expect(box.getByRole("button", { name: "Subscribe" })).toBeVisible();

      // The ignored click did not queue a second send or a second thank-you.
      await page.clock.runFor(SUCCESS_MS + SEND_MS);
      await expect(box.getByText("Thank you for subscribing!")).toHaveCount(0);
      expect(await sendCount(page)).toBe(1);
    });
  });
}

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

  test("titled 'Get in Touch', with four required fields, an email field and method post", async ({ page }) => {
    await openWithPausedClock(page, "/contact/");
    const f = form(page);
    await expect(f.getByRole("heading", { name: "Get in Touch", exact: true })).toBeVisible();
    for (const name of ["Name", "Email", "Subject", "Message"]) await expect(f.getByRole("textbox", { name, exact: true })).toHaveAttribute("required", "");
    await expect(f.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
    await expect(f.locator("form")).toHaveAttribute("method", "post");
  });

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

  test("a valid message: busy, one send on a double click, thank-you for 5000 ms, then the empty form", async ({ page }) => {
    await openWithPausedClock(page, "/contact/");
    const f = form(page);
    await countSends(page);
    await fillAll(page);
    await f.getByRole("button", { name: "Send Message" }).dblclick();

    const busy = f.getByRole("button", { name: "Sending…" });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    await busy.click({ force: true });
    await page.clock.runFor(SEND_MS - 1);
    await expect(busy).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);

    await page.clock.runFor(1);
    const status = f.getByRole("status");
    await expect(status).toHaveText(SUCCESS);
    await expect(f.getByRole("textbox")).toHaveCount(0);
    expect(await sendCount(page)).toBe(1);

    await page.clock.runFor(SUCCESS_MS - 1);
    await expect(status).toHaveText(SUCCESS);
    await page.clock.runFor(1);
    await expect(status).toHaveText("");
    for (const name of ["Name", "Email", "Subject", "Message"]) await expect(f.getByRole("textbox", { name, exact: true })).toHaveValue("");
    await expect(f.getByRole("button", { name: "Send Message" })).toBeVisible();

    await page.clock.runFor(SUCCESS_MS + SEND_MS);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    expect(await sendCount(page)).toBe(1);
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test("a filled honeypot looks like success but sends nothing", async ({ page }) => {
    await openWithPausedClock(page, "/contact/");
    const f = form(page);
    await countSends(page);
    await fillAll(page);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await f.getByRole("button", { name: "Send Message" }).click();
    await page.clock.runFor(SEND_MS);
    await expect(f.getByRole("status")).toHaveText(SUCCESS);
    expect(await sendCount(page)).toBe(0);
    await page.clock.runFor(SUCCESS_MS);
    await expect(f.getByRole("status")).toHaveText("");
    await expect(f.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.locator('input[name="website"]')).toHaveValue("");
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
