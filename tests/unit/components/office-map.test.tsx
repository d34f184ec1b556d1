import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import OfficeMap from "../../../src/components/sections/office-map";
import { formatAddress, mapsPointHref } from "../../../src/lib/content/contact-links";
import { siteConfig } from "./site-fixture";

// The interactive canvas needs the real Maps API; a stand-in shows what it was given.
jest.mock("../../../src/components/sections/office-map-canvas", () => ({
  __esModule: true,
  default: ({ center, zoom, title }: { center: { lat: number; lng: number }; zoom: number; title: string }) => (
    <div data-testid="map-canvas">{`${title} at ${center.lat},${center.lng} zoom ${zoom}`}</div>
  ),
}));

const KEY = "test-maps-key-123";
const ADDRESS = formatAddress(siteConfig.contact.address);
const { latitude, longitude } = siteConfig.contact.geo;

type Win = Window & { gm_authFailure?: () => void; __officeMapReady?: () => void };

/** A controllable IntersectionObserver: tests decide when the map nears the viewport. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
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
  FakeIntersectionObserver.last = undefined;
  Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: FakeIntersectionObserver });
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
  expect(FakeIntersectionObserver.last).toBeUndefined();
});

it("with a key adds no script until the map nears the viewport, then loads the Maps API with the key, and keeps the fallback, quietly, if it fails", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const { container } = renderMap(KEY);
  expect(area(container)).toHaveAttribute("data-map-state", "waiting");
  expect(mapsScripts()).toHaveLength(0);
  const observer = FakeIntersectionObserver.last!;
  expect(observer.observed).toEqual([area(container)]);
  expect(observer.options?.rootMargin).toBeTruthy();
  observer.report(false);
  expect(mapsScripts()).toHaveLength(0);
  observer.report(true);
  const scripts = mapsScripts();
  // An English page asks for English labels; the Arabic page's map is in Arabic (tests/unit/lib/i18n.test.ts).
  expect(scripts.map((s) => [new URL(s.src).pathname, new URL(s.src).searchParams.get("key"), new URL(s.src).searchParams.get("language")])).toEqual([
    ["/maps/api/js", KEY, "en"],
  ]);
  expect(observer.disconnected).toBe(true);
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
it("shows the map with the office's centre and zoom once the script is ready, and falls back on an authentication failure (window.gm_authFailure)", async () => {
  const { container } = renderMap(KEY);
  FakeIntersectionObserver.last!.report(true);
  await act(async () => {
    (window as Win).__officeMapReady!();
  });
  expect(area(container)).toHaveAttribute("data-map-state", "ready");
  const region = screen.getByRole("region", { name: "Map of our office" });
  expect(await screen.findByTestId("map-canvas")).toHaveTextContent(`${siteConfig.siteTitle} at 25.1719,55.3022 zoom 15`);
  expect(region).toContainElement(screen.getByTestId("map-canvas"));

  act(() => (window as Win).gm_authFailure!());
  expectFailed(container);
});
