import { expect, hydrated, NOT_FOUND_CONSOLE, ROUTES, test } from "./fixtures";
import { PRIVACY_PATHS } from "../../src/lib/routing/routes";
import { expectedHead, pageCopy, SITE, SITE_URL } from "./support/shell-content";

/** The layout shell and the head of every route, on the plain static server. */

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with the shell and its own head`, async ({ page }) => {
      const { title, description } = expectedHead(route);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await hydrated(page);

      await expect(page).toHaveTitle(`${title} | ${SITE.siteTitle}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      // /privacy/ names /privacy-policy/ as its canonical; every other page itself, home as the site's root with its slash.
      const canonicalPath = PRIVACY_PATHS.find((a) => a.path === route)?.canonical ?? route;
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute("href", `${SITE_URL}${canonicalPath}`);

      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | ${SITE.siteTitle}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /\S/);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const parsed = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
      const org = parsed.find((d) => d["@type"] === "Organization");
      expect(org, "an Organization in the JSON-LD").toBeTruthy();
      expect(org?.name).toBe(SITE.siteTitle);
    });
  }
});

// The header's, footer's, side bar's and mobile menu's links are tests/unit/components/{header,footer,side-bar,mobile-menu}.test.tsx;
// the mobile menu's focus trap, Escape and links are keyboard.spec.ts; the page-visible flag is page-visible.test.tsx.
test.describe("a wide screen", () => {
  test("shows the main navigation and the side bar, not the mobile toggle; a client-side navigation replaces the head, once", async ({ page }) => {
    await page.goto("/about/");
    await hydrated(page);
    await expect(page.getByRole("complementary", { name: "Quick contact" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });

    await nav.getByRole("link", { name: SITE.navigation.find((n) => n.path === "/services")!.name }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page).toHaveTitle(`${expectedHead("/services/").title} | ${SITE.siteTitle}`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/services/`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", expectedHead("/services/").description);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  });
});

test.describe("a narrow screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("hides the main navigation and the side bar behind the mobile toggle", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Quick contact", includeHidden: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });
});

test("a route change scrolls the new page to the top", async ({ page }) => {
  await page.goto("/about/");
  await hydrated(page);
  const link = page.getByRole("navigation", { name: "Company" }).getByRole("link", { name: "Careers" });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/careers\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("careers").heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("unknown paths", () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE] });

  test("answer 404 with a page that leads home", async ({ page }) => {
    const notFound = pageCopy("not-found");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    const home = page.getByRole("main").getByRole("link", { name: /home/i });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("home").heading);
  });
});
