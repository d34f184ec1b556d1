import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { expectQuestionOpen, faqQuestion, faqQuestions } from "./support/accordion";
import { BENEFITS, block, escapeRegExp, pageCopy, PROCESS, SERVICES, SERVICES_FAQ, SITE_URL, TEAM, TESTIMONIALS, VALUES } from "./support/shell-content";
import { PRIVACY_PATHS } from "../../src/lib/routing/routes";
import { servicePath } from "../../src/lib/routing/slug";

/** About, Services, the service pages, Careers and Privacy. */

async function expectHref(link: Locator, href: string): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
}

/** The process steps of content/process.json, in order, as headings of the process section. */
async function expectProcess(page: Page, heading: string): Promise<void> {
  const steps = page.getByRole("region", { name: heading }).getByRole("heading", { level: 3 });
  await expect(steps).toHaveText(PROCESS.map(({ title: t }) => new RegExp(`${escapeRegExp(t)}$`)));
}

/** An image has been fetched and decoded, so the visitor sees it. */
async function expectLoaded(img: Locator): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test("About: story, values, team, testimonials and the call to action", async ({ page }) => {
  await page.goto("/about/");
  await hydrated(page);

  const story = page.getByRole("region", { name: block("about", "story").heading });
  await expect(story).toContainText("2018");

  const values = page.getByRole("region", { name: block("about", "values").heading });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(VALUES.map((v) => v.title));

  const team = page.getByRole("region", { name: block("about", "team").heading });
  await expect(team.getByRole("listitem")).toHaveCount(TEAM.length);
  for (const member of TEAM) {
    const card = team.getByRole("listitem").filter({ has: page.getByRole("heading", { name: member.name }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(member.title, { exact: true })).toBeVisible();
    await expect(card.getByText(member.bio)).toBeVisible();
    const portrait = card.getByRole("img", { name: member.imageAlt });
    await expect(portrait).toHaveAttribute("alt", member.imageAlt);
    await expectLoaded(portrait);
  }

  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel.getByText(TESTIMONIALS[0]!.author)).toBeVisible();
  await expect(carousel.getByRole("button", { name: /^Go to testimonial \d$/ })).toHaveCount(TESTIMONIALS.length);

  await expectHref(page.getByRole("main").getByRole("link", { name: "Get in Touch" }), "/contact/");
});

test.describe("Services page", () => {
  test("each service with image, description, key features and its link; the process; the call to action", async ({ page }) => {
    await page.goto("/services/");
    await hydrated(page);

    for (const service of SERVICES) {
      const section = page.getByRole("region", { name: service.title, exact: true });
      const image = section.getByRole("img", { name: service.imageAlt });
      await expectLoaded(image);
      await expect(section.getByText(service.longDescription)).toBeVisible();
      await expect(section.getByRole("heading", { name: block("services", "features").heading })).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveText(service.features);
      await expectHref(section.getByRole("link", { name: /^Learn More/ }), servicePath(service.slug));
    }

    await expectProcess(page, block("services", "process").heading);
    await expectHref(page.getByRole("main").getByRole("link", { name: block("services", "cta").links![0]!.label }), "/contact/");
  });

  test("the FAQ accordion opens on hover or click, pins on click and answers the keyboard", async ({ page }) => {
    await page.goto("/services/");
    await hydrated(page);
    const faq = page.getByRole("region", { name: block("services", "faq").heading });
    const questions = faqQuestions(faq);
    await expect(questions).toHaveText(SERVICES_FAQ.map((q) => q.question));
    const question = (i: number) => faqQuestion(faq, SERVICES_FAQ[i]!.question);
    const answer = (i: number) => faq.getByText(SERVICES_FAQ[i]!.answer);
    const away = () => page.mouse.move(5, 5);
    const expectOpen = (i: number, open: boolean) => expectQuestionOpen(question(i), open);

    // Every item starts closed, and each answer is a region named by its question.
    for (const [i, { question: q }] of SERVICES_FAQ.entries()) {
      await expectOpen(i, false);
      await expect(faq.getByRole("region", { name: q, includeHidden: true })).toBeHidden();
    }

    // A click opens and pins: the answer stays when the pointer leaves; a second click closes.
    await question(0).click();
    await expectOpen(0, true);
    await expect(answer(0)).toBeVisible();
    await away();
    await expectOpen(0, true);
    await expect(answer(0)).toBeVisible();
    await question(0).click();
    await expectOpen(0, false);
    await expect(answer(0)).toBeHidden();
    await away();
    await expectOpen(0, false);

    // Hover opens an unpinned item; leaving closes it.
    await question(1).hover();
    await expectOpen(1, true);
    await expect(answer(1)).toBeVisible();
    await away();
    await expectOpen(1, false);
    await expect(answer(1)).toBeHidden();

    // Enter and Space toggle the pin.
    await question(2).focus();
    await page.keyboard.press("Enter");
    await expectOpen(2, true);
    await expect(answer(2)).toBeVisible();
    await page.keyboard.press("Space");
    await expectOpen(2, false);
    await expect(answer(2)).toBeHidden();
    await page.keyboard.press(" ");
    await expectOpen(2, true);

    // Several may be open at once.
    await question(3).click();
    await question(5).click();
    await away();
    for (const i of [2, 3, 5]) {
      await expectOpen(i, true);
      await expect(answer(i)).toBeVisible();
    }
    for (const i of [0, 1, 4]) await expectOpen(i, false);
  });
});

test.describe("dedicated service pages", () => {
  for (const [index, service] of SERVICES.entries()) {
    test(servicePath(service.slug), async ({ page, request }) => {
      const response = await page.goto(servicePath(service.slug));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const main = page.getByRole("main");

      await expectHref(main.getByRole("link", { name: block("service", "back").heading }), "/services/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expectLoaded(main.getByRole("img", { name: service.imageAlt }));
      await expect(main.getByText(service.longDescription)).toBeVisible();

      const features = page.getByRole("region", { name: block("service", "features").heading });
      await expect(features.getByRole("listitem")).toHaveText(service.features);
      await expectHref(features.getByRole("link", { name: block("service", "start").links![0]!.label, exact: true }), "/contact/");

      await expectProcess(page, block("service", "process").heading);

      const related = page.getByRole("region", { name: block("service", "related").heading });
      const others = SERVICES.filter((_, i) => i !== index).slice(0, 3);
      await expect(related.getByRole("heading", { level: 3 })).toHaveText(others.map((s) => s.title));
      const links = related.getByRole("link", { name: /^Learn More/ });
      const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
      expect(hrefs).toEqual(others.map((s) => servicePath(s.slug)));

      const cta = block("service", "cta");
      await expectHref(page.getByRole("region", { name: cta.heading }).getByRole("link", { name: cta.links![0]!.label }), "/contact/");

      const ogImage = `${SITE_URL}/images/service-${service.slug}.png`;
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", ogImage);
      const image = await request.get(`/images/service-${service.slug}.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toMatch(/^image\/png/);
    });
  }
});

test.describe("generic service page on the plain static server", () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

  test("an unknown id: loading state, then the not-found message", async ({ page }) => {
    // Hold back the lazily loaded chunks (numbered webpack chunks) until the loading state is seen.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/\d+-[0-9a-f]{20}\.js$/, async (route) => {
      await gate;
      await route.continue();
    });

    const response = await page.goto("/services/unknown-thing");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const loading = page.getByRole("status").filter({ hasText: "Loading service…" });
    await expect(loading).toBeVisible();
    await expect(page.getByRole("heading", { name: "Service Not Found" })).toHaveCount(0);
    release();

    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(page.getByText("The service you're looking for doesn't exist or has been moved.")).toBeVisible();
    const all = page.getByRole("main").getByRole("link", { name: "View All Services" });
    await expectHref(all, "/services/");
    await all.click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("services").heading);
  });

  test("an id in another case finds its service", async ({ page }) => {
    const ai = SERVICES.find((s) => s.slug === "ai-integration")!;
    const response = await page.goto("/services/AI-Integration");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ai.title);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(ai.title)} \\| `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${servicePath(ai.slug)}`);
    await expect(page.getByRole("region", { name: block("service", "features").heading }).getByRole("listitem")).toHaveText(ai.features);
    await expect(page.getByRole("heading", { name: "Service Not Found" })).toHaveCount(0);
  });
});

test("Careers: benefits, the jobs link in a new tab, the call to action, no listings", async ({ page }) => {
  await page.goto("/careers/");
  await hydrated(page);

  const benefits = page.getByRole("region", { name: block("careers", "benefits").heading });
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(BENEFITS.map((b) => b.title));
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
    /flexible work/i,
    /collaborative culture/i,
    /growth opportunities/i,
    /competitive benefits/i,
  ]);

  const openings = block("careers", "openings");
  const jobs = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(openings.links![0]!.label)}`) });
  await expect(jobs).toBeVisible();
  await expect(jobs).toHaveAttribute("href", /^https:\/\/(www\.)?linkedin\.com\/.+\/jobs/);
  await expect(jobs).toHaveAttribute("target", "_blank");
  await expect(jobs).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);

  const cta = block("careers", "cta");
  await expectHref(page.getByRole("region", { name: cta.heading }).getByRole("link", { name: cta.links![0]!.label }), "/contact/");

  // No in-app job listings: the openings section only points to the external page.
  const openingsRegion = page.getByRole("region", { name: openings.heading });
  await expect(openingsRegion.getByRole("listitem")).toHaveCount(0);
  await expect(openingsRegion.getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("link", { name: /apply/i })).toHaveCount(0);
});

test("Privacy: one policy at /privacy/ and /privacy-policy/", async ({ page }) => {
  const privacy = pageCopy("privacy");
  for (const { path, canonical } of PRIVACY_PATHS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
    await expect(page.getByText(/Last updated:?\s*May 12, 2025/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonical}`);
  }

  const main = page.getByRole("main");
  const section = (name: RegExp) => main.getByRole("region", { name });
  for (const name of [/information.*collect/i, /use/i, /shar/i, /protect|secur/i, /cookies/i, /rights/i, /international/i, /children/i, /changes/i, /contact/i])
    await expect(section(name).first(), `a section matching ${name}`).toBeVisible();

  const cookies = section(/cookies/i);
  for (const kind of ["Essential", "Analytics", "Marketing", "Preference"])
    await expect(cookies.getByText(new RegExp(`^${kind} cookies`, "i")).first()).toBeVisible();

  await expect(section(/children/i)).toContainText(/under (the age of )?16/);
  const contact = section(/contact/i).last();
  await expect(contact).toContainText(/privacy@[\w.-]+\.\w+/);
  await expect(contact).toContainText("Dubai");

  await expect(main).toContainText("Google Maps");
  await expect(main).toContainText("Vercel Web Analytics");
});
