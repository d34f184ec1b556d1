import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { block, CONTENT } from "./support/shell-content";
import { ready } from "./support/forms-helpers";
import { MAPS_SCRIPT } from "./support/maps-stand-in";

const { site } = CONTENT;

const { contact } = site;
const ADDRESS = [contact.address.streetAddress, contact.address.addressLocality, contact.address.countryName].join(", ");
const OFFICE = { lat: 25.1719, lng: 55.3022 };

test.describe("Contact page", () => {
  test("contact list: mailto, tel with digits only, address to a maps search in a new tab", async ({ page }) => {
    await page.goto("/contact/");
    const list = page.getByRole("region", { name: block("contact", "details").heading });
    await expect(list.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
    await expect(list.getByRole("link", { name: contact.phone })).toHaveAttribute("href", "tel:97145550142");
    const address = list.getByRole("link", { name: ADDRESS });
    await expect(address).toHaveAttribute("href", `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`);
    await expect(address).toHaveAttribute("target", "_blank");
    await expect(address).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("social links: X, LinkedIn, Facebook and Instagram", async ({ page }) => {
    await page.goto("/contact/");
    const social = page.getByRole("region", { name: block("contact", "social").heading });
    await expect(social.getByRole("link")).toHaveCount(4);
    const expected: [RegExp, string][] = [
      [/^X\b/, site.socialLinks.twitter],
      [/^LinkedIn\b/, site.socialLinks.linkedin],
      [/^Facebook\b/, site.socialLinks.facebook],
      [/^Instagram\b/, site.socialLinks.instagram],
    ];
    for (const [name, href] of expected) await expect(social.getByRole("link", { name })).toHaveAttribute("href", href);
  });

  test("structured data: a ProfessionalService with address, geo, contact point, areas and languages", async ({ page }) => {
    await page.goto("/contact/");
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null")));
    const nodes = blocks.flatMap((b) => (Array.isArray(b) ? b : (b?.["@graph"] ?? [b])));
    const office = nodes.find((n) => n?.["@type"] === "ProfessionalService");
    expect(office, "a ProfessionalService block").toBeTruthy();
    expect(office.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: contact.address.streetAddress,
      addressLocality: "Dubai",
      addressCountry: "AE",
    });
    expect(office.geo).toMatchObject({ latitude: 25.1719, longitude: 55.3022 });
    expect(office.contactPoint).toMatchObject({ "@type": "ContactPoint", email: contact.email, telephone: contact.phone });
    const names = (v: unknown) => (Array.isArray(v) ? v : [v]).map((x) => (typeof x === "string" ? x : (x as { name: string }).name));
    expect(names(office.areaServed)).toEqual(["AE", "US", "EU"]);
    expect(names(office.availableLanguage)).toEqual(["English", "Arabic"]);
  });
});

test.describe("Office map", () => {
  // Short enough that the map starts well below the fold (and its 300px margin).
  test.use({ viewport: { width: 1280, height: 600 } });

  const mapBox = (page: Page) => page.locator("[data-map-state]");
  const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of our office" });
  const openInMaps = (page: Page) => page.getByRole("link", { name: /^Open in Google Maps/ });

  async function openContact(page: Page): Promise<Request[]> {
    const mapsRequests: Request[] = [];
    page.on("request", (r) => MAPS_SCRIPT.test(r.url()) && mapsRequests.push(r));
    await page.goto("/contact/");
    await ready(page);
    // The map's effect has run (it sets the auth-failure hook) and the observer has seen two frames.
    await page.waitForFunction(() => typeof (window as { gm_authFailure?: unknown }).gm_authFailure === "function");
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return mapsRequests;
  }

  async function scrollToMap(page: Page): Promise<Request> {
    const [request] = await Promise.all([
      page.waitForRequest(MAPS_SCRIPT),
      page.getByRole("heading", { name: block("contact", "map").heading }).scrollIntoViewIfNeeded(),
    ]);
    return request;
  }

  async function expectStaticFallback(page: Page) {
    await expect(mapRegion(page)).toHaveCount(0);
    await expect(openInMaps(page)).toBeVisible();
    await expect(openInMaps(page)).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=25.1719%2C55.3022");
    await expect(openInMaps(page)).toHaveAttribute("target", "_blank");
    await expect(mapBox(page).getByText(ADDRESS, { exact: true })).toBeVisible();
  }

  test("loads the Maps script only near the viewport, then shows the office at zoom 15 with a marker", async ({ page }) => {
    const requests = await openContact(page);
    const box = await mapBox(page).boundingBox();
    expect(box!.y, "the map starts more than a screen and the preload margin below").toBeGreaterThan(600 + 300);
    expect(box!.height).toBe(400);
    expect(requests, "no Maps request while the map is far below the fold").toHaveLength(0);
    await expect(mapRegion(page)).toHaveCount(0);

    const request = await scrollToMap(page);
    expect(new URL(request.url()).searchParams.get("key")).toBe("e2e-stand-in-key");
    await expect(mapRegion(page)).toBeVisible();
    await expect(mapRegion(page).getByText("Map stand-in")).toBeVisible();
    expect((await mapBox(page).boundingBox())!.height).toBe(400);

    const record = await page.evaluate(() => {
      type LatLng = { lat(): number; lng(): number };
      const r = (
        window as unknown as {
          __mapsRecord: { maps: { getCenter(): LatLng; getZoom(): number }[]; markers: { getPosition(): LatLng; options: { map?: unknown }; map?: unknown }[] };
        }
      ).__mapsRecord;
      return {
        maps: r.maps.map((m) => ({ lat: m.getCenter().lat(), lng: m.getCenter().lng(), zoom: m.getZoom() })),
        markers: r.markers.map((m) => ({ lat: m.getPosition().lat(), lng: m.getPosition().lng(), onMap: (m.map ?? m.options.map) === r.maps[0] })),
      };
    });
    expect(record.maps).toEqual([{ ...OFFICE, zoom: 15 }]);
    expect(record.markers).toEqual([{ ...OFFICE, onMap: true }]);
    expect(requests).toHaveLength(1);
  });

  test.describe("when the Maps script is refused", () => {
    test.use({ allowConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

    test("shows the static fallback and the page does not throw", async ({ page }) => {
      // Registered after the fixture's stand-in, so it wins.
      await page.route(MAPS_SCRIPT, (route) => route.abort("failed"));
      await openContact(page);
      const failed = page.waitForEvent("requestfailed", (r) => MAPS_SCRIPT.test(r.url()));
      await page.getByRole("heading", { name: block("contact", "map").heading }).scrollIntoViewIfNeeded();
      await failed;
      await expect(page.getByText("Loading map…")).toHaveCount(0);
      await expectStaticFallback(page);
      expect((await mapBox(page).boundingBox())!.height).toBe(400);
    });
  });

  test("an authentication failure after loading brings the static fallback back", async ({ page }) => {
    await openContact(page);
    await scrollToMap(page);
    await expect(mapRegion(page)).toBeVisible();
    await page.evaluate(() => (window as unknown as { gm_authFailure: () => void }).gm_authFailure());
    await expectStaticFallback(page);
    expect((await mapBox(page).boundingBox())!.height).toBe(400);
  });
});
