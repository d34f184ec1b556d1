import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { block, CONTENT } from "./support/shell-content";
import { expectNoAxeViolations } from "./support/a11y-helpers";
import { ready } from "./support/forms-helpers";
import { MAPS_SCRIPT } from "./support/maps-stand-in";

const { site } = CONTENT;
const { contact } = site;
const ADDRESS = [contact.address.streetAddress, contact.address.addressLocality, contact.address.countryName].join(", ");
const OFFICE = { lat: contact.geo.latitude, lng: contact.geo.longitude };

// The links' forms are tests/unit/lib/contact-links.test.ts's; here, that the contact page lists them.
test("the contact page links its email, phone, address (a maps search in a new tab) and every social profile", async ({ page }) => {
  await page.goto("/contact/");
  const list = page.getByRole("region", { name: block("contact", "details").heading });
  await expect(list.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
  await expect(list.getByRole("link", { name: contact.phone })).toHaveAttribute("href", `tel:${contact.phone.replace(/\D/g, "")}`);
  const address = list.getByRole("link", { name: ADDRESS });
  await expect(address).toHaveAttribute("href", `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`);
  await expect(address).toHaveAttribute("target", "_blank");
  await expect(address).toHaveAttribute("rel", "noopener noreferrer");
  const social = page.getByRole("region", { name: block("contact", "social").heading }).getByRole("link");
  expect((await social.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).sort()).toEqual(Object.values(site.socialLinks).sort());
});

test.describe("Office map", () => {
  // Short enough that the map starts well below the fold (and its 300px margin).
  test.use({ viewport: { width: 1280, height: 600 } });

  test("loads the Maps script only near the viewport, then shows the office at its zoom with a marker, with no axe violation", async ({ page }) => {
    const requests: Request[] = [];
    page.on("request", (r) => MAPS_SCRIPT.test(r.url()) && requests.push(r));
    await page.goto("/contact/");
    await ready(page);
    // The map's effect has run (it sets the auth-failure hook) and the observer has seen two frames.
    await page.waitForFunction(() => typeof (window as { gm_authFailure?: unknown }).gm_authFailure === "function");
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const mapBox = page.locator("[data-map-state]");
    const mapRegion = page.getByRole("region", { name: "Map of our office" });
    const box = await mapBox.boundingBox();
    expect(box!.y, "the map starts more than a screen and the preload margin below").toBeGreaterThan(600 + 300);
    expect(box!.height).toBe(400);
    expect(requests, "no Maps request while the map is far below the fold").toHaveLength(0);
    await expect(mapRegion).toHaveCount(0);

    const [request] = await Promise.all([
      page.waitForRequest(MAPS_SCRIPT),
      page.getByRole("heading", { name: block("contact", "map").heading }).scrollIntoViewIfNeeded(),
    ]);
    expect(new URL(request.url()).searchParams.get("key")).toBe("e2e-stand-in-key");
    await expect(mapRegion.getByText("Map stand-in")).toBeVisible();
    expect((await mapBox.boundingBox())!.height).toBe(400);

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
    expect(record.maps).toEqual([{ ...OFFICE, zoom: contact.mapZoom }]);
    expect(record.markers).toEqual([{ ...OFFICE, onMap: true }]);
    expect(requests).toHaveLength(1);
    await expectNoAxeViolations(page, "/contact/ with the map loaded");
  });
});
