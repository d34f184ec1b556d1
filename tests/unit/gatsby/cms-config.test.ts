/**
 * @jest-environment node
 */
// The CMS must offer exactly the fields the validator accepts: every field of every schema has its
// CMS field, of the right kind, and the CMS has no field the schema lacks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { backendFromEnv, cmsConfig, fieldFor, FILE_FORMAT, keyOrders, labelOf, LIST_FORMAT, type CmsField } from "../../../gatsby/cms/config";
import { ADMIN_CSP, ADMIN_HEADERS, ADMIN_PATH, adminHtml, cmsScript, DECAP_RIGHT_PANE, serveAdminInDevelop, writeAdmin } from "../../../gatsby/cms/admin";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../../gatsby/content/schema";
import { COLLECTIONS, DOCUMENTS, TRANSLATION_ONLY, type Collection, type DocumentName } from "../../../gatsby/content/content-files";
import { inlineScripts } from "../../../gatsby/hosting/security-headers";
import { PREVIEW_DATA_GLOBAL, type PreviewData } from "../../../src/cms/preview-data";

const ROOT = path.resolve(__dirname, "../../..");
const config = cmsConfig();
const PREVIEW: PreviewData = {
  logoMark: { tag: "svg", attributes: {}, children: [] },
  blocks: {},
  heroes: {},
  tags: { Strategy: "Strategy" },
  authors: {},
  services: { seo: "SEO" },
  steps: [],
};
type FolderCollection = ReturnType<typeof cmsConfig>["collections"][number] & { folder?: string; fields?: CmsField[] };

const unwrap = (schema: z.ZodType): { schema: z.ZodType; optional: boolean } =>
  schema instanceof z.ZodOptional ? { schema: schema.unwrap() as z.ZodType, optional: true } : { schema, optional: false };

/**
 * Walks a schema and its CMS field side by side and returns every disagreement as
 * "path: what is wrong", so one failure lists them all.
 */
function compare(where: string, schema: z.ZodType, field: CmsField | undefined): string[] {
  if (!field) return [`${where}: no CMS field`];
  const { schema: inner, optional } = unwrap(schema);
  const problems: string[] = [];
  if (optional && field.required !== false) problems.push(`${where}: optional in the schema, required in the CMS`);
  if (!optional && field.required === false && !(inner instanceof z.ZodBoolean)) problems.push(`${where}: required in the schema, optional in the CMS`);
  const meta = (z.globalRegistry.get(inner) as { cms?: { widget: string; collection?: string } } | undefined)?.cms;
  if (inner instanceof z.ZodObject) {
    if (field.widget !== "object") problems.push(`${where}: an object, edited as ${field.widget}`);
    problems.push(...compareObject(where, inner, field.fields ?? []));
  } else if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType).schema;
    const elementMeta = (z.globalRegistry.get(element) as { cms?: { widget: string; collection?: string } } | undefined)?.cms;
    if (elementMeta?.widget === "relation") {
      if (field.widget !== "relation" || !field.multiple) problems.push(`${where}: a list of ${elementMeta.collection}, edited as ${field.widget}`);
    } else if (field.widget !== "list") problems.push(`${where}: a list, edited as ${field.widget}`);
    else if (element instanceof z.ZodObject) problems.push(...compareObject(`${where}[]`, element, field.fields ?? []));
    else problems.push(...compare(`${where}[]`, element, field.field));
  } else if (meta) {
    if (field.widget !== meta.widget) problems.push(`${where}: marked ${meta.widget}, edited as ${field.widget}`);
    if (meta.collection && field.collection !== meta.collection) problems.push(`${where}: relates to ${meta.collection}, the CMS to ${field.collection}`);
  } else if (inner instanceof z.ZodEnum) {
    if (field.widget !== "select" || JSON.stringify(field.options) !== JSON.stringify(inner.options))
      problems.push(`${where}: one of ${inner.options.join(", ")}`);
  } else if (inner.def.type === "string" && (inner as z.ZodStringFormat).format === "date") {
    if (field.widget !== "datetime" || field.format !== "YYYY-MM-DD" || field.time_format !== false) problems.push(`${where}: a date as YYYY-MM-DD`);
  } else if (inner instanceof z.ZodNumber) {
    if (field.widget !== "number") problems.push(`${where}: a number, edited as ${field.widget}`);
  } else if (inner instanceof z.ZodBoolean) {
    if (field.widget !== "boolean") problems.push(`${where}: a boolean, edited as ${field.widget}`);
  } else if (!["string", "text"].includes(field.widget)) problems.push(`${where}: text, edited as ${field.widget}`);
  return problems;
}

