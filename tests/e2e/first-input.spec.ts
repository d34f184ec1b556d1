import { expect, test } from "./fixtures";
import { expectMenuExpanded, PHONE } from "./support/a11y-helpers";
import { faqQuestion, expectQuestionOpen } from "./support/accordion";
import { ready } from "./support/forms-helpers";
import { openBeforeScripts } from "./support/early-scripts";
import { block, TESTIMONIALS, CONTENT } from "./support/shell-content";
import { localePath } from "../../src/lib/language/i18n";
import { tagPath } from "../../src/lib/routing/slug";

const { articles, faq, site } = CONTENT;

/**
 * Every control works on first use from the moment it is visible. The page's scripts
 * are held back until the control has been used, so each test acts before hydration by
 * construction, not by timing; then the scripts arrive and the test checks the use took effect.
 */

test.describe("before the scripts arrive", () => {
  test("the mobile menu opens on the first tap, with its name and state, and stays open into the app", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const scripts = await openBeforeScripts(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const toggle = page.locator("[data-menu-toggle]");
    await expectMenuExpanded(page, true);
    await expect(toggle).toHaveAccessibleName("Close menu");

    scripts.release();
    await ready(page);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Close menu");
    // The app has taken over: Escape closes it and gives focus back to the toggle.
    await menu.getByRole("link", { name: site.navigation[1]!.name, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expectMenuExpanded(page, false);
  });

  test("a menu link chosen before the scripts arrive navigates", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openBeforeScripts(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const about = site.navigation.find((n) => localePath(n.path, "en") === "/about/")!;
    await page.locator("#mobile-menu").getByRole("link", { name: about.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === localePath(about.path, "en"));
  });

  test("an FAQ question opens on the first click and stays open, pinned, once the app runs", async ({ page }) => {
    const scripts = await openBeforeScripts(page, "/faq/");
    const item = faq[0]!.items[0]!;
    const question = faqQuestion(page.getByRole("main"), item.question);
    await question.click();
    await expectQuestionOpen(question, true);
    await expect(page.getByRole("region", { name: item.question })).toContainText(item.answer);

    scripts.release();
    await ready(page);
    await page.mouse.move(1, 1);
    await expectQuestionOpen(question, true);
    await question.click();
    await expectQuestionOpen(question, false);
  });

  test("text typed into the Insights search filters the list as soon as the app runs", async ({ page }) => {
    const scripts = await openBeforeScripts(page, "/insights/");
    // Any word of a title that no other article has in its title or excerpt.
    const text = (a: (typeof articles)[number]) => `${a.title} ${a.excerpt}`.toLowerCase();
    const [target, word] =
      articles
        .flatMap((a) => a.title.split(/[^\p{L}\p{N}]+/u).map((w) => [a, w] as const))
        .find(([a, w]) => w.length > 4 && articles.every((b) => b === a || !text(b).includes(w.toLowerCase()))) ?? [];
    expect(word, "a word of one article's title that no other article has").toBeTruthy();
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.fill(word!);
    // Enter before the app runs is held: the page does not reload and nothing is lost.
    await box.press("Enter");
    scripts.release();
    await ready(page);
    await expect(box).toHaveValue(word!);
    await expect(page.getByRole("status").filter({ hasText: /^Showing / })).toHaveText(`Showing 1 article matching "${word}"`);
    await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText([target!.title]);
    expect(new URL(page.url()).searchParams.get("q")).toBe(word);
  });

  test("a category chosen before the scripts arrive opens that category's articles", async ({ page }) => {
    await openBeforeScripts(page, "/insights/");
    const tag = articles[0]!.tags[0]!;
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: tag, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === tagPath(tag));
    const tagged = articles.filter((a) => a.tags.includes(tag));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(tagged.length);
  });

  test("the carousel's Next, pressed before the scripts arrive, moves to the second slide once they do", async ({ page }) => {
    const scripts = await openBeforeScripts(page, "/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    scripts.release();
    await ready(page);
    await expect(carousel.getByText(TESTIMONIALS[1]!.quote, { exact: true })).toBeVisible();
    await expect(carousel.getByText(TESTIMONIALS[0]!.quote, { exact: true })).toBeHidden();
  });

  test("the contact form, filled and sent before the scripts arrive, is sent and acknowledged; nothing is posted or put in the URL", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(`${r.method()} ${r.url()}`);
    });
    const scripts = await openBeforeScripts(page, "/contact/");
    const form = page.getByRole("region", { name: block("contact", "form").heading });
    const typed = { Name: "Mariam Al Suwaidi", Email: "mariam@example.ae", Subject: "AI readiness", Message: "We would like an assessment." };
    for (const [name, text] of Object.entries(typed)) await form.getByRole("textbox", { name }).fill(text);
    await form.getByRole("button", { name: "Send Message" }).click();
    scripts.release();
    await expect(form.getByRole("status")).toHaveText("Thank you for your message! We will get back to you soon.", { timeout: 15_000 });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/contact/");
    expect(posts).toEqual([]);
  });

  test("the newsletter, sent before the scripts arrive, subscribes once they do", async ({ page }) => {
    const scripts = await openBeforeScripts(page, "/insights/");
    const box = page.getByRole("region", { name: site.newsletter.heading });
    await box.getByRole("textbox", { name: "Email address" }).fill("reader@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    scripts.release();
    await expect(box.getByRole("status")).toHaveText("Thank you for subscribing!", { timeout: 15_000 });
    expect(new URL(page.url()).search).toBe("");
  });
});
