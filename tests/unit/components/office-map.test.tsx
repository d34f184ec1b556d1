import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import OfficeMap from "../../../src/components/sections/office-map";
import { formatAddress, mapsPointHref } from "../../../src/lib/content/contact-links";
import { siteConfig } from "./site-fixture";

// The interactive canvas needs the real Maps API; what it is given, the office at its zoom with a marker, is contact.spec.ts's.
jest.mock("../../../src/components/sections/office-map-canvas", () => ({
  __esModule: true,
  default: () => <div data-testid="map-canvas" />,
}));

const KEY = "test-maps-key-123";
const ADDRESS = formatAddress(siteConfig.contact.address);
const { latitude, longitude } = siteConfig.contact.geo;

type Win = Window & { gm_authFailure?: () => void; __officeMapReady?: () => void };

/** The map is near the viewport from the start: that it waits until then is contact.spec.ts's, in Chromium. */
class NearViewport {
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

const mapsScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>("script")].filter((s) => s.src.includes("maps.googleapis.com"));
const area = (container: HTMLElement) => container.firstElementChild as HTMLElement;

function renderMap(apiKey: string) {
  return render(
    <OfficeMap apiKey={apiKey} latitude={latitude} longitude={longitude} zoom={siteConfig.contact.mapZoom} title={siteConfig.siteTitle} address={ADDRESS} />,
  );
}

/** The static card, shown until the map is ready, and instead of it on any failure. */
function expectFallback() {
  expect(screen.getByText("Our office")).toBeInTheDocument();
  expect(screen.getByText(ADDRESS)).toBeInTheDocument();
  const link = screen.getByRole("link", { name: "Open in Google Maps (opens in a new tab)" });
  expect(link).toHaveAttribute("href", mapsPointHref(latitude, longitude));
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

function expectFailed(container: HTMLElement) {
  expect(area(container)).toHaveAttribute("data-map-state", "failed");
  expectFallback();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Map of our office" })).not.toBeInTheDocument();
}

const failToLoad = (script: HTMLScriptElement) =>
  act(async () => {
    script.dispatchEvent(new Event("error"));
  });

beforeEach(() => {
  Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: NearViewport });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as Win).gm_authFailure;
  mapsScripts().forEach((s) => s.remove());
});

it("without a key shows the static fallback, adds no script and is 400px high", () => {
  const { container } = renderMap("");
  expectFailed(container);
  expect(area(container)).toHaveStyle({ height: "400px" });
  expect(mapsScripts()).toHaveLength(0);
});

it("with a key, near the viewport, loads the Maps API with the key over the fallback, and keeps the fallback, quietly, if it fails", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const { container } = renderMap(KEY);
  const scripts = mapsScripts();
  // An English page asks for English labels; the Arabic page's map is in Arabic (tests/unit/lib/i18n.test.ts).
  expect(scripts.map((s) => [new URL(s.src).pathname, new URL(s.src).searchParams.get("key"), new URL(s.src).searchParams.get("language")])).toEqual([
    ["/maps/api/js", KEY, "en"],
  ]);
  expect(area(container)).toHaveAttribute("data-map-state", "loading");
  expect(screen.getByRole("status")).toHaveTextContent("Loading map…");
  expectFallback();

  // An error thrown here would fail the test; the loader is left clean for the next.
  await failToLoad(scripts[0]!);
  expect(scripts[0]).not.toBeInTheDocument();
  expectFailed(container);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

// Last: the loader remembers a successful load for the rest of the page's life.
it("shows the map once the script is ready, and falls back on an authentication failure (window.gm_authFailure)", async () => {
  const { container } = renderMap(KEY);
  await act(async () => {
    (window as Win).__officeMapReady!();
  });
  expect(area(container)).toHaveAttribute("data-map-state", "ready");
  const region = screen.getByRole("region", { name: "Map of our office" });
  expect(region).toContainElement(await screen.findByTestId("map-canvas"));

  act(() => (window as Win).gm_authFailure!());
  expectFailed(container);
});
