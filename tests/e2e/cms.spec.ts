import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { ADMIN_PATH } from "../../gatsby/cms/admin";
import { localePath } from "../../src/lib/language/i18n";
import { articlePath, caseStudyPath, servicePath } from "../../src/lib/routing/slug";
import { loadContent } from "../unit/support/load-content";
import { expect, test } from "./fixtures";

/**
 * The real Decap CMS of the build (/admin/, under its own Content-Security-Policy) edits
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

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  repo = copyContent();
  proxy = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, BIND_HOST: "127.0.0.1", PORT: String(PROXY_PORT), GIT_REPO_DIRECTORY: repo, MODE: "fs", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  // Retried until decap-server listens and answers.
  await expect(async () => {
    const info = await fetch(PROXY, { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' });
    expect(info.ok, `decap-server at ${PROXY}`).toBe(true);
  }).toPass({ timeout: 20_000 });
});

test.afterAll(() => {
  proxy?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

const recordFile = (slug: string, lang = "en") => path.join(repo, "content/articles", `${slug}.${lang}.json`);
const readArticle = (slug: string, lang = "en") => JSON.parse(fs.readFileSync(recordFile(slug, lang), "utf8")) as Record<string, unknown>;
/** The lines of `after` that differ from the line at the same place in `before`. */
const changedLines = (before: string, after: string) => after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
/** Every file of the copy's content/, by its path there, with its text. */
const contentFiles = () =>
  Object.fromEntries(
    (fs.readdirSync(path.join(repo, "content"), { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((f) => f.isFile() && f.name.endsWith(".json"))
      .map((f) => {
        const file = path.join(f.parentPath, f.name);
        return [path.relative(path.join(repo, "content"), file), fs.readFileSync(file, "utf8")];
      }),
  );
/** The copy's content as the build validates it; throws naming every problem. */
const validated = () => loadContent(path.join(repo, "content"));

/** Opens the CMS against this test's decap-server (the build's config looks for it on port 8081), then `entry`, a route under #/collections/. */
async function openCms(page: Page, entry?: string): Promise<void> {
  await page.route(`**${ADMIN_PATH}config.yml`, async (route) => {
    const response = await route.fetch();
    const config = JSON.parse((await response.text()).replace(/^#.*\n/, "")) as Record<string, unknown>;
    await route.fulfill({ response, body: JSON.stringify({ ...config, local_backend: { url: PROXY } }) });
  });
  await page.goto(ADMIN_PATH);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/#\/collections\//);
  if (entry) await page.goto(`${ADMIN_PATH}#/collections/${entry}`);
}

async function publishNow(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now").click();
}

async function publish(page: Page): Promise<void> {
  await publishNow(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
}

/** Chooses the language of the pane that shows one language at a time ("Writing in"). */
async function writeIn(page: Page, lang: string): Promise<void> {
  await page.getByRole("button", { name: /^Writing in/ }).click();
  await page.getByRole("menuitem", { name: lang, exact: true }).click();
  await expect(page.getByRole("button", { name: /^Writing in/ })).toHaveText(`Writing in ${lang.toUpperCase()}`);
}

/** The entry is marked unsaved, and nothing says it was saved or published. */
async function expectUnsaved(page: Page): Promise<void> {
  await expect(page.getByText(/^unsaved changes$/i)).toBeVisible();
  await expect(page.getByText(/^(changes saved|published)$/i)).toHaveCount(0);
}

/**
 * A refused save: the field shows why beside its label (Decap's control holds the label, the errors and the input)
 * and still holds what was typed; with `lang`, the one pane shows that language; the entry stays unsaved.
 */
async function expectRefused(page: Page, { lang, field, typed, error }: { lang?: string; field: Locator; typed: string; error: string }): Promise<void> {
  await expect(field.locator("xpath=ancestor::div[.//label][1]").getByText(error, { exact: true })).toBeVisible();
  if (lang) await expect(page.getByRole("button", { name: /^Writing in/ })).toHaveText(`Writing in ${lang.toUpperCase()}`);
  await expect(field).toHaveValue(typed);
  await expectUnsaved(page);
}

test("editing an article's title in English and in Arabic, side by side, rewrites that one line of each file, and the content still validates", async ({
  page,
}) => {
  const { slug } = firstRecord("articles");
  const before = { en: fs.readFileSync(recordFile(slug), "utf8"), ar: fs.readFileSync(recordFile(slug, "ar"), "utf8") };
  const title = `Edited in the CMS ${Date.now()}`;
  const arabicTitle = `عُدّل في نظام إدارة المحتوى ${Date.now()}`;

  await openCms(page, `articles/entries/${slug}`);
  // The entry opens with its preview; one click shows the Arabic translation's fields beside the English ones instead.
  await expect(page.locator("#preview-pane")).toBeVisible();
  await page.getByTitle("Toggle i18n").click();
  const titles = page.getByLabel("Title", { exact: true });
  await expect(titles).toHaveCount(2);
  await titles.nth(0).fill(title);
  await titles.nth(1).fill(arabicTitle);
  await publish(page);

  for (const [lang, text] of [
    ["en", title],
    ["ar", arabicTitle],
  ] as const) {
    const changed = () => changedLines(before[lang], fs.readFileSync(recordFile(slug, lang), "utf8"));
    await expect.poll(changed, lang).toEqual([`  "title": ${JSON.stringify(text)},`]);
  }
  expect(validated).not.toThrow();
});

test.describe("a refused save", () => {
  // Decap rejects the save it refuses with no reason (its persist action throws undefined), after showing each field's error.
  test.use({ allowConsoleErrors: [/^uncaught: undefined$/] });

  const TOO_LONG = "Title didn't match the pattern: expected text of at most 70 characters.";
  const BAD_SLUG = "Slug didn't match the pattern: expected a kebab-case slug (lower-case letters and digits, words joined by single dashes).";
  const arabicTitle = "ع".repeat(96);

  test('through "Writing in", one language at a time: each field is refused in its own language\'s pane, the entry stays unsaved with what was typed, and it saves once they fit', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { slug } = firstRecord("articles");
    const before = contentFiles();
    await openCms(page, `articles/entries/${slug}`);
    await expect(page.locator("#preview-pane")).toBeVisible();
    // The hint says the rule before anything is typed.
    await expect(page.getByText("Expected a kebab-case slug (lower-case letters and digits, words joined by single dashes).")).toBeVisible();
    const slugField = page.getByLabel("Slug", { exact: true });
    const title = page.getByLabel("Title", { exact: true });
    await slugField.fill("Bad Slug!");
    await writeIn(page, "ar");
    await title.fill(arabicTitle);

    // Published from the Arabic pane: refused there, at the Arabic title.
    await publishNow(page);
    await expectRefused(page, { lang: "ar", field: title, typed: arabicTitle, error: TOO_LONG });
    // The editor goes back to English, where the slug is refused.
    await writeIn(page, "en");
    await publishNow(page);
    await expectRefused(page, { lang: "en", field: slugField, typed: "Bad Slug!", error: BAD_SLUG });
    // With the English as it was stored, the Arabic title, out of sight, refuses the save: the pane goes back to it.
    await slugField.fill(slug);
    await publishNow(page);
    await expectRefused(page, { lang: "ar", field: title, typed: arabicTitle, error: TOO_LONG });
    expect(contentFiles()).toEqual(before);

    // A title that fits is saved, into the Arabic file alone.
    const fits = "عنوان يتّسع له الحقل";
    await title.fill(fits);
    await publish(page);
    await expect.poll(() => readArticle(slug, "ar").title).toBe(fits);
    expect(fs.readFileSync(recordFile(slug), "utf8")).toBe(before[`articles/${slug}.en.json`]);
  });

  test("side by side: each field is refused in the validator's words in the pane it was typed in, and the entry stays unsaved with what was typed", async ({
    page,
  }) => {
    const { slug } = firstRecord("articles");
    const before = contentFiles();
    await openCms(page, `articles/entries/${slug}`);
    await page.getByTitle("Toggle i18n").click();
    await expect(page.getByRole("button", { name: /^Writing in/ })).toHaveText(["Writing in EN", "Writing in AR"]);
    const titles = page.getByLabel("Title", { exact: true });
    await expect(titles).toHaveCount(2);
    // The English pane's, the first: a slug is the English file's alone.
    const slugField = page.getByLabel("Slug", { exact: true }).first();
    await slugField.fill("Bad Slug!");
    await titles.nth(0).fill("T".repeat(95));
    await titles.nth(1).fill(arabicTitle);
    await publishNow(page);
    await expectRefused(page, { field: slugField, typed: "Bad Slug!", error: BAD_SLUG });
    await expectRefused(page, { field: titles.nth(0), typed: "T".repeat(95), error: TOO_LONG });
    await expectRefused(page, { field: titles.nth(1), typed: arabicTitle, error: TOO_LONG });
    expect(contentFiles()).toEqual(before);
  });
});

test("a new article created in the CMS is a new file that validates, published in English only until it is translated", async ({ page }) => {
  const slug = "written-in-the-cms";
  await openCms(page, "articles/new");
  await page.getByLabel("Slug").first().fill(slug);
  await page.getByLabel("Title", { exact: true }).first().fill("Written in the CMS");
  await page.getByLabel("Excerpt").first().fill("An article an editor wrote in Decap CMS, in a browser test.");
  await page.locator("input[type=date]").first().fill("2099-01-15");
  await page.getByLabel("Author").first().click();
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Add tags" }).first().click();
  await page.getByLabel("Tag", { exact: true }).first().fill("Content Management");
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.getByRole("dialog").locator("img").first().click();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Image alt").first().fill("A laptop showing the content manager");
  await page.getByLabel("Reading minutes").first().fill("3");
  await page.getByRole("button", { name: "Add body" }).first().click();
  await page.getByLabel("Heading").first().fill("Why a CMS");
  await page.getByRole("button", { name: "Add paragraphs" }).first().click();
  await page.getByLabel("Paragraph", { exact: true }).first().fill("Editors change content without touching JSON.");
  await publish(page);

  await expect.poll(() => fs.existsSync(recordFile(slug))).toBe(true);
  const record = readArticle(slug);
  expect(record).toMatchObject({ slug, title: "Written in the CMS", date: "2099-01-15", readingMinutes: 3, tags: ["Content Management"] });
  expect(record.image).toMatch(/^\.\.\/images\/articles\/[\w-]+\.jpg$/);
  // The content validates, and the article, not translated yet, is published in English only, whatever the CMS wrote for its Arabic file.
  expect(validated().ar.articles.map((a) => a.slug)).not.toContain(slug);
});

type Item = Record<string, unknown>;

test("a document that is a list, edited in one item and saved, is written with that item's one line changed and every other item as its file held it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openCms(page);
  for (const [entry, lang] of [
    ["values", "en"],
    ["values-ar", "ar"],
  ] as const) {
    const file = path.join(repo, "content", `values.${lang}.json`);
    const before = fs.readFileSync(file, "utf8");
    const items = JSON.parse(before) as Item[];
    const title = `${lang === "ar" ? "قيمة عُدّلت" : "A value edited"} ${Date.now()}`;
    // Opened from the collection, as an editor does: Decap keeps an open entry's form for the next one.
    await page.goto(`${ADMIN_PATH}#/collections/documents`);
    await page.locator(`a[href$="/collections/documents/entries/${entry}"]`).click();
    const list = page.locator("[id^=items-field-]");
    const titles = list.getByLabel("Title", { exact: true });
    await expect(titles).toHaveCount(items.length);
    // Decap folds a list of objects; the list's own toggle unfolds every item.
    await list.getByRole("button", { name: "Expand" }).first().click();
    await titles.nth(1).fill(title);
    await publish(page);

    await expect.poll(() => changedLines(before, fs.readFileSync(file, "utf8")), entry).toEqual([`    "title": ${JSON.stringify(title)},`]);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(items.map((item, i) => (i === 1 ? { ...item, title } : item)));
  }
  expect(validated).not.toThrow();
});

test.describe("a list emptied of its items", () => {
  const REFUSED = "Engagement process must be at least 1 item(s).";
  // Decap logs the error that refused the save, and its persist action then rejects with the failure it dispatched.
  test.use({ allowConsoleErrors: [/Engagement process must be at least 1 item\(s\)\.|^uncaught: Object$/] });

  // Our preSave listener refuses it (cms-config.test.ts); that Decap stops the save when a listener throws is Decap's.
  test("is refused, in Decap's words for a list's minimum, and its file is left as it was", async ({ page }) => {
    const file = path.join(repo, "content/process.en.json");
    const before = fs.readFileSync(file, "utf8");
    await openCms(page, "documents/entries/process");
    const titles = page.locator("[id^=items-field-]").getByLabel("Title", { exact: true });
    await expect(titles).toHaveCount((JSON.parse(before) as Item[]).length);
    // Each item's remove button follows its drag handle.
    const remove = page.locator("[id^=items-field-] [aria-roledescription=sortable] + button");
    for (let left = await titles.count(); left > 0; left--) {
      await remove.first().click();
      await expect(titles).toHaveCount(left - 1);
    }
    await publishNow(page);
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expectUnsaved(page);
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });
});

/**
 * Decap sorts by one field (the collection's order) and leaves ties in the order the backend listed the files in:
 * decap-server's is Node's readdir, sorted by name, whatever order the disk keeps them in (ext4's is a hash).
 */
test("records of equal order are listed by slug, as the site lists them", async ({ page }) => {
  const dir = path.join(repo, "content/testimonials");
  const slugs = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".en.json"))
    .map((f) => f.replace(/\.en\.json$/, ""))
    .sort();
  const stored = new Map(slugs.map((slug) => [slug, fs.readFileSync(path.join(dir, `${slug}.en.json`), "utf8")]));
  try {
    // One order for all, and the names they are listed by in the reverse of their slugs' order.
    slugs.forEach((slug, i) => {
      const record = { ...(JSON.parse(stored.get(slug)!) as Item), order: 1, author: `Author ${String.fromCharCode(90 - i)}` };
      fs.writeFileSync(path.join(dir, `${slug}.en.json`), `${JSON.stringify(record, null, 2)}\n`);
    });
    await openCms(page, "testimonials");
    const entries = page.locator('a[href*="/collections/testimonials/entries/"]');
    await expect.poll(() => entries.evaluateAll((links) => links.map((a) => a.getAttribute("href")!.replace(/^.*\/entries\//, "")))).toEqual(slugs);
  } finally {
    for (const [slug, text] of stored) fs.writeFileSync(path.join(dir, `${slug}.en.json`), text);
  }
});

/** The first stored record of a collection, by file name, and its English and Arabic fields. */
function firstRecord(collection: string): { slug: string; en: Record<string, unknown>; ar: Record<string, unknown> } {
  const dir = path.join(repo, "content", collection);
  const slug = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".en.json") && fs.existsSync(path.join(dir, f.replace(/\.en\.json$/, ".ar.json"))))
    .sort()[0]!
    .replace(/\.en\.json$/, "");
  const read = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, `${slug}.${lang}.json`), "utf8")) as Record<string, unknown>;
  return { slug, en: read("en"), ar: read("ar") };
}

/** The styles a reader sees of an element: its face, size, weight, colour and direction. */
const stylesOf = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    const seen = ["font-family", "font-size", "font-weight", "line-height", "letter-spacing", "color", "direction"];
    return Object.fromEntries(seen.map((name) => [name, style.getPropertyValue(name)]));
  });

