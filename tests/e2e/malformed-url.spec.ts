import { expect, test } from "./fixtures";
import { engineOf } from "./support/engines";

/**
 * A malformed URL answers 4xx and the host keeps serving. playwright.config.ts runs this file on nginx and
 * Cloudflare's engine only: Netlify's local engine ends its process on one (tests/e2e/support/engines.ts),
 * where Netlify's CDN answers 400, so it is never sent one.
 */
test("a malformed URL answers 4xx and the host keeps serving", async ({ request }) => {
  const { malformed } = engineOf(test.info());
  for (const url of ["/%", "/about%"]) expect((await request.get(url, { maxRedirects: 0 })).status()).toBe(malformed);
  expect((await request.get("/about/", { maxRedirects: 0 })).status()).toBe(200);
});
