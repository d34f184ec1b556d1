/**
 * @jest-environment node
 */
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { GATSBY_APP_ALIAS, GATSBY_REACT_DOM_UTILS, onCreateWebpackConfig } from "../../../plugins/gatsby-plugin-fast-start/webpack";

const SITE = "/site";
const GATSBY_APP = "/site/.cache/production-app";

/** Calls the hook for a stage with Gatsby's entries and returns the config it set, if any. */
function configFor(stage: string, app: unknown = GATSBY_APP) {
  const replaceWebpackConfig = jest.fn();
  const args = {
    stage,
    getConfig: () => ({ entry: { polyfill: "/site/.cache/polyfill-entry", app }, resolve: { alias: { gatsby$: "/site/.cache/gatsby-browser-entry.js" } } }),
    actions: { replaceWebpackConfig },
    store: { getState: () => ({ program: { directory: SITE } }) },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  return replaceWebpackConfig;
}

describe("onCreateWebpackConfig", () => {
  it("starts the browser build at the staged entry, which reaches Gatsby's app through an exact alias", () => {
    const replace = configFor("build-javascript");
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0]).toEqual({
      entry: { polyfill: "/site/.cache/polyfill-entry", app: path.join(SITE, "src/startup/app.ts") },
      resolve: {
        alias: {
          gatsby$: "/site/.cache/gatsby-browser-entry.js",
          [`${GATSBY_APP_ALIAS}$`]: GATSBY_APP,
          "/site/.cache/react-dom-utils$": path.join(SITE, "src/startup/react-dom-utils.ts"),
        },
      },
    });
  });

  it("names Gatsby's react-dom-utils by its path in .cache, where Gatsby's app and Head handler import it", () => {
    expect(GATSBY_REACT_DOM_UTILS).toBe(".cache/react-dom-utils");
  });

  it("stops the build with a clear message if a Gatsby upgrade changes the shape of the app entry", () => {
    expect(() => configFor("build-javascript", ["/site/.cache/production-app"])).toThrow(
      'plugins/gatsby-plugin-fast-start/webpack.ts: expected Gatsby\'s "app" entry to be one module path, found ["/site/.cache/production-app"]',
    );
  });

  it.each(["develop", "develop-html", "build-html"])("leaves the %s stage alone (no start-up to split there)", (stage) => {
    expect(configFor(stage)).not.toHaveBeenCalled();
  });
});