/** Opens an entry, which shows its preview beside the fields with no click (src/cms/start.ts, DECAP_RIGHT_PANE). */
async function openPreview(page: Page, collection: string, slug: string) {
  await openCms(page, `${collection}/entries/${slug}`);
  await expect(page.locator("#preview-pane")).toBeVisible();
  const frame = page.frameLocator("#preview-pane");
  await expect(frame.locator("[data-preview-lang]")).toBeVisible();
  return frame;
}

/** Each collection's preview, the entry's page on the site, and the stored English text both show as its body. */
const PREVIEW_CASES = [
  { collection: "articles", pagePath: articlePath, body: (en: Item) => (en.body as { paragraphs: string[] }[])[0]!.paragraphs[0]! },
  { collection: "case-studies", pagePath: caseStudyPath, body: (en: Item) => String(en.challenge) },
  { collection: "services", pagePath: servicePath, body: (en: Item) => String(en.longDescription) },
];

// How the previews render an entry, typed or stored, in either language, is tests/unit/cms/previews.test.tsx's;
// that Decap repaints them with what is not saved yet, the uploaded picture's test's below.
for (const { collection, pagePath, body } of PREVIEW_CASES) {
  test(`the ${collection} preview is the page: the site's components and styles, its picture, and the Arabic pane right to left`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { slug, en, ar } = firstRecord(collection);
    const frame = await openPreview(page, collection, slug);
    const heading = frame.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(String(en.title));
    // The entry's picture, as the CMS serves it from the repository, with the entry's alt text.
    const picture = frame.getByRole("img", { name: String(en.imageAlt) });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // The same heading and paragraph on the built page, at the preview pane's width, have the same face, size and colour.
    const width = await frame.locator("body").evaluate((b) => b.clientWidth);
    const site = await browser.newPage({ viewport: { width, height: 900 } });
    await site.goto(pagePath(slug));
    const siteHeading = site.getByRole("heading", { level: 1 });
    expect(await stylesOf(heading)).toEqual(await stylesOf(siteHeading));
    const paragraph = (at: Page | FrameLocator) => at.getByText(body(en), { exact: true }).first();
    expect(await stylesOf(paragraph(frame))).toEqual(await stylesOf(paragraph(site)));

    // The left pane in Arabic: the preview's own document shows the Arabic entry, right to left, as the Arabic page does.
    await writeIn(page, "ar");
    await expect(heading).toHaveText(String(ar.title));
    await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
    await site.goto(localePath(pagePath(slug), "ar"));
    expect(await stylesOf(heading)).toEqual(await stylesOf(siteHeading));
    await site.close();
  });
}

test("a picture uploaded in the CMS shows in the preview at once, before the entry is saved", async ({ page }) => {
  test.setTimeout(60_000);
  const { slug, en } = firstRecord("articles");
  const frame = await openPreview(page, "articles", slug);
  const picture = frame.getByRole("img", { name: String(en.imageAlt) });
  const before = await picture.getAttribute("src");
  // A picture new to the repository: a copy of one under a name of its own.
  const images = path.join(ROOT, "content/images/articles");
  const copied = fs.readdirSync(images).find((f) => f.endsWith(".jpg"))!;
  const name = `uploaded-${Date.now()}.jpg`;
  await page.getByRole("button", { name: /choose different image/i }).click();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: fs.readFileSync(path.join(images, copied)) });
  // Decap selects what it has just uploaded.
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole("button", { name: /choose selected/i }).click();
  await expect(page.getByRole("button", { name: /choose selected/i })).toBeHidden();
  await expect.poll(() => picture.getAttribute("src")).not.toBe(before);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The entry itself is not saved: its file still names the old picture.
  expect(readArticle(slug).image).toBe(en.image);
});
