import { expect, test } from "./fixtures";
import { ready } from "./support/forms-helpers";

/**
 * The policies as the browser enforces them, with the header's policy on top of each page's own
 * (playwright.config.ts runs this file once, on nginx with deploy/nginx.conf). That the pages, their
 * client-side navigation, the 404 pages, /blog and the map run under their own policies with no
 * violation is every browser test's: a refused script, style or fetch is a console error, which fails
 * the test (tests/e2e/fixtures.ts). The header's policy, which every server sends (csp.spec.ts), restricts no
 * script, style or fetch (tests/unit/gatsby/security-headers.test.ts), so it cannot refuse what the pages' own allow.
 */
test.describe("the policies are enforced", () => {
  test.use({ allowConsoleErrors: [/Content Security Policy/] });

  test("another page cannot frame a page: frame-ancestors comes from the header", async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on("console", (m) => refused.push(m.text()));
    await page.goto("/robots.txt");
    await page.evaluate((src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      document.body.append(frame);
    }, `${baseURL}/about/`);
    await expect.poll(() => refused.join("\n"), { message: "the browser's refusal, naming the header's directive" }).toMatch(/frame-ancestors 'none'/);
    const frame = page.frames()[1];
    expect(frame, "the iframe").toBeTruthy();
    // The frame shows the browser's error page, not the site's document.
    expect(await frame!.evaluate(() => !!document.getElementById("___gatsby")), "/about/ rendered in the frame").toBe(false);
  });

  test("an inline script injected into the page is refused, the browser naming the page's script-src", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (m) => refused.push(m.text()));
    await page.goto("/about/");
    await ready(page);
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true;";
      document.body.append(s);
    });
    await expect
      .poll(() => refused.join("\n"), { message: "the browser's refusal" })
      .toMatch(/inline script violates .* directive 'script-src 'self' 'sha256-/);
    expect(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
