import { CONTENT, CONTENT_AR } from "./support/shell-content";
import { expect, test } from "./fixtures";
import { ARTICLE } from "./support/a11y-helpers";
import { ready } from "./support/forms-helpers";
import { localePath } from "../../src/lib/language/i18n";

const { site } = CONTENT;

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
