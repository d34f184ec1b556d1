import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ready } from "./support/forms-helpers";

const onInsights = (page: Page) => expect(page).toHaveURL((url) => url.pathname === "/insights/");
const onAbout = (page: Page) => expect(page).toHaveURL((url) => url.pathname === "/about/");
const historyLength = (page: Page) => page.evaluate(() => history.length);

/**
 * On a host without redirect rules (the "desktop" project's server), /blog is the fallback page that
 * replaces itself; hosts with rules answer it with a 301 (tests/e2e/hosts.spec.ts).
 */
test.describe("/blog redirects to /insights/", () => {
  // The old address as it was linked (/blog) and in the one form of every page (/blog/): on this host
  // the first is answered with a 301 to the second, as for every folder, and the page there moves on.
  for (const from of ["/blog", "/blog/"]) {
    test.describe(() => {
      test.use({ allowRedirects: from === "/blog" });
      test(`${from} opened directly on a host without rules: ends on /insights/ and Back skips it`, async ({ page, documentRedirects }) => {
        await page.goto("/about/");
        await ready(page);
        const before = await historyLength(page);

        await page.goto(from, { waitUntil: "commit" });
        await onInsights(page);
        expect(documentRedirects).toEqual(from === "/blog" ? ["301 /blog -> /blog/"] : []);
        await ready(page);
        await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
        // One new entry: /blog/ was replaced by /insights/, not kept in front of it.
        expect(await historyLength(page)).toBe(before + 1);

        await page.goBack();
        await onAbout(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    });
  }

  test("the footer's Blog link ends on /insights/ and Back returns to the page before", async ({ page }) => {
    await page.goto("/about/");
    await ready(page);
    const before = await historyLength(page);

    const blog = page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true });
    await expect(blog).toHaveAttribute("href", "/blog/");
    await blog.click();
    await onInsights(page);
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    expect(await historyLength(page)).toBe(before + 1);

    await page.goBack();
    await onAbout(page);
  });
});
