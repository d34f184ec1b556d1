/**
 * The interface's words of each language, for the code that renders pages: `useMessages()` (src/hooks/use-lang.tsx).
 *
 * A page ships only its own language's table. Each table (messages.ts, messages-ar.ts) is a chunk of
 * its own, which the browser loads before the page first renders (`loadMessages` from
 * gatsby-browser.tsx's onClientEntry; the build lists the chunk with the page's start-up scripts, so
 * it arrives with them). A document keeps its language for its whole life: links stay in the page's
 * language, and the language switch is a full page load. The server render and the CMS previews have
 * both tables at hand and give them to `MessagesProvider` (src/hooks/use-lang.tsx).
 */
import type { Lang } from "./i18n";
import type { Messages } from "./messages";

/**
 * The chunk each language's table is built into: the names in the imports below, which the build
 * looks up in webpack's stats to list the chunk with a page's start-up scripts. A name that no
 * chunk has stops the build (the plugin's namedChunkScripts says which).
 */
export const MESSAGES_CHUNKS: Readonly<Record<Lang, string>> = { en: "messages-en", ar: "messages-ar" };

const IMPORTS: Readonly<Record<Lang, () => Promise<Messages>>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ "./messages").then((m) => m.MESSAGES),
  ar: () => import(/* webpackChunkName: "messages-ar" */ "./messages-ar").then((m) => m.MESSAGES_AR),
};

/** Some languages' tables of interface words. */
export type MessageTables = Readonly<Partial<Record<Lang, Messages>>>;

/** The tables this document has loaded: what a render in the browser reads. */
export const loadedMessages: Partial<Record<Lang, Messages>> = {};

/** Loads a language's table from its chunk into `loadedMessages`, once. */
export async function loadMessages(lang: Lang): Promise<void> {
  loadedMessages[lang] ??= await IMPORTS[lang]();
}

/**
 * The interface's words in `lang` from `tables`. In the browser only the document's language is
 * loaded; asking for another means a page of that language is rendering without a full page load,
 * and that is an error rather than a page in the wrong words.
 */
export function messagesIn(tables: MessageTables, lang: Lang): Messages {
  const table = tables[lang];
  if (!table)
    throw new Error(
      `The interface words in "${lang}" are not loaded: loadMessages("${lang}") must settle before a page in that language renders (src/lib/language/messages-by-lang.ts)`,
    );
  return table;
}
