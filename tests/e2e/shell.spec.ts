import { expect, hydrated, NOT_FOUND_CONSOLE, ROUTES, test } from "./fixtures";
import { localePath } from "../../src/lib/language/i18n";
import { PRIVACY_PATHS } from "../../src/lib/routing/routes";
import { expectMenuExpanded } from "./support/a11y-helpers";
import { escapeRegExp, expectedHead, pageCopy, setTabVisibility, SITE, SITE_URL } from "./support/shell-content";

/** The layout shell and the head of every route, on the plain static server. */

const SOCIAL = [
  { name: /^X\b/, href: SITE.socialLinks.twitter },
  { name: /^LinkedIn\b/, href: SITE.socialLinks.linkedin },
  { name: /^Facebook\b/, href: SITE.socialLinks.facebook },
  { name: /^Instagram\b/, href: SITE.socialLinks.instagram },
];

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

      // The skip link is the first thing Tab reaches, and it moves focus to the main landmark.
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
    });
  }
});

test.describe("top bar on a wide screen", () => {
  test("logo, navigation in order, Let's Talk and social links", async ({ page }) => {
    await page.goto("/about/");
    await hydrated(page);
    const bar = page.getByRole("banner");

    await expect(bar.getByRole("link", { name: new RegExp(`^${escapeRegExp(SITE.siteTitle)}`) })).toHaveAttribute("href", "/");

    const nav = bar.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    const links = nav.getByRole("link");
    await expect(links).toHaveText(SITE.navigation.map((n) => n.name));
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    // Content names each page as /about; the site links to its one URL, /about/.
    expect(hrefs).toEqual(SITE.navigation.map((n) => localePath(n.path, "en")));

    const talk = bar.getByRole("link", { name: "Let's Talk" });
    await expect(talk).toBeVisible();
    await expect(talk).toHaveAttribute("href", "/contact/");

    for (const s of SOCIAL) {
      const link = bar.getByRole("link", { name: s.name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", s.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    }

    // The mobile toggle is not offered on a wide screen.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    // A client-side navigation replaces the head (rendered in a transition), once.
    await nav.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page).toHaveTitle(`${expectedHead("/services/").title} | ${SITE.siteTitle}`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/services/`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", expectedHead("/services/").description);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, traps focus, closes on Escape and on choosing a link", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const toggle = page.getByRole("button", { name: "Open menu" });
    await expectMenuExpanded(page, false);
    await toggle.click();

    const open = page.getByRole("button", { name: "Close menu" });
    await expectMenuExpanded(page, true);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const links = menu.getByRole("link");
    await expect(links).toHaveText(SITE.navigation.map((n) => n.name));
    for (const link of await links.all()) await expect(link).toBeVisible();

    // Tab and Shift+Tab stay within the toggle and the open panel.
    await open.focus();
    await page.evaluate(() => {
      const w = window as unknown as { __focusTrail: boolean[] };
      w.__focusTrail = [];
      document.addEventListener("focusin", (e) => {
        const t = e.target as Element;
        w.__focusTrail.push(t.hasAttribute("data-menu-toggle") || !!document.getElementById("mobile-menu")?.contains(t));
      });
    });
    const stops = 1 + (await page.locator("#mobile-menu").locator("a[href], button").count());
    for (let i = 0; i < stops; i++) await page.keyboard.press("Tab");
    await expect(open, "Tab wraps from the last item back to the toggle").toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(open).not.toBeFocused();
    await page.keyboard.press("Tab");
    await expect(open).toBeFocused();
    const trail = await page.evaluate(() => (window as unknown as { __focusTrail: boolean[] }).__focusTrail);
    expect(trail, "every focus stop inside the menu").toEqual(Array(stops + 2).fill(true));

    await page.keyboard.press("Escape");
    await expectMenuExpanded(page, false);
    await expect(toggle).toBeFocused();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("about").heading);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expectMenuExpanded(page, false);
    await expect(menu).toBeHidden();
  });

  test("the quick-contact side bar is not shown on a narrow screen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("complementary", { name: "Quick contact", includeHidden: true })).toBeHidden();
  });
});

test.describe("footer and side bar", () => {
  test("contact block, the three columns and the copyright line", async ({ page }) => {
    await page.goto("/careers/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");

    const a = SITE.contact.address;
    await expect(footer.getByText(`${a.streetAddress}, ${a.addressLocality}, ${a.countryName}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: SITE.contact.email })).toHaveAttribute("href", `mailto:${SITE.contact.email}`);
    await expect(footer.getByRole("link", { name: SITE.contact.phone })).toHaveAttribute("href", `tel:${SITE.contact.phone.replace(/\D/g, "")}`);
    for (const s of SOCIAL) await expect(footer.getByRole("link", { name: s.name })).toHaveAttribute("href", s.href);

    for (const { title, links } of SITE.footerLinks) {
      const paths = links.map((l) => localePath(l.path, "en"));
      const column = footer.getByRole("navigation", { name: title });
      await expect(column.getByRole("heading", { name: title })).toBeVisible();
      const hrefs = await column.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
      expect(hrefs, `footer column ${title}`).toEqual(paths);
    }

    const year = new Date().getFullYear();
    const copyright = footer.getByText(new RegExp(`©\\s*${year}\\s+${escapeRegExp(SITE.siteTitle)}`));
    await expect(copyright).toBeVisible();
    const line = copyright.locator("xpath=..");
    await expect(line.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    await expect(line.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers/");
  });

  test("the quick-contact side bar on a wide screen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const bar = page.getByRole("complementary", { name: "Quick contact" });
    await expect(bar).toBeVisible();
    const whatsapp = bar.getByRole("link", { name: /^WhatsApp\b/ });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(bar.getByRole("link", { name: "Email", exact: true })).toHaveAttribute("href", `mailto:${SITE.contact.email}`);
    await expect(bar.getByRole("link", { name: "Call", exact: true })).toHaveAttribute("href", `tel:${SITE.contact.phone.replace(/\D/g, "")}`);
  });
});

test("the page-visible flag follows the tab's visibility", async ({ page }) => {
  await page.goto("/about/");
  await hydrated(page);
  await page.evaluate(() => {
    const w = window as unknown as { __events: string[] };
    w.__events = [];
    window.addEventListener("blur", () => w.__events.push("blur"));
    window.addEventListener("focus", () => w.__events.push("focus"));
  });
  const events = () => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
  const body = page.locator("body");

  await setTabVisibility(page, "hidden");
  await expect(body).toHaveClass(/(^|\s)page-inactive(\s|$)/);
  expect(await events()).toEqual(["blur"]);

  await setTabVisibility(page, "visible");
  await expect(body).not.toHaveClass(/(^|\s)page-inactive(\s|$)/);
  expect(await events()).toEqual(["blur", "focus"]);
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
