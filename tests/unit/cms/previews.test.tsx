/**
 * The CMS's previews (src/cms): every collection and file the CMS edits has one, each renders any entry an editor can be halfway through
 * writing, and each renders every entry of content/ in both languages, right to left in Arabic, from the files as the CMS holds them
 * (a translation without the fields it shares with English, which the preview takes from the English file).
 */
import fs from "node:fs";
import path from "node:path";
import { act, render, screen } from "@testing-library/react";
import { cmsConfig } from "../../../gatsby/cms/config";
import { previewData } from "../../../gatsby/cms/preview-data-writer";
import { readContentDir, validateContent } from "../../../gatsby/content/validate";
import type { Content } from "../../../src/lib/content/schema";
import { bridgeTemplate, previewElement, type DecapGlobals, type DecapPreviewProps } from "../../../src/cms/bridge";
import { TEMPLATES, type TemplateSpec } from "../../../src/cms/previews";
import { LANGS, type Lang } from "../../../src/lib/language/i18n";
import { removeMatchMedia, stubMatchMedia } from "../support/match-media";

const CONTENT_DIR = path.resolve(__dirname, "../../../content");
const { content, translations } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
const DATA = previewData({ en: content as Content, ar: translations.ar.content as Content });

/** An Immutable.js map as far as the bridge reads one. */
const immutable = (value: Record<string, unknown>) => ({
  get: (key: string) => (key === "data" ? immutable(value.data as Record<string, unknown>) : value[key]),
  toJS: () => value,
});

function decapProps(data: Record<string, unknown>, extra: Partial<DecapPreviewProps> = {}): DecapPreviewProps {
  return {
    entry: immutable({ data, slug: data.slug }),
    collection: immutable({ name: "articles" }),
    getAsset: (p) => ({ toString: () => `blob:${p}` }),
    getCollection: () => Promise.resolve(immutable({ data: {} })),
    document,
    ...extra,
  };
}

const readJson = (file: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));
  // Decap edits a document that is a list as { items } (gatsby/cms/admin.ts).
  return Array.isArray(value) ? { items: value } : (value as Record<string, unknown>);
};

// The testimonial carousel asks whether motion is reduced.
beforeAll(() => stubMatchMedia(() => false));
afterAll(removeMatchMedia);

const templateOf = (name: string) => TEMPLATES.find((t) => t.name === name);
/** Fields of the wrong type and lists with holes, as an editor's half-made entry may hold. */
const HALF_WRITTEN = { title: 7, date: null, tags: "AI", body: [null, { paragraphs: "x" }], items: [null, { blocks: {} }], sections: [{}], icon: "x" };

it("the CMS's preview templates cover every folder collection and every file of the documents", () => {
  const names = cmsConfig().collections.flatMap((c) => ("files" in c && c.files ? c.files.map((f: { name: string }) => f.name) : [c.name]));
  expect(names.length).toBeGreaterThan(10);
  expect(names.filter((name) => !templateOf(name))).toEqual([]);
});

describe.each(TEMPLATES.map((t) => [t.name, t] as const))("the %s preview template", (_name, template) => {
  const { lang } = template;
  for (const pane of lang ? [lang] : LANGS) {
    it.each([{}, HALF_WRITTEN])(`renders an empty or mistyped entry${lang ? "" : ` in ${pane}`}, in the page's direction, without an error`, (entry) => {
      const { container } = render(previewElement(template, decapProps(entry), pane, DATA, undefined));
      const root = container.querySelector("[data-preview-lang]")!;
      expect(root).toHaveAttribute("lang", pane);
      expect(root).toHaveAttribute("dir", pane === "ar" ? "rtl" : "ltr");
    });
  }
});

type Fields = Record<string, unknown>;

/** Each file of content/ a template previews, as the CMS holds it: [file, language, its fields, the English file's beside a translation]. */
function filesOf({ document: doc, lang, name }: TemplateSpec): [string, Lang, Fields, Fields | undefined][] {
  const files = doc ? [`${doc}.${lang}.json`] : fs.readdirSync(path.join(CONTENT_DIR, name)).map((f) => `${name}/${f}`);
  return files
    .filter((file) => fs.existsSync(path.join(CONTENT_DIR, file)))
    .map((file) => {
      const english = file.replace(/\.ar\.json$/, ".en.json");
      const inArabic = english !== file;
      return [file, inArabic ? "ar" : "en", readJson(file), inArabic && fs.existsSync(path.join(CONTENT_DIR, english)) ? readJson(english) : undefined];
    });
}

const SHOWN = ["siteTitle", "heading", "title", "question", "label"];
/** The first text an editor would look for in a preview, depth first. */
function firstText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(firstText).find(Boolean);
  if (!value || typeof value !== "object") return undefined;
  const fields = value as Fields;
  const own = SHOWN.map((k) => fields[k]).find((v): v is string => typeof v === "string" && v.length > 0);
  return own ?? Object.values(fields).map(firstText).find(Boolean);
}

