// Custom DOM matchers (toBeInTheDocument, toHaveAttribute, ...) for component tests.
import "@testing-library/jest-dom";
// jsdom has no Popover API; the mobile menu's panel is a popover (see the stand-in's notes).
import { installPopoverStandIn } from "./support/popover";
import { LANGS } from "../../src/lib/language/i18n";
import { loadMessages } from "../../src/lib/language/messages-by-lang";

installPopoverStandIn();
// Components render in either language: both tables of interface words are loaded, as a browser loads its page's.
beforeAll(() => Promise.all(LANGS.map(loadMessages)));
