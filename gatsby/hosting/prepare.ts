// After every file is written: the HTML pass, the host rules, then compressed copies of every text file.
import type { BuildArgs } from "gatsby";
import { langOfPath } from "../../src/lib/language/i18n";
import { MESSAGES_CHUNKS } from "../../src/lib/language/messages-by-lang";
import { REDIRECTS } from "../../src/lib/routing/routes";
import { fastStartHtmlSteps, type BuiltPage } from "../../plugins/gatsby-plugin-fast-start";
import { hostFromEnv, publicDir as publicDirOf, siteDir } from "../environment";
import { writeHostConfig } from "./host-rules";
import { processBuiltHtml } from "./html-pipeline";
import { filesWithNul, precompress } from "./precompress";
import { HEADER_RULE_LIMIT } from "./security-headers";

/** `formOrigins`: where the forms post, for the policies (gatsby/forms/destinations.ts). */
export async function prepareForHosts({ reporter }: BuildArgs, formOrigins: readonly string[]): Promise<void> {
  const publicDir = publicDirOf();
  // Each page's interface words load with its start-up scripts (src/lib/language/messages-by-lang.ts).
  const pageChunks = (page: BuiltPage) => [MESSAGES_CHUNKS[langOfPath(page.url)]];
  let html: ReturnType<typeof processBuiltHtml>;
  try {
    html = processBuiltHtml(publicDir, await fastStartHtmlSteps(publicDir, { pageChunks }), formOrigins);
  } catch (error) {
    // A step's BrokenAssumption names the package that changed; the site's own checks name the file.
    if (!(error instanceof Error)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  for (const [step, files] of Object.entries(html.changedBy))
    reporter.info(`${step}: changed ${files.length} page(s)${files.length > 0 && files.length <= 3 ? ` (${files.join(", ")})` : ""}`);

  const host = hostFromEnv();
  const hosts = await writeHostConfig(publicDir, siteDir(), html.policies, REDIRECTS, {
    buildStartedAt: Date.now() - process.uptime() * 1000,
    onVercel: !!process.env.VERCEL,
    host,
    formOrigins,
  });
  reporter.info(
    `Wrote ${html.written} HTML file(s) in one pass, each of ${html.policies.length} pages with its Content-Security-Policy in a meta element, and the host rules with ${REDIRECTS.length} redirect(s): public/_headers (${hosts.headerRules} rules), public/_redirects (${host ?? "for Netlify and Cloudflare Pages both"}), deploy/nginx.conf and .vercel/output/config.json (${hosts.vercelMerged ? "merged into the config Vercel's builder wrote" : "complete on its own"})`,
  );
  if (hosts.headerRules > HEADER_RULE_LIMIT) {
    const message = `public/_headers has ${hosts.headerRules} rules and Cloudflare Pages applies at most ${HEADER_RULE_LIMIT} (it skips the rest); ${hosts.hashedFiles} of them name this build's hashed bundles`;
    // On Cloudflare the skipped rules would be lost silently: stop instead.
    if (host === "cloudflare-pages") {
      reporter.panicOnBuild(message);
      return;
    }
    reporter.warn(message);
  }
  if (process.env.VERCEL) reporter.info(`Copied ${hosts.vercelCopied} file(s) of public/ into .vercel/output/static`);

  // React's NUL padding is removed in the HTML pass; anything else that writes one stops the build here.
  const withNul = filesWithNul(publicDir);
  if (withNul.length > 0) {
    reporter.panicOnBuild(
      `${withNul.length} text file(s) in public/ contain NUL bytes: ${withNul.slice(0, 10).join(", ")}${withNul.length > 10 ? ", ..." : ""}`,
    );
    return;
  }

  // Last: after every other step has written its files.
  const compressed = await precompress(publicDir);
  reporter.info(
    `Wrote brotli and gzip copies of ${compressed.written.length} file(s) (${compressed.kept} already current, ${compressed.removed.length} stale copies removed)`,
  );
}
