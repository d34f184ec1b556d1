import { MESSAGES } from "../../src/lib/language/messages";
import { resourceTypeLabel } from "../../src/lib/content/resources";
import { RESOURCE_CATEGORIES } from "../../src/lib/content/resource-categories";
import { localePath } from "../../src/lib/language/i18n";
import { expect, test } from "./fixtures";
import { block, CONTENT } from "./support/shell-content";
import { expectQuestionOpen, faqQuestions } from "./support/accordion";

const { "case-studies": caseStudies, faq, resources } = CONTENT;

test.describe("Case studies", () => {
  test("every story, in content order", async ({ page }) => {
    await page.goto("/case-studies/");
    const stories = page.getByRole("main").getByRole("article");
    await expect(stories).toHaveCount(caseStudies.length);
    await expect(stories.getByRole("heading", { level: 2 })).toHaveText(caseStudies.map((c) => c.title));
    // Each card's client, industry, services, challenge, solution, results and link are tests/unit/components/cards.test.tsx.
  });
});

test.describe("Guides", () => {
  test("every resource under its category heading, with type label, format and download link; the featured ones in their block", async ({ page }) => {
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
    const featured = page.getByRole("region", { name: block("guides", "featured").heading, exact: true });
    await expect(featured.getByRole("heading", { name: block("guides", "featured").heading, exact: true })).toBeVisible();
    await expect(featured.getByRole("article")).toHaveCount(resources.filter((r) => r.featured).length);
    await expect(featured.getByRole("article").getByRole("heading")).toHaveText(resources.filter((r) => r.featured).map((r) => r.title));
  });
});

test.describe("FAQ", () => {
  test("every category, each a heading over an accordion, and the questions in its FAQPage structured data", async ({ page }) => {
    await page.goto("/faq/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toContainText(faq.map((c) => c.title));
    for (const category of faq) {
      const section = main.getByRole("region", { name: category.title, exact: true });
      const questions = faqQuestions(section);
      await expect(questions).toHaveText(category.items.map((i) => i.question));
      for (const q of await questions.all()) await expectQuestionOpen(q, false);
    }
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null")));
    const faqPage = blocks.find((b) => b?.["@type"] === "FAQPage");
    expect(faqPage, "a FAQPage block").toBeTruthy();
    const names = faqPage.mainEntity.map((q: { name: string }) => q.name);
    expect(names).toEqual(faq.flatMap((c) => c.items.map((i) => i.question)));
    expect(faqPage.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer", text: faq[0]!.items[0]!.answer } });
  });
});
