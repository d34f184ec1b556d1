/** @jest-environment node */
// The CMS must offer exactly the fields the validator accepts: every field of every schema has its
// CMS field, of the right kind, and the CMS has no field the schema lacks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { backendFromEnv, cmsConfig, fieldFor, keyOrders, labelOf, listMinimums, type CmsField } from "../../../gatsby/cms/config";
import { ADMIN_PATH, adminHtml, DECAP_DIR, serveAdminInDevelop, writeAdmin } from "../../../gatsby/cms/admin";
import { DECAP_RIGHT_PANE, DOCUMENT_FORMAT, FILE_FORMAT, LIST_FIELD, startCms, type DecapStart, type Format } from "../../../src/cms/start";
import { patchDecapBundle } from "../../../gatsby/cms/decap-bundle";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../../src/lib/content/schema";
import { COLLECTIONS, DOCUMENTS, isTranslationOnly, type Collection, type DocumentName } from "../../../src/lib/content/content-files";
import { ADMIN_CSP, inlineScripts } from "../../../gatsby/hosting/security-headers";
import { jsonPath } from "../../../gatsby/content/value-paths";
import { PREVIEW_DATA_GLOBAL, type PreviewDataByLang } from "../../../src/cms/preview-data";
import { contentTree, editedTree, messagesAbout } from "../support/content-tree";

const ROOT = path.resolve(__dirname, "../../..");
const config = cmsConfig();
type Folder = { folder?: string; description?: string; fields?: CmsField[]; i18n?: unknown; slug?: string; media_folder?: string; public_folder?: string };
type FolderCollection = ReturnType<typeof cmsConfig>["collections"][number] & Folder;
type DocumentFile = { name: string; file: string; fields: CmsField[] };
const folders = () => (config.collections as FolderCollection[]).filter((c) => c.folder);
const documentFiles = () => (config.collections.find((c) => c.name === "documents") as unknown as { files: DocumentFile[] }).files;
const documentFile = (name: string) => documentFiles().find((f) => f.name === name)!;
const names = (fields: readonly CmsField[] | undefined) => (fields ?? []).map((f) => f.name);
const shape = (name: Collection | "site") =>
  ((name === "site" ? DOCUMENT_SCHEMAS.site : RECORD_SCHEMAS[name]) as z.ZodObject).shape as Record<string, z.ZodType>;

