import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** The build both servers serve. */
export const BUILD_DIR = path.resolve("public");

/** Every file of the build, relative to it with "/" separators. */
export function builtFiles(): string[] {
  return fs
    .readdirSync(BUILD_DIR, { recursive: true, encoding: "utf8" })
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => fs.statSync(path.join(BUILD_DIR, f)).isFile());
}

/** The Content-Security-Policy meta elements of an HTML document. */
export function metaPolicies(html: string): string[] {
  return [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi)].map((m) =>
    m[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&"),
  );
}

interface CspViolation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/**
 * Records every securitypolicyviolation event of every document the page shows, here rather than in the
 * page, so a violation on a page that then redirects (/blog) is not lost with its document.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await page.exposeFunction("__reportCspViolation", (v: CspViolation) => {
    seen.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as Window & { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation?.({
        url: location.href,
        directive: e.effectiveDirective || e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  return seen;
}
