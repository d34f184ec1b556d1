/** @jest-environment node */
// gatsby-plugin-fast-start holds each JSON file node until its file parses; that helps only if Gatsby
// runs its onCreateNode before gatsby-transformer-json's, which it does in the order of the plugin list.
import config from "../../../gatsby-config";

it("lists gatsby-plugin-fast-start before gatsby-transformer-json", () => {
  const names = (config.plugins ?? []).map((p) => (typeof p === "string" ? p : p.resolve));
  expect(names.indexOf("gatsby-plugin-fast-start")).toBeGreaterThan(-1);
  expect(names.indexOf("gatsby-plugin-fast-start")).toBeLessThan(names.indexOf("gatsby-transformer-json"));
});
