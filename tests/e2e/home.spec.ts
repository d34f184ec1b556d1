import { expect, hydrated, test } from "./fixtures";
import { block, pageCopy, SERVICES, settle } from "./support/shell-content";
import { servicePath } from "../../src/lib/routing/slug";

/** The home page and its hero video; the carousel is tests/unit/components/testimonials.test.tsx's. */

const home = pageCopy("home");

test.describe("hero", () => {
  test("poster first, then a muted looping background video after hydration", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await response!.text(), "the pre-rendered page carries no video").not.toContain("<video");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
    const poster = page.getByRole("img", { name: home.imageAlt! });
    await expect(poster).toHaveAttribute("loading", "eager");
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await hydrated(page);
    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      playsInline: v.hasAttribute("playsinline"),
      preload: v.getAttribute("preload"),
      sources: [...v.querySelectorAll("source")].map((s) => s.getAttribute("src")),
    }));
    expect(props).toMatchObject({ muted: true, loop: true, playsInline: true, preload: "none" });
    expect(props.sources.length).toBeGreaterThan(0);
  });

  test("with reduced motion no video is rendered", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    // The carousel's live region turns polite once the reduced-motion effects have run.
    await expect(page.getByRole("region", { name: "Client testimonials" }).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await settle(page);
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("img", { name: home.imageAlt! })).toBeVisible();
  });
});

test("services grid, About Us block and the call to action", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);

  const grid = page.getByRole("region", { name: block("home", "services").heading });
  await expect(grid.getByRole("listitem")).toHaveCount(SERVICES.length);
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(SERVICES.map((s) => s.title));
  const more = grid.getByRole("link", { name: /^Learn More/ });
  await expect(more).toHaveCount(SERVICES.length);
  const hrefs = await more.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  expect(hrefs).toEqual(SERVICES.map((s) => servicePath(s.slug)));
  for (const s of SERVICES) await expect(grid.getByRole("link", { name: `Learn More about ${s.title}` })).toHaveAttribute("href", servicePath(s.slug));

  const about = block("home", "about");
  const aboutRegion = page.getByRole("region", { name: about.heading });
  await expect(aboutRegion.getByText(about.eyebrow!, { exact: true })).toBeVisible();
  await expect(aboutRegion.getByRole("link", { name: about.links![0]!.label })).toHaveAttribute("href", "/about/");

  const cta = page.getByRole("main").getByRole("link", { name: "Get Started Today" });
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute("href", "/contact/");
});
