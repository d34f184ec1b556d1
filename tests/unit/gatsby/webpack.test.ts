/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig, WARM_UP_ENTRY } from "../../../gatsby/webpack";

const SITE = path.resolve(__dirname, "../../..");

/** Calls the hook for a stage with Gatsby's entries and returns the config it set, if any. */
function configFor(stage: string) {
  const replaceWebpackConfig = jest.fn();
  const entry = { polyfill: "/site/.cache/polyfill-entry", app: "/site/.cache/production-app" };
  const args = {
    stage,
    getConfig: () => ({ entry: { ...entry }, mode: "production" }),
    actions: { replaceWebpackConfig },
    store: { getState: () => ({ program: { directory: SITE } }) },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  return { entry, replaceWebpackConfig };
}

describe("onCreateWebpackConfig", () => {
  it("adds the react-dom warm-up entry to the browser build and keeps Gatsby's entries and settings", () => {
    const { entry, replaceWebpackConfig } = configFor("build-javascript");
    expect(replaceWebpackConfig).toHaveBeenCalledTimes(1);
    const config = replaceWebpackConfig.mock.calls[0][0];
    expect(config.mode).toBe("production");
    expect(config.entry).toEqual({ ...entry, [WARM_UP_ENTRY]: path.join(SITE, "src/lib/warm-react-dom.ts") });
  });

  it("points at a module that imports only react-dom's client (anything else would be bundled twice)", () => {
    const source = fs.readFileSync(path.join(SITE, "src/lib/warm-react-dom.ts"), "utf8");
    const imports = [...source.matchAll(/^import\s+(.+);$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['"react-dom/client"']);
  });

  it.each(["develop", "develop-html", "build-html"])("leaves the %s stage alone (no start-up to split there)", (stage) => {
    expect(configFor(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  });
});
