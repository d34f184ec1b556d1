import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, NOT_FOUND_CONSOLE, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/a11y-helpers";
import { expectQuestionOpen, faqQuestion } from "./support/accordion";
import {
  BENEFITS,
  block,
  CONTENT,
  escapeRegExp,
  pageCopy,
  PROCESS,
  SERVICES,
  SERVICES_FAQ,
  SITE_URL,
  TEAM,
  TESTIMONIALS,
  VALUES,
} from "./support/shell-content";
import { PRIVACY_PATHS } from "../../src/lib/routing/routes";
import { servicePath } from "../../src/lib/routing/slug";

/** About, Services, the service pages, Careers and Privacy. */

const PRIVACY = CONTENT.privacy;

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
    // Its title, bio and alt text are tests/unit/components/cards.test.tsx (TeamGrid): here, the portrait as served.
    await expectLoaded(card.getByRole("img", { name: member.imageAlt }));
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

  // Real pointer events: the rest (closed at first, several open, the keyboard) is tests/unit/components/accordion.test.tsx, tests/unit/lib/accordion.test.ts and keyboard.spec.ts.
  test("the FAQ accordion opens on hover and pins on click, with no axe violation open", async ({ page }) => {
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
});

test.describe("dedicated service pages", () => {
  for (const service of SERVICES) {
    test(servicePath(service.slug), async ({ page, request }) => {
      const response = await page.goto(servicePath(service.slug));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const main = page.getByRole("main");

      // Its sections, in order, are tests/unit/components/service-view.test.tsx: here, the built page and its images.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expectLoaded(main.getByRole("img", { name: service.imageAlt }));

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

    // The message and its link to /services/ are tests/unit/components/generic-service.test.tsx's.
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
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
    await expect(page.getByRole("region", { name: block("service", "features").heading }).getByRole("listitem")).toHaveText(ai.features);
    await expect(page.getByRole("heading", { name: "Service Not Found" })).toHaveCount(0);
  });
});

test("Careers: benefits, the jobs link, the call to action, no listings", async ({ page }) => {
  await page.goto("/careers/");
  await hydrated(page);

  const benefits = page.getByRole("region", { name: block("careers", "benefits").heading });
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(BENEFITS.map((b) => b.title));

  const openings = block("careers", "openings");
  const jobs = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(openings.links![0]!.label)}`) });
  await expect(jobs).toBeVisible();
  // A LinkButton, which opens another site in a new tab (tests/unit/components/ui.test.tsx).
  await expect(jobs).toHaveAttribute("href", /^https:\/\/(www\.)?linkedin\.com\/.+\/jobs/);

  const cta = block("careers", "cta");
  await expectHref(page.getByRole("region", { name: cta.heading }).getByRole("link", { name: cta.links![0]!.label }), "/contact/");

  // No in-app job listings: the openings section only points to the external page.
  const openingsRegion = page.getByRole("region", { name: openings.heading });
  await expect(openingsRegion.getByRole("listitem")).toHaveCount(0);
  await expect(openingsRegion.getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("link", { name: /apply/i })).toHaveCount(0);
});

test("Privacy: one policy at /privacy/ and /privacy-policy/, its mailbox a mailto link", async ({ page }) => {
  // Each path's status and canonical link are pages.spec.ts's.
  const privacy = pageCopy("privacy");
  const mailbox = PRIVACY.sections.flatMap((s) => s.items ?? []).find((i) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(i.text))!;
  expect(mailbox, "the policy names a mailbox").toBeTruthy();
  for (const { path } of PRIVACY_PATHS) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
    await expect(page.getByText(/Last updated:?\s*May 12, 2025/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: mailbox.text, exact: true }), path).toHaveAttribute("href", `mailto:${mailbox.text}`);
  }

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
