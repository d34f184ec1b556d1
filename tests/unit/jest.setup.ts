// Custom DOM matchers (toBeInTheDocument, toHaveAttribute, ...) for component tests.
import "@testing-library/jest-dom";
import { LANGS } from "../../src/lib/language/i18n";
import { loadMessages } from "../../src/lib/language/messages-by-lang";

// Components render in either language: both tables of interface words are loaded, as a browser loads its page's.
beforeAll(() => Promise.all(LANGS.map(loadMessages)));
