import fs from "node:fs";
import * as React from "react";
import { createRoot } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import Seo from "../../../src/components/seo";
import { mockSiteQuery, siteConfig } from "./site-fixture";

const page = { location: { pathname: "/contact/" }, pageContext: { lang: "en" as const } };

// Where the tags are at hand, as on the server, they are drawn at once (heads.test.tsx).
it("A Head's tags in the browser arrive with their own chunk after the page: until it has loaded, the root Gatsby renders the Head in shows nothing new", async () => {
  mockSiteQuery();
  render(
    <React.Suspense fallback={<p>loading the tags</p>}>
      <Seo page={page} title="Contact" description="Reach the office." />
    </React.Suspense>,
  );
  expect(screen.getByText("loading the tags")).toBeInTheDocument();
  expect(document.querySelector("title")).toBeNull();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(document.querySelector("title")?.textContent).toBe(`Contact | ${siteConfig.siteTitle}`);
});

// seo.tsx leaves the Head's suspended render without a boundary, so Gatsby's root commits nothing and the
// server's tags stay until the chunk has loaded. A register row of plugins/gatsby-plugin-fast-start/README.md.
describe("what a Head's loading relies on", () => {
  it("the installed Gatsby renders a Head in a React root of its own, with no Suspense boundary, and moves its tags into <head> from an effect of that render", () => {
    const handler = fs.readFileSync(require.resolve("gatsby/cache-dir/head/head-export-handler-for-browser.js"), "utf8");
    const call = /render\(\s*(?:\/\/.*\s*)*<FireCallbackInEffect callback=\{onHeadRendered\}>([\s\S]*?)<\/FireCallbackInEffect>,\s*hiddenRoot\s*\)/.exec(
      handler,
    );
    // It renders the Head into hiddenRoot, inside FireCallbackInEffect.
    expect(call).not.toBeNull();
    expect(call![1]).toContain("{WrapHeadElement}");
    expect(call![1]).not.toMatch(/Suspense/);
    expect(fs.readFileSync(require.resolve("gatsby/cache-dir/react-dom-utils.js"), "utf8")).toMatch(/reactDomClient\.createRoot\(el/);
  });

  it("the installed React commits nothing of a root whose render suspends outside any boundary, effects included, until it resolves", async () => {
    let resolve!: (module: { default: React.ComponentType }) => void;
    const Late = React.lazy(() => new Promise<{ default: React.ComponentType }>((r) => (resolve = r)));
    const effect = jest.fn();
    function Effect({ children }: { children: React.ReactNode }) {
      React.useEffect(() => effect(), []);
      return <>{children}</>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Effect>
          <Late />
        </Effect>,
      ),
    );
    expect([container.innerHTML, effect.mock.calls.length]).toEqual(["", 0]);
    await act(async () => resolve({ default: () => <title>Loaded</title> }));
    expect([container.innerHTML, effect.mock.calls.length]).toEqual(["<title>Loaded</title>", 1]);
    act(() => root.unmount());
  });
});
