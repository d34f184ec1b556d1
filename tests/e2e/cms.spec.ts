import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatProblem, readContentDir, validateContent } from "../../gatsby/validate-content";
import { expect, test } from "./fixtures";

/**
 * Issue 18: the real Decap CMS of the build (/admin, under its own Content-Security-Policy) edits
 * content through the real decap-server, on a temporary copy of the content, as `npm run cms` does.
 */
const ROOT = path.resolve(__dirname, "../..");
const PROXY_PORT = Number(process.env.E2E_PORT || 9000) + 3;
const PROXY = `http://127.0.0.1:${PROXY_PORT}/api/v1`;

let repo: string;
let proxy: ChildProcess;

/** A copy of content/ (and the service images it names in static/), laid out as in the repository. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static/images"), path.join(dir, "static/images"), { recursive: true });
  return dir;
}

async function proxyReady(): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(PROXY, { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`decap-server did not answer at ${PROXY}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  repo = copyContent();
  proxy = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: String(PROXY_PORT), GIT_REPO_DIRECTORY: repo, MODE: "fs", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await proxyReady();
});

test.afterAll(() => {
  proxy?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

const recordFile = (slug: string) => path.join(repo, "content/articles", `${slug}.json`);
const problemsIn = (dir: string) => validateContent(readContentDir(dir), dir).problems.map(formatProblem);

/** Opens the CMS against this test's decap-server (the build's config looks for it on port 8081). */
async function openCms(page: Page): Promise<void> {
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const config = JSON.parse((await response.text()).replace(/^#.*\n/, "")) as Record<string, unknown>;
    await route.fulfill({ response, body: JSON.stringify({ ...config, local_backend: { url: PROXY } }) });
  });
  await page.goto("/admin");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/#\/collections\//);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Changes saved")).toBeVisible();
}

test("/admin is the CMS, under its own policy, never indexed", async ({ page, request }) => {
  const res = await request.get("/admin");
  expect(res.status()).toBe(200);
  expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(res.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  await openCms(page);
  await expect(page.getByRole("link", { name: "Insights articles" })).toBeVisible();
});

test("editing an article's title in the CMS rewrites that one line of its file, and the content still validates", async ({ page }) => {
  const slug = fs
    .readdirSync(path.join(repo, "content/articles"))
    .sort()[0]!
    .replace(/\.json$/, "");
  const before = fs.readFileSync(recordFile(slug), "utf8");
  const title = `Edited in the CMS ${Date.now()}`;

  await openCms(page);
  await page.goto(`/admin#/collections/articles/entries/${slug}`);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await publish(page);

  await expect.poll(() => JSON.parse(fs.readFileSync(recordFile(slug), "utf8")).title).toBe(title);
  const after = fs.readFileSync(recordFile(slug), "utf8");
  const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
  expect(changed).toEqual([`  "title": ${JSON.stringify(title)},`]);
  expect(problemsIn(path.join(repo, "content"))).toEqual([]);
});

test("a new article created in the CMS is a new file that validates, listed first as the newest", async ({ page }) => {
  const slug = "written-in-the-cms";
  await openCms(page);
  await page.goto("/admin#/collections/articles/new");
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Title", { exact: true }).fill("Written in the CMS");
  await page.getByLabel("Excerpt").fill("An article an editor wrote in Decap CMS, in a browser test.");
  await page.locator("input[type=date]").fill("2099-01-15");
  await page.getByLabel("Author").click();
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Add tags" }).click();
  await page.getByLabel("Tag", { exact: true }).last().fill("Content Management");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.getByRole("dialog").locator("img").first().click();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Image alt").fill("A laptop showing the content manager");
  await page.getByLabel("Reading minutes").fill("3");
  await page.getByRole("button", { name: "Add body" }).click();
  await page.getByLabel("Heading").last().fill("Why a CMS");
  await page.getByRole("button", { name: "Add paragraphs" }).last().click();
  await page.getByLabel("Paragraph", { exact: true }).last().fill("Editors change content without touching JSON.");
  await publish(page);

  await expect.poll(() => fs.existsSync(recordFile(slug))).toBe(true);
  const record = JSON.parse(fs.readFileSync(recordFile(slug), "utf8"));
  expect(record).toMatchObject({ slug, title: "Written in the CMS", date: "2099-01-15", readingMinutes: 3, tags: ["Content Management"] });
  expect(record.image).toMatch(/^\.\.\/images\/articles\/[\w-]+\.jpg$/);
  const dir = path.join(repo, "content");
  expect(problemsIn(dir)).toEqual([]);
  expect(validateContent(readContentDir(dir), dir).content.articles?.[0]?.slug).toBe(slug);
});
