/** @jest-environment node */
import type { IAdapter } from "gatsby";
import { staticHostsAdapter } from "../../../gatsby/hosting/adapter";
import config from "../../../gatsby-config";

const { gatsbyConfigSchema } = require("gatsby/dist/joi-schemas/joi") as {
  gatsbyConfigSchema: { validate: (value: unknown) => { error?: Error } };
};

describe("gatsby-config.ts", () => {
  it("names the site's adapter, so Gatsby installs none", () => {
    expect(config.adapter).toBe(staticHostsAdapter);
  });

  it("passes Gatsby's own validation of the config", () => {
    expect(gatsbyConfigSchema.validate(config).error).toBeUndefined();
  });
});

it("never asks for Gatsby's routes manifest, which costs a walk of public/ to compute", () => {
  const context = Object.defineProperty({}, "routesManifest", {
    get: () => {
      throw new Error("the adapter read routesManifest");
    },
  });
  expect(() => staticHostsAdapter.adapt(context as Parameters<IAdapter["adapt"]>[0])).not.toThrow();
});