describe("the CMS configuration generated from the content schema", () => {
  it("has a collection for every record type, its English and Arabic files side by side, named after their slug, with every field of its schema in the schema's order and its own translation rule", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "ar"], default_locale: "en" });
    // English-only records where the policy allows them, and nowhere else.
    const englishOnly = (c: FolderCollection) => /published in English only/.test(String(c.description));
    const expected = (n: Collection) => [n, `content/${n}`, true, "{{fields.slug}}", Object.keys(shape(n)), COLLECTIONS[n].translation === "optional"];
    expect(folders().map((c) => [c.name, c.folder, c.i18n, c.slug, names(c.fields), englishOnly(c)])).toEqual(
      (Object.keys(COLLECTIONS) as Collection[]).map(expected),
    );
  });

  it("has a file for every document in each language, with every field of its schema in the schema's order", () => {
    const documents = Object.keys(DOCUMENTS) as DocumentName[];
    expect(documentFiles().map((f) => f.name)).toEqual(documents.flatMap((n) => [...(isTranslationOnly(n) ? [] : [n]), `${n}-ar`]));
    for (const name of documents.filter((n) => !isTranslationOnly(n))) {
      const schema = DOCUMENT_SCHEMAS[name] as z.ZodType;
      // Decap edits objects only; the documents' format reads a list file as { items } and writes the list back.
      const fields = schema instanceof z.ZodArray ? [LIST_FIELD] : Object.keys((schema as z.ZodObject).shape);
      expect(documentFile(name)).toMatchObject({ file: `content/${name}.en.json`, fields: fields.map((n) => ({ name: n })) });
      expect(documentFile(`${name}-ar`).file).toBe(`content/${name}.ar.json`);
    }
  });

  const nested = (...fields: Partial<CmsField>[]) => fields as CmsField[];
  // One row per kind of field: the widget an editor gets, its bounds, and whether each language holds its own value
  // (true), only the English file does (none, or false on a list), or Decap copies it into each file's list (duplicate).
  it.each<[Collection | "site", string, Partial<CmsField>]>([
    ["articles", "title", { widget: "string", i18n: true }],
    ["articles", "date", { widget: "datetime", format: "YYYY-MM-DD", time_format: false, i18n: "none" }],
    ["articles", "author", { widget: "relation", collection: "team", value_field: "name", i18n: "none" }],
    ["articles", "image", { widget: "image", i18n: "none" }],
    ["articles", "readingMinutes", { widget: "number", value_type: "int", i18n: "none" }],
    ["articles", "tags", { widget: "list", min: 1, i18n: false }],
    ["case-studies", "services", { widget: "relation", collection: "services", value_field: "slug", multiple: true, min: 1, i18n: "none" }],
    ["case-studies", "color", { widget: "select", options: ["primary", "accent"], i18n: "none" }],
    ["resources", "pages", { widget: "number", required: false }],
    ["resources", "featured", { widget: "boolean", required: false }],
    ["site", "logoPath", { widget: "string", i18n: "none" }],
    ["site", "contact", { widget: "object", i18n: true }],
    ["site", "navigation", { widget: "list", min: 1, i18n: true, fields: nested({ name: "name", i18n: true }, { name: "path", i18n: "duplicate" }) }],
  ])("edits %s.%s as its schema says", (record, name, expected) => {
    expect(fieldFor(name, shape(record)[name]!)).toMatchObject(expected);
  });

  /** The validator's messages about the sample tree with the value at `where` in one file set to `value`. */
  const validatorMessages = (key: string, where: (string | number)[], value: unknown) =>
    messagesAbout(editedTree({ [key]: (data) => (where.slice(0, -1).reduce((node, k) => node[k], data)[where.at(-1)!] = value) }));

  /** The CMS field that edits the value at `where` in a file: a list's items are its `field`, or its `fields`. */
  function cmsField(key: string, where: (string | number)[]): CmsField {
    const document = key.includes("/") ? undefined : documentFile(key.split(".")[0]!);
    const top = document?.fields ?? folders().find((c) => c.name === key.split("/")[0])!.fields!;
    // A list document's entry holds its list in one field.
    let field = document && typeof where[0] === "number" ? top[0] : undefined;
    for (const segment of where) field = typeof segment === "number" ? (field!.field ?? field) : (field?.fields ?? top).find((f) => f.name === segment);
    return field!;
  }

  // Each rule the CMS can check, broken by a sample: Decap refuses it at the field before a save, in the words the
  // validator uses when the same sample reaches the build or the pull request's check, and both take a good value.
  it.each<[string, string, (string | number)[], string, string, string]>([
    ["a slug", "articles/article-1.en", ["slug"], "Bad Slug!", "article-1", "a kebab-case slug (lower-case letters and digits, words joined by single dashes)"],
    ["an Arabic title", "articles/article-1.ar", ["title"], "ع".repeat(95), "ع".repeat(70), "text of at most 70 characters"],
    ["a tag with two spaces", "articles/article-1.en", ["tags", 0], "AI  Integration", "AI Integration", "a tag of letters, digits and single spaces"],
    ["a tag with a slash", "articles/article-1.en", ["tags", 0], "AI/ML", "AI ML", "a tag of letters, digits and single spaces"],
    ["a site path", "site.en", ["navigation", 0, "path"], "about", "/about", "a site path starting with / (such as /about or /services/marketing)"],
    ["a meta description", "pages.en", [0, "description"], "Too short.", "D".repeat(60), "text of 50 to 170 characters"],
    ["a web address", "site.en", ["socialLinks", "twitter"], "http://x.com/example", "https://x.com/example", "a web address starting with https://"],
  ])("refuses %s in the validator's words and at the field, and takes a good one at the field", (_, key, where, bad, good, words) => {
    expect(validatorMessages(key, where, bad)).toContainEqual(expect.stringContaining(`at ${jsonPath(where)}: expected ${words}, found`));
    const [pattern, message] = cmsField(key, where).pattern!;
    expect(message).toBe(`expected ${words}`);
    expect([bad, good].map((value) => new RegExp(pattern).test(value))).toEqual([false, true]);
  });

  // A list's length and a number's bounds: Decap checks them as `min` and `max`, in its own words.
  it.each<[string, string, string, unknown, string, Partial<CmsField>]>([
    ["four features", "services/marketing.en", "features", ["1", "2", "3", "4"], "expected an array of exactly 5 items", { min: 5, max: 5 }],
    ["a reading time of 0 minutes", "articles/article-1.en", "readingMinutes", 0, "expected a whole number of at least 1", { min: 1 }],
  ])("refuses %s in the validator and at the field", (_, key, name, value, message, bounds) => {
    expect(validatorMessages(key, [name], value)).toContainEqual(expect.stringContaining(`$.${name}: ${message}`));
    expect(cmsField(key, [name])).toMatchObject(bounds);
  });

  it("fails loudly for a kind of schema it cannot edit", () => {
    expect(() => fieldFor("when", z.map(z.string(), z.string()) as unknown as z.ZodType)).toThrow('no CMS widget for the field "when"');
  });

  it("labels fields in words", () => {
    expect([labelOf("longDescription"), labelOf("services-faq")]).toEqual(["Long description", "Services faq"]);
  });

  it("edits each document's Arabic file with its translated fields alone (Decap's files collections have no multiple_files i18n)", () => {
    const site = documentFile("site-ar").fields;
    expect(names(site)).toContain("siteTitle");
    expect(names(site)).not.toContain("foundingYear");
    const contact = site.find((f) => f.name === "contact")!.fields!;
    expect(names(contact)).toEqual(["address", "hours"]);
    expect(names(contact.find((f) => f.name === "address")!.fields)).toEqual(["streetAddress", "postOfficeBox", "addressLocality", "countryName"]);
    expect(names(site.find((f) => f.name === "navigation")!.fields)).toEqual(["name"]);
    const blocks = documentFile("pages-ar").fields[0]!.fields!.find((f) => f.name === "blocks")!;
    expect(names(blocks.fields)).toEqual(["eyebrow", "heading", "body", "links", "stats"]);
    expect(JSON.stringify(documentFile("site-ar"))).not.toContain('"i18n"');
  });

  it("puts uploaded images in folders that exist, relative to each record", () => {
    for (const c of folders().filter((c) => c.media_folder)) {
      // Uploaded into the folder that the path written into the record names, from the record's file.
      expect(path.posix.join(c.folder!, c.public_folder!)).toBe(c.media_folder!.slice(1));
      expect([c.name, fs.existsSync(path.resolve(ROOT, c.media_folder!.slice(1)))]).toEqual([c.name, true]);
    }
    expect(fs.existsSync(path.resolve(ROOT, config.media_folder))).toBe(true);
  });
});

