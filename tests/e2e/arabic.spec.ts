import { expect, hydrated, test } from "./fixtures";
import { MAPS_SCRIPT } from "./support/maps-stand-in";
import { CONTENT_AR } from "./support/shell-content";
import { canonicalPath } from "../../src/lib/language/i18n";
import { MESSAGES_AR } from "../../src/lib/language/messages-ar";
import { searchIndexPath } from "../../src/lib/routing/slug";

/** The Arabic edition's own behaviour: the language switch, its routes and the shared controls in Arabic (every Arabic page itself is pages.spec.ts). */

const SITE_AR = CONTENT_AR.site;

test("the language switch leads from an English page to its Arabic twin and back, named in the language it leads to", async ({ page }) => {
  await page.goto("/about/");
  await hydrated(page);
  const toArabic = page.getByRole("banner").getByRole("link", { name: "العربية" });
  await toArabic.click();
  await expect(page).toHaveURL((url) => url.pathname === "/ar/about/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/about/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("links inside an Arabic page stay in Arabic, each at its page's one URL", async ({ page }) => {
  await page.goto("/ar/");
  await hydrated(page);
  const hrefs = await page.locator("header a[href^='/'], main a[href^='/'], footer a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  // The language switch leads to the English home page, /.
  const english = hrefs.filter((h) => !h.startsWith("/ar/") && !/\.(?:xml|pdf|png|jpe?g|webp|svg)$/.test(h) && h !== "/");
  expect(english).toEqual([]);
  expect(hrefs.filter((h) => canonicalPath(h) !== h)).toEqual([]);
});

test("the Insights search filters the Arabic articles, over the Arabic index", async ({ page }) => {
  const first = CONTENT_AR.articles[0]!;
  const word = first.title.split(/\s+/).find((w) => w.length > 3)!;
  await page.goto("/ar/insights/");
  await hydrated(page);
  const index = page.waitForRequest((r) => new URL(r.url()).pathname === searchIndexPath("ar"));
  await page.getByRole("searchbox").fill(word);
  await index;
  await expect(page.getByRole("heading", { level: 2, name: first.title })).toBeVisible();
  await expect(page.getByRole("status").first()).toContainText(`«${word}»`);
});

test.describe("without JavaScript, in Arabic", () => {
  test.use({ javaScriptEnabled: false });

  test("a page shows its content, and the mobile menu opens natively with the language switch in it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar/about/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(CONTENT_AR.pages.find((p) => p.slug === "about")!.heading);
    await page.getByRole("button", { name: MESSAGES_AR.openMenu }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "English" })).toHaveAttribute("href", "/about/");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: SITE_AR.navigation[0]!.name })).toBeVisible();
  });
});

test("the map asks Google for Arabic labels and names itself in Arabic", async ({ page }) => {
  await page.goto("/ar/contact/");
  await hydrated(page);
  const [script] = await Promise.all([page.waitForRequest(MAPS_SCRIPT), page.locator("[data-map-state]").scrollIntoViewIfNeeded()]);
  expect(new URL(script.url()).searchParams.get("language")).toBe("ar");
  await expect(page.getByRole("region", { name: MESSAGES_AR.map.label })).toBeVisible();
});