function compareObject(where: string, schema: z.ZodObject, fields: readonly CmsField[]): string[] {
  const shape = schema.shape as Record<string, z.ZodType>;
  const extra = fields.filter((f) => !(f.name in shape)).map((f) => `${where}.${f.name}: in the CMS, not in the schema`);
  return [
    ...extra,
    ...Object.entries(shape).flatMap(([name, s]) =>
      compare(
        `${where}.${name}`,
        s,
        fields.find((f) => f.name === name),
      ),
    ),
  ];
}

type DocumentFile = { name: string; file: string; format: string; fields: CmsField[] };
const documentFiles = () => (config.collections.find((c) => c.name === "documents") as unknown as { files: DocumentFile[] }).files;

describe("the CMS configuration generated from the content schema", () => {
  it.each(Object.keys(COLLECTIONS) as Collection[])("has every field of a %s record, of the right kind", (name) => {
    const collection = config.collections.find((c) => c.name === name) as FolderCollection;
    expect(collection.folder).toBe(`content/${name}`);
    expect(compareObject(name, RECORD_SCHEMAS[name] as z.ZodObject, collection.fields ?? [])).toEqual([]);
  });

  it.each((Object.keys(DOCUMENTS) as DocumentName[]).filter((n) => !TRANSLATION_ONLY.includes(n)))(
    "has every field of content/%s.en.json, of the right kind",
    (name) => {
      const file = documentFiles().find((f) => f.name === name)!;
      expect(file.file).toBe(`content/${name}.en.json`);
      const schema = DOCUMENT_SCHEMAS[name] as z.ZodType;
      if (schema instanceof z.ZodArray) {
        // Decap edits objects only; cms.js reads a list file as { items } and writes the list back.
        expect(file.format).toBe(LIST_FORMAT);
        expect(file.fields.map((f) => f.name)).toEqual(["items"]);
        expect(compare(name, schema, file.fields[0])).toEqual([]);
      } else {
        expect(file.format).toBe(FILE_FORMAT);
        expect(compareObject(name, schema as z.ZodObject, file.fields)).toEqual([]);
      }
    },
  );

  it("edits each document's Arabic file with its translated fields alone (Decap's files collections have no multiple_files i18n)", () => {
    const site = documentFiles().find((f) => f.name === "site-ar")!;
    expect(site.file).toBe("content/site.ar.json");
    const names = (fields: CmsField[]) => fields.map((f) => f.name);
    expect(names(site.fields)).toEqual([
      "siteTitle",
      "siteTagline",
      "siteDescription",
      "ogImageAlt",
      "contact",
      "availableLanguages",
      "newsletter",
      "navigation",
      "footerLinks",
    ]);
    const contact = site.fields.find((f) => f.name === "contact")!;
    expect(names(contact.fields!)).toEqual(["address", "hours"]);
    expect(names(contact.fields!.find((f) => f.name === "address")!.fields!)).toEqual(["streetAddress", "postOfficeBox", "addressLocality", "countryName"]);
    expect(names(site.fields.find((f) => f.name === "navigation")!.fields!)).toEqual(["name"]);
    const pages = documentFiles().find((f) => f.name === "pages-ar")!;
    const blocks = pages.fields[0]!.fields!.find((f) => f.name === "blocks")!;
    expect(names(blocks.fields!)).toEqual(["eyebrow", "heading", "body", "links", "stats"]);
    expect(JSON.stringify(documentFiles())).not.toContain('"i18n"');
  });

  it("has a collection for every content file and nothing else", () => {
    const names = config.collections.map((c) => c.name);
    expect(names.sort()).toEqual([...Object.keys(COLLECTIONS), "documents"].sort());
    const files = documentFiles().map((f) => f.file);
    for (const name of Object.keys(DOCUMENTS) as DocumentName[])
      for (const lang of TRANSLATION_ONLY.includes(name) ? ["ar"] : ["en", "ar"]) expect(files).toContain(`content/${name}.${lang}.json`);
    expect(files).toHaveLength(Object.keys(DOCUMENTS).length * 2 - TRANSLATION_ONLY.length);
    const tags = documentFiles().find((f) => f.file === "content/tags.ar.json")!;
    expect(compare("tags", DOCUMENT_SCHEMAS.tags as z.ZodType, tags.fields[0])).toEqual([]);
  });

  it("edits English and Arabic records side by side, one file per language, shared values in the English file only", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "ar"], default_locale: "en" });
    const articles = config.collections.find((c) => c.name === "articles") as FolderCollection & { i18n?: unknown };
    expect(articles.i18n).toBe(true);
    const field = (name: string) => articles.fields!.find((f) => f.name === name)!;
    expect(["slug", "date", "author", "image", "readingMinutes"].map((n) => [n, field(n).i18n])).toEqual(
      ["slug", "date", "author", "image", "readingMinutes"].map((n) => [n, "none"]),
    );
    // Decap's schema takes only a boolean on lists and objects; false is its `none`.
    expect(field("tags").i18n).toBe(false);
    expect(["title", "excerpt", "imageAlt", "body"].map((n) => [n, field(n).i18n])).toEqual(["title", "excerpt", "imageAlt", "body"].map((n) => [n, true]));
    expect(field("body").fields!.map((f) => [f.name, f.i18n])).toEqual([
      ["heading", true],
      ["paragraphs", true],
      ["bullets", true],
    ]);
    const caseStudies = config.collections.find((c) => c.name === "case-studies") as FolderCollection;
    expect(caseStudies.fields!.find((f) => f.name === "services")!.i18n).toBe("none");
  });

  it("names each record's file after its slug (a testimonial after its author), as the validator requires", () => {
    for (const c of config.collections as (FolderCollection & { slug?: string })[]) {
      if (!c.folder) continue;
      const hasSlug = "slug" in (RECORD_SCHEMAS[c.name as Collection] as z.ZodObject).shape;
      expect([c.name, c.slug]).toEqual([c.name, hasSlug ? "{{fields.slug}}" : "{{author}}"]);
    }
  });

  it("puts uploaded images in folders that exist, relative to each record", () => {
    for (const c of config.collections as (FolderCollection & { media_folder?: string })[]) {
      if (!c.folder || !c.media_folder) continue;
      // Uploaded into the folder that the path written into the record names, from the record's file.
      const publicFolder = (c as { public_folder?: string }).public_folder!;
      expect(path.posix.join(c.folder, publicFolder)).toBe(c.media_folder.slice(1));
      expect([c.name, fs.existsSync(path.resolve(ROOT, c.media_folder.slice(1)))]).toEqual([c.name, true]);
    }
    expect(fs.existsSync(path.resolve(ROOT, config.media_folder))).toBe(true);
  });

  it("relates articles to team members by name and case studies to services by slug", () => {
    const fields = (name: string) => (config.collections.find((c) => c.name === name) as FolderCollection).fields!;
    expect(fields("articles").find((f) => f.name === "author")).toMatchObject({ widget: "relation", collection: "team", value_field: "name" });
    expect(fields("case-studies").find((f) => f.name === "services")).toMatchObject({
      widget: "relation",
      collection: "services",
      value_field: "slug",
      multiple: true,
      min: 1,
    });
    expect(fields("services").find((f) => f.name === "features")).toMatchObject({ widget: "list", min: 5, max: 5 });
  });

  it("fails loudly for a kind of schema it cannot edit", () => {
    expect(() => fieldFor("when", z.map(z.string(), z.string()) as unknown as z.ZodType)).toThrow('no CMS widget for the field "when"');
  });

  it("labels fields in words", () => {
    expect(labelOf("longDescription")).toBe("Long description");
    expect(labelOf("services-faq")).toBe("Services faq");
  });
});

