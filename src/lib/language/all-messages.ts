/**
 * Both languages' interface words at once, for code that renders or checks every language: the
 * server render (gatsby-ssr.tsx), the build (gatsby/), the CMS previews and tests. Page code in the
 * browser reads `useMessages()`, which has only the page's language (src/lib/language/messages-by-lang.ts).
 */
import type { Lang } from "./i18n";
import { MESSAGES, type Messages } from "./messages";
import { MESSAGES_AR } from "./messages-ar";

export const MESSAGES_BY_LANG: Readonly<Record<Lang, Messages>> = { en: MESSAGES, ar: MESSAGES_AR };
