// Custom DOM matchers (toBeInTheDocument, toHaveAttribute, ...) for component tests.
import "@testing-library/jest-dom";
// jsdom has no Popover API; the mobile menu's panel is a popover (see the stand-in's notes).
import { installPopoverStandIn } from "./support/popover";

installPopoverStandIn();
