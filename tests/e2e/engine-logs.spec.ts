import fs from "node:fs";
import { expect, test } from "./fixtures";
import { engineOf } from "./support/engines";

/**
 * The hosts' engines read the build's rule files as the hosts do, and say in their logs what they
 * refuse. playwright.config.ts runs this file on the engines' projects only: nginx keeps no such
 * log (it checks its configuration with `nginx -t` before it starts).
 */
test("the engine's log names no invalid rule", async () => {
  const engine = engineOf(test.info());
  expect(engine.log, `the log file of ${engine.name} (tests/e2e/support/engines.ts)`).toBeTruthy();
  const log = fs.readFileSync(engine.log!, "utf8");
  // Cloudflare's engine says "invalid"; Netlify's "syntax errors" and "Could not parse".
  const complaints = log.split("\n").filter((line) => /\binvalid\b|syntax errors?|could not parse/i.test(line));
  expect(complaints, `${engine.log}`).toEqual([]);
  if (engine.id === "cloudflare-pages") {
    // It read both files: the counts it prints prove the check above saw its verdict.
    expect(log).toMatch(/Parsed [1-9]\d* valid redirect rules/);
    expect(log).toMatch(/Parsed [1-9]\d* valid header rules/);
  }
});
