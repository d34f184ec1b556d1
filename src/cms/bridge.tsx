// Decap's standalone bundle renders the editor with its own React (19) and takes preview templates
// made with its `createClass`. Each template here is such a class whose only element, an empty <div>,
// is the container of a root of the site's own React (18) that renders the site's components: two
// Reacts on one page that never share a tree. The class hands the root each new state of the entry.
// https://decapcms.org/docs/customization/#registerpreviewtemplate
import * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import { LangProvider, MessagesProvider } from "../hooks/use-lang";
// An editor switches the preview between languages: both tables of interface words are in this bundle.
import { MESSAGES_BY_LANG } from "../lib/language/all-messages";
import { DEFAULT_LANG, isLang, LANG_INFO, type Lang } from "../lib/language/i18n";
import type { PreviewDataByLang } from "./preview-data";
import type { TemplateSpec } from "./previews";
import { filledIn, mergeTranslation } from "../lib/content/translations";
import { isDocument, isTranslationOnly } from "../lib/content/content-files";

type Fields = Readonly<Record<string, unknown>>;

/** The part of Decap's Immutable.js maps a template reads. */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): unknown;
}

/** What Decap passes a preview template (decap-cms-core's EditorPreviewPane). */
export interface DecapPreviewProps {
  entry: ImmutableMap;
  collection: ImmutableMap;
  /** The language of the left pane, which the preview shows (Decap's i18n). */
  locale?: string;
  getAsset: (path: string) => { toString(): string } | undefined;
  /** A stored entry; with a slug, that one (decap-cms-core's getCollection). */
  getCollection: (collection: string, slug?: string) => Promise<ImmutableMap>;
  /** The preview's own document, inside its iframe. */
  document: Document;
}

/** The public API of Decap's standalone bundle that this file uses (window.CMS, window.createClass, window.h). */
export interface DecapGlobals {
  CMS: { registerPreviewTemplate(name: string, component: unknown): void; registerPreviewStyle(href: string): void };
  createClass: (spec: Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown>) => unknown;
}

/** The URL the CMS serves an image path at, or "" when there is none yet. */
const assetOf = (props: DecapPreviewProps) => (path: string) => (path ? String(props.getAsset(path) ?? "") : "");

/** The preview's language: a document file's own (an Arabic file is its own entry), else the pane's locale. */
const previewLang = (props: Pick<DecapPreviewProps, "locale">, template: Pick<TemplateSpec, "lang">): Lang =>
  template.lang ?? (isLang(props.locale) ? props.locale : DEFAULT_LANG);

/**
 * The stored English entry a translation is laid over (shared fields live only there): the document's file, or the
 * record of the entry's slug. A document that exists only in translation (the Arabic tag names) has none.
 */
function englishSource({ document }: Pick<TemplateSpec, "document">, props: DecapPreviewProps): [string, string] | null {
  if (document) return isDocument(document) && isTranslationOnly(document) ? null : ["documents", document];
  const slug = props.entry.get("slug");
  return typeof slug === "string" && slug ? [String(props.collection.get("name")), slug] : null;
}

/** The element tree the site's React renders for one state of the entry. */
export function previewElement(
  { Preview, schema }: Pick<TemplateSpec, "Preview" | "schema">,
  props: DecapPreviewProps,
  lang: Lang,
  data: PreviewDataByLang,
  english: Fields | undefined,
): React.ReactElement {
  const own = (props.entry.get("data") as ImmutableMap | undefined)?.toJS() ?? {};
  const entry = filledIn(schema, lang === DEFAULT_LANG || !english ? own : mergeTranslation(schema, english, own));
  const { dir } = LANG_INFO[lang];
  return (
    <MessagesProvider tables={MESSAGES_BY_LANG}>
      <LangProvider lang={lang}>
        <div lang={lang} dir={dir} data-preview-lang={lang}>
          <Preview entry={entry as never} data={data[lang]} asset={assetOf(props)} />
        </div>
      </LangProvider>
    </MessagesProvider>
  );
}

interface Bridge {
  props: DecapPreviewProps;
  el?: HTMLElement | null;
  root?: Root;
  english?: { key: string; fields?: Fields };
  paint(): void;
}

/** A Decap preview template (a class of Decap's React) that renders the template's `Preview` with the site's React. */
export function bridgeTemplate(globals: DecapGlobals, template: Omit<TemplateSpec, "name">, data: PreviewDataByLang) {
  return globals.createClass({
    componentDidMount(this: Bridge) {
      if (!this.el) return;
      this.root = createRoot(this.el);
      this.paint();
    },
    componentDidUpdate(this: Bridge) {
      this.paint();
    },
    componentWillUnmount(this: Bridge) {
      // Not while Decap's React is mid-commit: the site's root unmounts on its own turn.
      const root = this.root;
      setTimeout(() => root?.unmount());
    },
    paint(this: Bridge) {
      const { props } = this;
      const lang = previewLang(props, template);
      // The iframe's <html> as the page's: the Arabic faces and line heights key on html:lang(ar).
      props.document.documentElement.lang = lang;
      props.document.documentElement.dir = LANG_INFO[lang].dir;
      const source = lang === DEFAULT_LANG ? null : englishSource(template, props);
      const key = source?.join("/");
      if (source && key && this.english?.key !== key) {
        this.english = { key };
        // A new entry has no stored English yet: its translation shows alone.
        props
          .getCollection(...source)
          .then((stored) => (stored.get("data") as ImmutableMap | undefined)?.toJS() as Fields | undefined)
          .catch(() => undefined)
          .then((fields) => {
            if (this.english?.key !== key) return;
            this.english = { key, fields };
            this.paint();
          });
      }
      this.root?.render(previewElement(template, props, lang, data, this.english?.fields));
    },
    render(this: Bridge) {
      return globals.h("div", {
        ref: (el: HTMLElement | null) => {
          this.el = el;
        },
      });
    },
  });
}