describe("the CMS backend", () => {
  it("commits to the repository and branch the environment names, through pull requests", () => {
    const c = cmsConfig(backendFromEnv({ CMS_GITHUB_REPO: "tamkeen/site", CMS_GITHUB_BRANCH: "live", CMS_AUTH_BASE_URL: "https://auth.example" }));
    expect(c.backend).toMatchObject({ name: "github", repo: "tamkeen/site", branch: "live", base_url: "https://auth.example" });
    expect(c.publish_mode).toBe("editorial_workflow");
    expect(c.local_backend).toBe(true);
  });

  it("defaults to the main branch and Netlify's OAuth provider", () => {
    const c = cmsConfig(backendFromEnv({ CMS_GITHUB_REPO: "tamkeen/site" }));
    expect(c.backend.branch).toBe("main");
    expect(c.backend).not.toHaveProperty("base_url");
  });
});

describe("/admin", () => {
  it("is a page without inline scripts, so its policy needs no hashes and allows none", () => {
    expect(inlineScripts(adminHtml("Content manager"))).toEqual([]);
    expect(ADMIN_CSP).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
    expect(ADMIN_CSP).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(ADMIN_CSP).toContain("frame-ancestors 'none'");
  });

  // In this order: the previews register with window.CMS, which the bundle sets, before cms.js starts the CMS.
  it("is at /admin/, and names its files by absolute paths under it, so they load from either form of its URL", () => {
    expect(ADMIN_PATH).toBe("/admin/");
    const html = adminHtml("x");
    const named = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(named).toEqual([
      "/admin/config.yml",
      "/admin/manual-init.js",
      "/admin/decap-cms.js",
      "/admin/preview-data.js",
      "/admin/preview.js",
      "/admin/cms.js",
    ]);
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />');
  });

  it("is served in develop at both /admin and /admin/, from public/admin/index.html", () => {
    const get = jest.fn();
    const hook = serveAdminInDevelop as unknown as (args: { app: { get: typeof get }; store: { getState: () => unknown } }) => void;
    hook({ app: { get }, store: { getState: () => ({ program: { directory: "/site" } }) } });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![0]).toEqual(["/admin", "/admin/"]);
    const sendFile = jest.fn();
    (get.mock.calls[0]![1] as (req: unknown, res: { sendFile: typeof sendFile }) => void)({}, { sendFile });
    expect(sendFile).toHaveBeenCalledWith(path.join("/site", "public", "admin", "index.html"));
  });

  it("is never indexed and lets its sign-in popup answer", () => {
    expect(adminHtml("x")).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(Object.fromEntries(ADMIN_HEADERS)).toEqual({ "X-Robots-Tag": "noindex, nofollow", "Cross-Origin-Opener-Policy": "same-origin-allow-popups" });
  });

  /** Runs cms.js against a stand-in for Decap's CMS object and returns the formats it registered and how it started. */
  function runScript(hostname: string, stored = new Map<string, string>()) {
    const formats: Record<string, { fromFile: (text: string) => unknown; toFile: (data: unknown) => string }> = {};
    const init = jest.fn();
    const CMS = { registerCustomFormat: (name: string, _ext: string, format: (typeof formats)[string]) => (formats[name] = format), init };
    const localStorage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) };
    new Function("CMS", "location", "localStorage", cmsScript(keyOrders()))(CMS, { hostname }, localStorage);
    return { formats, init, stored };
  }

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
    expect({ "decap-cms reads the pane beside an entry from localStorage": reads.test(bundle) }).toEqual({
      "decap-cms reads the pane beside an entry from localStorage": true,
    });
  });

  it("reads and writes a list file as { items }, formatted as the repository keeps it", () => {
    const { formats } = runScript("www.tamkeen.ae");
    const list = formats[LIST_FORMAT]!;
    const text = '[\n  {\n    "title": "A",\n    "description": "B",\n    "icon": "cpu"\n  }\n]\n';
    expect(list.fromFile(text)).toEqual({ items: [{ title: "A", description: "B", icon: "cpu" }] });
    expect(list.toFile({ items: [{ icon: "cpu", description: "B", title: "A" }] })).toBe(text);
  });

  it("writes a record's fields in the schema's order, nested ones too, so a save diffs only what changed", () => {
    const { formats } = runScript("www.tamkeen.ae");
    const written = formats[FILE_FORMAT]!.toFile({ body: [{ paragraphs: ["p"], heading: "h" }], title: "T", slug: "s", date: "2026-01-01" });
    expect(Object.keys(JSON.parse(written))).toEqual(["slug", "title", "date", "body"]);
    expect(Object.keys(JSON.parse(written).body[0])).toEqual(["heading", "paragraphs"]);
    expect(written.endsWith("}\n")).toBe(true);
  });

  it("starts the CMS by hand, without drafts when it edits this machine's files", () => {
    expect(runScript("localhost").init).toHaveBeenCalledWith({ config: { publish_mode: "simple" } });
    expect(runScript("127.0.0.1").init).toHaveBeenCalledWith({ config: { publish_mode: "simple" } });
    expect(runScript("www.tamkeen.ae").init).toHaveBeenCalledWith(undefined);
  });

  it("writes the page, the configuration and Decap's bundle into public/admin", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
    try {
      const preview = { en: PREVIEW, ar: { ...PREVIEW, tags: { Strategy: "الاستراتيجية" } } };
      await writeAdmin(dir, config, "Content manager", preview);
      const files = fs.readdirSync(path.join(dir, "admin"));
      expect(files.filter((f) => !/^\d+\.decap-cms\.js$/.test(f)).sort()).toEqual([
        "cms.js",
        "config.yml",
        "decap-cms.js",
        "index.html",
        "manual-init.js",
        "preview-data.js",
      ]);
      // The previews' data is a script that sets one global, read back as it was written.
      const sandbox: Record<string, unknown> = {};
      new Function("window", fs.readFileSync(path.join(dir, "admin/preview-data.js"), "utf8"))(sandbox);
      expect(sandbox[PREVIEW_DATA_GLOBAL]).toEqual(preview);
      // The chunks the bundle loads from beside itself.
      expect(files.filter((f) => /^\d+\.decap-cms\.js$/.test(f)).length).toBeGreaterThan(10);
      const yml = fs.readFileSync(path.join(dir, "admin/config.yml"), "utf8");
      expect(JSON.parse(yml.replace(/^#.*\n/, ""))).toEqual(JSON.parse(JSON.stringify(config)));
      expect(fs.statSync(path.join(dir, "admin/decap-cms.js")).size).toBeGreaterThan(1_000_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