it("has the CMS commit through pull requests to the repository and branch the environment names, by default main with Netlify's OAuth provider", () => {
  const c = cmsConfig(backendFromEnv({ CMS_GITHUB_REPO: "tamkeen/site", CMS_GITHUB_BRANCH: "live", CMS_AUTH_BASE_URL: "https://auth.example" }));
  expect(c.backend).toMatchObject({ name: "github", repo: "tamkeen/site", branch: "live", base_url: "https://auth.example" });
  expect([c.publish_mode, c.local_backend]).toEqual(["editorial_workflow", true]);
  const byDefault = cmsConfig(backendFromEnv({ CMS_GITHUB_REPO: "tamkeen/site" })).backend;
  expect(byDefault.branch).toBe("main");
  expect(byDefault).not.toHaveProperty("base_url");
});

describe("/admin", () => {
  it("is a page without inline scripts, so its policy needs no hashes and allows none", () => {
    expect(inlineScripts(adminHtml("Content manager"))).toEqual([]);
    expect(ADMIN_CSP).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
    expect(ADMIN_CSP).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  // The previews' bundle registers them with window.CMS, which Decap's bundle sets, then starts the CMS.
  it("names its files under /admin/, so they load from either form of its URL, in the order they run", () => {
    const html = adminHtml("x");
    const named = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
    expect(named.filter((n) => !n.startsWith(ADMIN_PATH))).toEqual([]);
    expect(named.slice(-4)).toEqual([`${DECAP_DIR}decap-cms.js`, "preview-data.js", "cms-rules.js", "preview.js"].map((f) => ADMIN_PATH + f));
    expect(html).toContain(`<link href="${ADMIN_PATH}config.yml" type="text/yaml" rel="cms-config-url" />`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  // How either form of the URL is served is the plugin's (plugins/gatsby-plugin-fast-start/test/develop-html.test.ts).
  it("is served in develop from the site's public/admin/index.html", () => {
    const get = jest.fn();
    jest.spyOn(process, "cwd").mockReturnValueOnce("/site");
    (serveAdminInDevelop as unknown as (args: { app: { get: typeof get } }) => void)({ app: { get } });
    const [[paths, handler]] = get.mock.calls;
    const sendFile = jest.fn();
    handler({}, { sendFile });
    expect([paths, sendFile.mock.calls]).toEqual([["/admin", "/admin/"], [[path.join("/site", "public", "admin", "index.html")]]]);
  });

  /** What a preSave listener is handed: the entry being saved, as far as the CMS's start reads Decap's Immutable.js maps. */
  type PreSave = (args: { entry: { get(key: string): unknown } }) => unknown;

  /** Starts the CMS on a stand-in for Decap's CMS object and returns the formats and listeners it registered and how it started. */
  function runScript(hostname: string, stored = new Map<string, string>()) {
    const formats: Record<string, Format> = {};
    const listeners: Record<string, PreSave> = {};
    const init = jest.fn();
    const CMS: DecapStart = {
      registerCustomFormat: (name, _ext, format) => void (formats[name] = format),
      registerEventListener: ({ name, handler }) => void (listeners[name] = handler),
      init,
    };
    const localStorage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    startCms(CMS, { orders: keyOrders(), minimums: listMinimums(config) }, { location: { hostname }, localStorage } as unknown as Window);
    return { formats, listeners, init, stored };
  }

  /** An entry as Decap hands it to a preSave listener, as far as the CMS's start reads it. */
  const savedEntry = (collection: string, slug: string, data: object) => {
    const fields: Record<string, unknown> = { collection, slug, data: { toJS: () => data } };
    return { entry: { get: (key: string) => fields[key] } };
  };

  it("refuses before a save a list with fewer items than the model requires, which Decap's own check lets through when it is empty", () => {
    const preSave = runScript("www.tamkeen.ae").listeners.preSave!;
    expect(preSave(savedEntry("documents", "process", { items: [{ title: "T", description: "D", icon: "cpu" }] }))).toBeUndefined();
    expect(() => preSave(savedEntry("documents", "process", { items: [] }))).toThrow("Engagement process must be at least 1 item(s).");
    expect(() => preSave(savedEntry("documents", "values-ar", { items: [] }))).toThrow("Company values (About) (العربية) must be at least 1 item(s).");
    // The Arabic tag names may be none.
    expect(preSave(savedEntry("documents", "tags-ar", { items: [] }))).toBeUndefined();
    // A list inside a list, and a record's.
    expect(() => preSave(savedEntry("documents", "site", { navigation: [{ name: "Home", path: "/" }], footerLinks: [{ title: "T", links: [] }] }))).toThrow(
      "Links must be at least 1 item(s).",
    );
    expect(() => preSave(savedEntry("articles", "a", { tags: [], body: [{ heading: "H", paragraphs: ["P"] }] }))).toThrow("Tags must be at least 1 item(s).");
    expect(preSave(savedEntry("articles", "a", { tags: ["AI"], body: [{ heading: "H", paragraphs: ["P"] }] }))).toBeUndefined();
  });

  it("opens the preview beside an entry until the editor chooses another pane, and then keeps that choice", () => {
    expect(runScript("www.tamkeen.ae").stored.get(DECAP_RIGHT_PANE.key)).toBe("preview");
    const chosen = new Map([[DECAP_RIGHT_PANE.key, "i18n"]]);
    expect(runScript("www.tamkeen.ae", chosen).stored.get(DECAP_RIGHT_PANE.key)).toBe("i18n");
  });

  it("relies on the installed Decap choosing the pane beside an entry from localStorage, the other language's fields first", () => {
    const bundle = fs.readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
    const { key, panes, value } = DECAP_RIGHT_PANE;
    const reads = new RegExp(
      `(\\w+)=${JSON.stringify(key).replace(/\./g, "\\.")},(\\w+)=${JSON.stringify(panes).replace(/[[\]]/g, "\\$&")}[^;]*;function \\w+\\(\\)\\{return localStorage\\.getItem\\(\\1\\)\\|\\|\\2\\[0\\]\\}`,
    );
    expect(panes).toContain(value);
    expect(reads.test(bundle)).toBe(true);
  });

  it("gives every collection a format the CMS registers, and no document file a format of its own: Decap reads a collection's format alone", () => {
    const { formats } = runScript("www.tamkeen.ae");
    expect(config.collections.map((c) => [c.name, c.format])).toEqual(
      config.collections.map((c) => [c.name, c.name === "documents" ? DOCUMENT_FORMAT : FILE_FORMAT]),
    );
    expect(Object.keys(formats).sort()).toEqual([DOCUMENT_FORMAT, FILE_FORMAT].sort());
    expect(documentFiles().filter((f) => "format" in f)).toEqual([]);
  });

  it("reads a list document as { items } and an object document as it is, and writes each back as the repository keeps it", () => {
    const { formats } = runScript("www.tamkeen.ae");
    const document = formats[DOCUMENT_FORMAT]!;
    const text = '[\n  {\n    "title": "A",\n    "description": "B",\n    "icon": "cpu"\n  }\n]\n';
    expect(document.fromFile(text)).toEqual({ items: [{ title: "A", description: "B", icon: "cpu" }] });
    // Decap passes the file's fields as sortedKeys: a list document's one field is `items`.
    expect(document.toFile({ items: [{ icon: "cpu", description: "B", title: "A" }] }, [LIST_FIELD])).toBe(text);
    expect(document.fromFile('{\n  "lastUpdated": "2025-05-12"\n}\n')).toEqual({ lastUpdated: "2025-05-12" });
    // Decap holds a file it could not parse as an entry without the list.
    for (const unread of [{}, { items: null }]) expect(() => document.toFile(unread, [LIST_FIELD])).toThrow("This list was not read from its file");
    // Every document in both languages, as its entry's fields say: nothing lost, and a second save changes nothing.
    const tree = contentTree();
    for (const file of documentFiles()) {
      const stored = tree[file.file.replace(/^content\/(.*)\.json$/, "$1")]!;
      const keys = file.fields.map((f) => f.name);
      const written = document.toFile(document.fromFile(stored) as Record<string, unknown>, keys);
      expect([file.file, JSON.parse(written)]).toEqual([file.file, JSON.parse(stored)]);
      expect([file.file, document.toFile(document.fromFile(written) as Record<string, unknown>, keys)]).toEqual([file.file, written]);
    }
  });

  it("writes a record's fields in the schema's order, nested ones too, each in its own schema's order, so a save diffs only what changed", () => {
    const { formats } = runScript("www.tamkeen.ae");
    const written = formats[FILE_FORMAT]!.toFile({ body: [{ paragraphs: ["p"], heading: "h" }], title: "T", slug: "s", date: "2026-01-01" });
    expect(Object.keys(JSON.parse(written))).toEqual(["slug", "title", "date", "body"]);
    expect(Object.keys(JSON.parse(written).body[0])).toEqual(["heading", "paragraphs"]);
    expect(written.endsWith("}\n")).toBe(true);
    // An article's `body` comes before its sections' `heading`; the newsletter's heading comes first.
    const document = formats[DOCUMENT_FORMAT]!;
    const site = JSON.parse(document.toFile({ newsletter: { body: "B", heading: "H" }, siteTitle: "T" }, ["siteTitle", "newsletter"]));
    expect(Object.keys(site)).toEqual(["siteTitle", "newsletter"]);
    expect(Object.keys(site.newsletter)).toEqual(["heading", "body"]);
    const tags = JSON.parse(document.toFile({ items: [{ label: "الأتمتة", tag: "Automation" }] }, [LIST_FIELD]));
    expect(Object.keys(tags[0])).toEqual(["tag", "label"]);
  });

  it.each([
    ["localhost", { config: { publish_mode: "simple" } }],
    ["127.0.0.1", { config: { publish_mode: "simple" } }],
    ["www.tamkeen.ae", undefined],
  ])("starts the CMS by hand on %s, without drafts when it edits this machine's files", (hostname, options) => {
    expect(runScript(hostname).init).toHaveBeenCalledWith(options);
  });

  it("writes the page, the configuration, and Decap's package as published (its bundle, the chunks and WebAssembly it loads, no source maps) into public/admin", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
    try {
      // What the previews' data holds is preview-data-writer's; here it need only arrive as it was given.
      const preview = { en: { tags: { Strategy: "Strategy" } }, ar: { tags: { Strategy: "الاستراتيجية" } } } as unknown as PreviewDataByLang;
      await writeAdmin(dir, config, "Content manager", preview);
      const read = (file: string) => fs.readFileSync(path.join(dir, "admin", file), "utf8");
      const written = ["cms-rules.js", "config.yml", "decap", "index.html", "manual-init.js", "preview-data.js"];
      expect(fs.readdirSync(path.join(dir, "admin")).sort()).toEqual(written);
      const main = require.resolve("decap-cms");
      const published = fs.readdirSync(path.dirname(main)).filter((f) => !f.endsWith(".map"));
      expect(fs.readdirSync(path.join(dir, "admin", DECAP_DIR)).sort()).toEqual(published.sort());
      // The bundle itself with the changes to how its editor saves (gatsby/cms/decap-bundle.ts), loaded by the page as the package's main.
      expect(read(DECAP_DIR + path.basename(main))).toBe(patchDecapBundle(fs.readFileSync(main, "utf8")));
      expect(read("index.html")).toContain(`src="${ADMIN_PATH}${DECAP_DIR}${path.basename(main)}"`);
      // The previews' data is a script that sets one global, read back as it was written.
      const sandbox: Record<string, unknown> = {};
      new Function("window", read("preview-data.js"))(sandbox);
      expect(sandbox[PREVIEW_DATA_GLOBAL]).toEqual(preview);
      expect(JSON.parse(read("config.yml").replace(/^#.*\n/, ""))).toEqual(JSON.parse(JSON.stringify(config)));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
