// Custom DOM matchers (toBeInTheDocument, toHaveAttribute, ...) for component tests.
import "@testing-library/jest-dom";
// jsdom has no Popover API; the mobile menu's panel is a popover (see the stand-in's notes).
import { installPopoverStandIn } from "./support/popover";
import { MESSAGES_BY_LANG } from "../../src/lib/language/all-messages";
import { provideMessages } from "../../src/lib/language/messages-by-lang";
import { renderSeoTagsAtOnce } from "../../src/components/seo";
import SeoTags from "../../src/components/seo-tags";

installPopoverStandIn();
// Components render in either language, as on the server: both tables of interface words, and each
// Head's tags at once.
provideMessages(MESSAGES_BY_LANG);
renderSeoTagsAtOnce(SeoTags);
