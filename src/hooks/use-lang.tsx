import * as React from "react";
import { DEFAULT_LANG, type Lang } from "../lib/language/i18n";
import type { Messages } from "../lib/language/messages";
import { loadedMessages, messagesIn, type MessageTables } from "../lib/language/messages-by-lang";

const LangContext = React.createContext<Lang>(DEFAULT_LANG);
const MessagesContext = React.createContext<MessageTables>(loadedMessages);

/** The page's language for everything inside it; set by the layout from the page's context. */
export function LangProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/**
 * The tables of interface words for everything inside, where more than the document's own language
 * is at hand: the server render (gatsby-ssr.tsx) and the CMS previews. Without it, a render reads
 * the tables the browser has loaded (src/lib/language/messages-by-lang.ts).
 */
export function MessagesProvider({ tables, children }: { tables: MessageTables; children: React.ReactNode }) {
  return <MessagesContext.Provider value={tables}>{children}</MessagesContext.Provider>;
}

/** The language of the page being rendered: en, or ar under /ar. */
export function useLang(): Lang {
  return React.useContext(LangContext);
}

/**
 * The interface's words (src/lib/language/messages.ts and messages-ar.ts) in the page's language,
 * or in `lang`: a Head, which Gatsby renders outside the page's providers, names its page's.
 */
export function useMessages(lang?: Lang): Messages {
  const pageLang = useLang();
  return messagesIn(React.useContext(MessagesContext), lang ?? pageLang);
}
