import { expect, hydrated, test } from "./fixtures";
import { block, pageCopy, SERVICES } from "./support/shell-content";

/** The home page; the hero video is tests/unit/components/home-hero.test.tsx's and tests/e2e/motion.spec.ts's. */

const home = pageCopy("home");

test("the hero's heading and its poster loaded eagerly, the services grid, the About Us block and the call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
  const poster = page.getByRole("img", { name: home.imageAlt! });
  await expect(poster).toHaveAttribute("loading", "eager");
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await hydrated(page);

  const grid = page.getByRole("region", { name: block("home", "services").heading });
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(SERVICES.map((s) => s.title));
  // Each card's Learn More link is tests/unit/components/service-grid.test.tsx's.

  const about = block("home", "about");
  const aboutRegion = page.getByRole("region", { name: about.heading });
  await expect(aboutRegion.getByText(about.eyebrow!, { exact: true })).toBeVisible();
  await expect(aboutRegion.getByRole("link", { name: about.links![0]!.label })).toHaveAttribute("href", "/about/");

  const cta = page.getByRole("main").getByRole("link", { name: "Get Started Today" });
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute("href", "/contact/");
});
