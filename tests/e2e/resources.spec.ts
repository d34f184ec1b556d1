import { MESSAGES } from "../../src/lib/language/messages";
import { resourceTypeLabel } from "../../src/lib/content/resources";
import { RESOURCE_CATEGORIES } from "../../src/lib/content/resource-categories";
import { localePath } from "../../src/lib/language/i18n";
import { caseStudyPath } from "../../src/lib/routing/slug";
import { expect, test } from "./fixtures";
import { block, CONTENT } from "./support/shell-content";
import { expectQuestionOpen, faqQuestion, faqQuestions } from "./support/accordion";
import { ready } from "./support/forms-helpers";

const { "case-studies": caseStudies, faq, resources, site } = CONTENT;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** 'Read the full case study' plus the story's title for screen readers. */
const readMore = (title: string) => new RegExp(`^Read the full case study\\W+${escape(title)}$`);

test.describe("Case studies", () => {
  test("every story, in content order", async ({ page }) => {
    await page.goto("/case-studies/");
    const stories = page.getByRole("main").getByRole("article");
    await expect(stories).toHaveCount(caseStudies.length);
    await expect(stories.getByRole("heading", { level: 2 })).toHaveText(caseStudies.map((c) => c.title));
    // Each card's client, industry, services, challenge, solution, results and link are tests/unit/components/cards.test.tsx.
  });

  test("a story's link opens its page", async ({ page }) => {
    // That every story's page answers is the crawl of tests/e2e/discovery.spec.ts.
    await page.goto("/case-studies/");
    await ready(page);
    const first = caseStudies[0]!;
    await page.getByRole("link", { name: readMore(first.title) }).click();
    await expect(page).toHaveURL((url) => url.pathname === caseStudyPath(first.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });
});

test.describe("Guides", () => {
  test("every resource under its category heading, with type label, format and download link", async ({ page }) => {
    await page.goto("/guides/");
    const browse = page.getByRole("region", { name: block("guides", "categories").heading });
    // The specification's category order; a category without guides has no heading.
    const categories = RESOURCE_CATEGORIES.filter((c) => resources.some((r) => r.category === c));
    await expect(browse.getByRole("heading", { level: 3 })).toHaveText(categories);
    await expect(browse.getByRole("article")).toHaveCount(resources.length);
    for (const category of categories) {
      const group = browse.getByRole("region", { name: category, exact: true });
      const items = resources.filter((r) => r.category === category);
      await expect(group.getByRole("article")).toHaveCount(items.length);
      for (const r of items) {
        const card = group.getByRole("article").filter({ has: page.getByRole("heading", { name: r.title, exact: true }) });
        await expect(card.getByText(r.description, { exact: true })).toBeVisible();
        await expect(card.getByText(resourceTypeLabel(r.type, MESSAGES.guides), { exact: true })).toBeVisible();
        await expect(card.getByText(r.format, { exact: true })).toBeVisible();
        // Content may name a page as /guides/coming-soon; the site links to its one URL.
        await expect(card.getByRole("link", { name: /^Download/ })).toHaveAttribute("href", localePath(r.downloadUrl, "en"));
      }
    }
  });

  test("a 'Featured' block with exactly the featured resources", async ({ page }) => {
    await page.goto("/guides/");
    const featured = page.getByRole("region", { name: block("guides", "featured").heading, exact: true });
    await expect(featured.getByRole("heading", { name: block("guides", "featured").heading, exact: true })).toBeVisible();
    await expect(featured.getByRole("article")).toHaveCount(resources.filter((r) => r.featured).length);
    await expect(featured.getByRole("article").getByRole("heading")).toHaveText(resources.filter((r) => r.featured).map((r) => r.title));
  });

  test("a download link leads to a page (not the 404 page)", async ({ page }) => {
    // That every download answers is the crawl of tests/e2e/discovery.spec.ts.
    await page.goto("/guides/");
    await ready(page);
    await page
      .getByRole("link", { name: /^Download/ })
      .first()
      .click();
    const first = localePath(resources[0]!.downloadUrl, "en");
    await expect(page).toHaveURL((url) => url.href === new URL(first, url).href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/not found/i);
  });

  test("the newsletter block is present", async ({ page }) => {
    await page.goto("/guides/");
    const newsletter = page.getByRole("region", { name: site.newsletter.heading });
    await expect(newsletter.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });
});

test.describe("FAQ", () => {
  test("every category, each a heading over an accordion", async ({ page }) => {
    await page.goto("/faq/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toContainText(faq.map((c) => c.title));
    for (const category of faq) {
      const section = main.getByRole("region", { name: category.title, exact: true });
      const questions = faqQuestions(section);
      await expect(questions).toHaveText(category.items.map((i) => i.question));
      for (const q of await questions.all()) await expectQuestionOpen(q, false);
    }
  });

  test("opening an item shows its answer; the marketing answer suggests 3-5 posts a week", async ({ page }) => {
    await page.goto("/faq/");
    await ready(page);
    // The specification's one fixed fact in the FAQ; the question that carries it is the editors' choice.
    const item = faq.flatMap((c) => c.items).find((i) => i.answer.includes("3-5 times per week"));
    expect(item, 'an FAQ answer suggesting "3-5 times per week"').toBeDefined();
    const question = faqQuestion(page.getByRole("main"), item!.question);
    await expectQuestionOpen(question, false);
    const answer = page.getByRole("region", { name: item!.question });
    await expect(answer).toBeHidden();
    await question.click();
    await expectQuestionOpen(question, true);
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("3-5 times per week");
  });

  test("FAQPage structured data lists the questions", async ({ page }) => {
    await page.goto("/faq/");
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null")));
    const faqPage = blocks.find((b) => b?.["@type"] === "FAQPage");
    expect(faqPage, "a FAQPage block").toBeTruthy();
    const names = faqPage.mainEntity.map((q: { name: string }) => q.name);
    expect(names).toEqual(faq.flatMap((c) => c.items.map((i) => i.question)));
    expect(faqPage.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer", text: faq[0]!.items[0]!.answer } });
  });
});
