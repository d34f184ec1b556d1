import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { block, pageCopy, SERVICES, setTabVisibility, settle, TESTIMONIALS } from "./support/shell-content";
import { servicePath } from "../../src/lib/slug";

/** The home page, its hero video and the testimonial carousel. */

const home = pageCopy("home");
const INTERVAL = 5000;

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

/** The carousel's slides and dots. */
function carousel(page: Page) {
  const region = page.getByRole("region", { name: "Client testimonials" });
  return {
    region,
    slide: (n: number): Locator => region.getByRole("group", { name: `Testimonial ${n} of ${TESTIMONIALS.length}`, includeHidden: true }),
    dot: (n: number): Locator => region.getByRole("button", { name: `Go to testimonial ${n}` }),
    next: region.getByRole("button", { name: "Next testimonial" }),
    previous: region.getByRole("button", { name: "Previous testimonial" }),
  };
}

/** Only slide n is shown, with its quote's author, and its dot is the current one. */
async function expectShowing(page: Page, n: number): Promise<void> {
  const c = carousel(page);
  // Hidden slides leave the accessibility tree, so exactly one group may be found.
  const shown = c.region.getByRole("group");
  await expect(shown).toHaveAccessibleName(`Testimonial ${n} of ${TESTIMONIALS.length}`);
  await expect(shown).toContainText(TESTIMONIALS[n - 1]!.author);
  await expect(c.region.locator('[aria-current="true"]')).toHaveAccessibleName(`Go to testimonial ${n}`);
}

/** Moves the pointer off the carousel and the focus off the page's controls, so neither pauses it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Lets the effect that arms the next timer run, then moves the clock. */
async function advance(page: Page, ms: number): Promise<void> {
  await settle(page);
  await page.clock.runFor(ms);
}

/**
 * Opens home with Playwright's clock installed and standing still. Time moves only when
 * the test moves it: in 20 ms steps until React has hydrated, so the carousel's first
 * timer is armed within 20 ms of the moment the test starts counting.
 */
async function openWithClock(page: Page, { reducedMotion = false } = {}): Promise<void> {
  if (reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto("/");
  const isHydrated = () =>
    page.evaluate(() => {
      const root = document.getElementById("___gatsby");
      return !!root && Object.keys(root).some((k) => k.startsWith("__reactContainer"));
    });
  for (let step = 0; !(await isHydrated()); step++) {
    expect(step, "hydration while the clock moves in 20 ms steps").toBeLessThan(1000);
    await page.clock.runFor(20);
  }
  // Evidence that the first effects have run (the carousel's timer is armed in the same pass):
  // the hero video appears, or with reduced motion the carousel's live region turns polite.
  if (reducedMotion) await expect(carousel(page).region.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  else await expect(page.locator("video")).toHaveCount(1);
  await settle(page);
}

test.describe("testimonial carousel", () => {
  test("advances every 5000 ms and wraps from the last to the first", async ({ page }) => {
    await openWithClock(page);
    await leaveCarousel(page);
    await expectShowing(page, 1);

    await advance(page, INTERVAL - 100);
    await expectShowing(page, 1);
    await advance(page, 100);
    await expectShowing(page, 2);
    await advance(page, INTERVAL - 100);
    await expectShowing(page, 2);
    await advance(page, 100);
    await expectShowing(page, 3);
    await advance(page, INTERVAL - 100);
    await expectShowing(page, 3);
    await advance(page, 100);
    await expectShowing(page, 1);
  });

  test("previous, next and dot controls, wrapping at both ends", async ({ page }) => {
    await openWithClock(page);
    const c = carousel(page);
    await expectShowing(page, 1);
    for (let i = 2; i <= TESTIMONIALS.length; i++) await expect(c.dot(i)).not.toHaveAttribute("aria-current");

    await c.previous.click();
    await expectShowing(page, TESTIMONIALS.length);
    await c.next.click();
    await expectShowing(page, 1);
    await c.next.click();
    await expectShowing(page, 2);
    await expect(c.dot(1)).not.toHaveAttribute("aria-current");
    await c.dot(3).click();
    await expectShowing(page, 3);
    await c.next.click();
    await expectShowing(page, 1);
    await c.dot(2).click();
    await expectShowing(page, 2);
    await c.previous.click();
    await expectShowing(page, 1);
  });

  test("pauses while the tab is hidden and resumes when it is shown", async ({ page }) => {
    await openWithClock(page);
    await leaveCarousel(page);
    await expectShowing(page, 1);

    await setTabVisibility(page, "hidden");
    await advance(page, INTERVAL * 3);
    await expectShowing(page, 1);

    await setTabVisibility(page, "visible");
    await advance(page, INTERVAL);
    await expectShowing(page, 2);
  });

  test("pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
    await openWithClock(page);
    const c = carousel(page);
    await c.slide(1).hover();
    await advance(page, INTERVAL * 3);
    await expectShowing(page, 1);

    await leaveCarousel(page);
    await advance(page, INTERVAL);
    await expectShowing(page, 2);
  });

  test("the pause control stops and restarts the rotation", async ({ page }) => {
    await openWithClock(page);
    const c = carousel(page);

    await c.region.getByRole("button", { name: "Pause automatic rotation" }).click();
    const play = c.region.getByRole("button", { name: "Start automatic rotation" });
    await expect(play).toBeVisible();
    await leaveCarousel(page);
    await advance(page, INTERVAL * 3);
    await expectShowing(page, 1);

    await play.click();
    await expect(c.region.getByRole("button", { name: "Pause automatic rotation" })).toBeVisible();
    await leaveCarousel(page);
    // Restarted while the clock stands still, so the next change is due exactly 5000 ms later.
    await advance(page, INTERVAL - 1);
    await expectShowing(page, 1);
    await advance(page, 1);
    await expectShowing(page, 2);
  });

  test("with reduced motion it does not advance by itself", async ({ page }) => {
    await openWithClock(page, { reducedMotion: true });
    await leaveCarousel(page);
    await advance(page, INTERVAL * 3);
    await expectShowing(page, 1);

    await carousel(page).next.click();
    await expectShowing(page, 2);
  });
});
