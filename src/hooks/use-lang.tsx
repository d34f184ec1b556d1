import * as React from "react";
import { DEFAULT_LANG, type Lang } from "../lib/language/i18n";
import type { Messages } from "../lib/language/messages";
import { messagesFor } from "../lib/language/messages-by-lang";

const LangContext = React.createContext<Lang>(DEFAULT_LANG);

/** The page's language for everything inside it; set by the layout from the page's context. */
export function LangProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The language of the page being rendered: en, or ar under /ar. */
export function useLang(): Lang {
  return React.useContext(LangContext);
}

/** The interface's words in the page's language (src/lib/language/messages.ts and messages-ar.ts). */
export function useMessages(): Messages {
  return messagesFor(useLang());
}