// Every record in both languages, and every document's file: its title, heading, question or label shows, as written in its file.
it.each(TEMPLATES.map((t) => [t.name, t] as const))("the %s preview shows every entry of content/", (_, template) => {
  const files = filesOf(template);
  if (!template.document) expect(files.length).toBeGreaterThan(0);
  for (const [file, lang, own, english] of files) {
    const { container, unmount } = render(previewElement(template, decapProps(own), lang, DATA, english));
    expect([file, container.textContent]).toEqual([file, expect.stringContaining(firstText(own)!)]);
    unmount();
  }
});

it("merges an Arabic entry's translation with its English record as the build does: shared fields from English, text from the translation", () => {
  const english = { title: "Hello", date: "2025-01-05", tags: ["AI Integration"], body: [{ heading: "One", paragraphs: ["First"] }] };
  // Decap may leave a shared value in the translation; the build, and so the preview, takes English's.
  const own = {
    title: "مرحبا",
    date: "1999-09-09",
    body: [
      { heading: "واحد", paragraphs: ["أول"] },
      { heading: "زائد", paragraphs: ["زائد"] },
    ],
  };
  const { container } = render(previewElement(templateOf("articles")!, decapProps(own), "ar", DATA, english));
  expect(container.textContent).toContain("5 يناير 2025");
  expect(container.textContent).toContain("واحد");
  // A list of records follows the English file's items, as the build's merge does.
  expect(container.textContent).not.toContain("زائد");
});

describe("bridgeTemplate", () => {
  /** Decap's createClass and h, as far as the bridge uses them: the spec is the class. */
  const globals = { CMS: { registerPreviewTemplate: jest.fn(), registerPreviewStyle: jest.fn() }, createClass: (spec: unknown) => spec, h: jest.fn() };
  type Spec = { componentDidMount(): void; componentDidUpdate(): void; props: DecapPreviewProps; el: HTMLElement; paint(): void };

  function mount(props: DecapPreviewProps, template = "articles") {
    const spec = bridgeTemplate(globals as unknown as DecapGlobals, templateOf(template)!, DATA) as unknown as Spec;
    const instance = Object.assign(Object.create(spec) as Spec, { props, el: document.body.appendChild(document.createElement("div")) });
    act(() => instance.componentDidMount());
    return instance;
  }

  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.removeAttribute("lang");
    document.documentElement.removeAttribute("dir");
  });

  it("renders the entry with the site's React and sets the preview document's language and direction, English for a pane in no site language", () => {
    const instance = mount(decapProps({ title: "Hello" }, { locale: "fr" }));
    expect(instance.el.querySelector("h1")).toHaveTextContent("Hello");
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("lays an Arabic entry over its stored English record, and shows the translation alone until it arrives", async () => {
    let arrive: (m: ReturnType<typeof immutable>) => void = () => {};
    const getCollection = jest.fn(() => new Promise<ReturnType<typeof immutable>>((resolve) => (arrive = resolve)));
    const instance = mount(decapProps({ title: "مرحبا", slug: "x" }, { locale: "ar", getCollection }));
    expect(getCollection).toHaveBeenCalledWith("articles", "x");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(instance.el.querySelector("h1")).toHaveTextContent("مرحبا");
    expect(instance.el.querySelector("img")).toBeNull();
    await act(async () => arrive(immutable({ data: { title: "Hello", image: "/images/x.jpg", imageAlt: "صورة" } })));
    expect(instance.el.querySelector("h1")).toHaveTextContent("مرحبا");
    // The image the editor chose, at the URL the CMS serves it, named by its alternative text.
    expect(screen.getByRole("img", { name: "صورة" })).toHaveAttribute("src", "blob:/images/x.jpg");
    // Another edit repaints without fetching the English record again.
    instance.props = decapProps({ title: "أهلا", slug: "x" }, { locale: "ar", getCollection });
    act(() => instance.componentDidUpdate());
    expect(instance.el.querySelector("h1")).toHaveTextContent("أهلا");
    expect(getCollection).toHaveBeenCalledTimes(1);
  });

  it("shows a document in its file's language whatever the pane's, and one that exists only in Arabic (the tag names) alone, asking the CMS for no English file", () => {
    const getCollection = jest.fn(() => Promise.resolve(immutable({ data: {} })));
    const instance = mount(decapProps({ items: [{ tag: "Automation", label: "الأتمتة" }] }, { locale: "en", getCollection }), "tags-ar");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(instance.el).toHaveTextContent("الأتمتة");
    expect(getCollection).not.toHaveBeenCalled();
  });
});
