import { CONTENT } from "./shell-content";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { ready } from "./forms-helpers";
import { canonicalPath } from "../../../src/lib/language/i18n";
import { articlePath, caseStudyPath, tagPath } from "../../../src/lib/routing/slug";
import routeList from "../../routes.json";

const { articles, "case-studies": caseStudies } = CONTENT;

/** The WCAG 2.2 AA rule sets, plus axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
const WIDTHS = [
  { name: "phone", viewport: PHONE },
  { name: "desktop", viewport: DESKTOP },
] as const;

/**
 * One page of each generated kind: the sample of tests/routes.json (the page the benchmark
 * measures) while content still makes it, otherwise the first one content makes, so an editor
 * removing that article or case study does not break the tests. Each at the page's one URL, with its
 * trailing slash, whichever form tests/routes.json names it in.
 */
function sample(listed: string, made: readonly string[]): string {
  const preferred = canonicalPath(listed);
  return made.includes(preferred) ? preferred : made[0]!;
}
export const ARTICLE = sample(
  routeList.samples.article,
  articles.map((a) => articlePath(a.slug)),
);
export const TAG = sample(
  routeList.samples.tag,
  articles.flatMap((a) => a.tags.map(tagPath)),
);
export const CASE_STUDY = sample(
  routeList.samples.caseStudy,
  caseStudies.map((c) => caseStudyPath(c.slug)),
);

/**
 * Runs axe-core over the whole page and fails with each violation's id,
 * impact, help text and the selectors of the elements concerned.
 */
export async function expectNoAxeViolations(page: Page, label: string, { pausedClock = false } = {}): Promise<void> {
  // The pointer rests in a corner so no hover state colours what axe measures.
  await page.mouse.move(0, 0);
  // @axe-core/playwright types its page with its own copy of playwright-core; the object is the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"];
  // Legacy mode runs axe.run in the page itself, without the blank page the default opens to merge
  // cross-origin frames, which the site's pages do not have; only violations are read.
  const analysis = new AxeBuilder({ page: axePage })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  if (pausedClock) {
    // axe defers its work with setTimeout(0), which a paused Playwright clock never fires:
    // move the clock a millisecond at a time until axe is done, so the page's own timers
    // (a success message's 5000 ms) stay far away.
    let done = false;
    void analysis.finally(() => (done = true)).catch(() => undefined);
    while (!done) {
      await page.clock.runFor(1);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  const { violations } = await analysis;
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help} [${v.helpUrl}]\n` +
      v.nodes.map((n) => `    at ${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, " ")}` : ""}`).join("\n"),
  );
  expect(report, `axe violations on ${label} (${page.url()})`).toEqual([]);
}

/** Opens `path` once the page has hydrated and two animation frames have let its layout and effects settle. */
export async function openSettled(page: Page, path: string) {
  const response = await page.goto(path);
  await ready(page);
  await twoFrames(page);
  return response;
}

/** axe on the page as it is, at each of the two widths, the layout settled after each change. */
export async function expectNoAxeViolationsAtBothWidths(page: Page, label: string): Promise<void> {
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    await twoFrames(page);
    await expectNoAxeViolations(page, `${label} at ${name} width`);
  }
}

/** Lets two animation frames pass, so layout and effects settle. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * The menu toggle's expanded state as the browser gives it to assistive technology. The toggle states
 * it only through `popovertarget` (ARIA in HTML forbids `aria-expanded` beside it), and Playwright's
 * role engine reads only the attribute, so this reads Chromium's own accessibility tree.
 */
export async function expectMenuExpanded(page: Page, expanded: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const exposed = async () => {
      const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-menu-toggle]" });
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
      return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
    };
    await expect.poll(exposed, { message: "the menu toggle's expanded state in Chromium's accessibility tree" }).toBe(expanded);
  } finally {
    await cdp.detach();
  }
}
