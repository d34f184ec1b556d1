// Interface parts made of links only, which hydrate once their own chunk arrives, after the page's
// start-up scripts (deferred-hydration.tsx): the links work as the server wrote them until then.
import type * as React from "react";
import { deferredHydration } from "./deferred-hydration";

export const SocialLinks = deferredHydration<React.ComponentProps<(typeof import("./social-links"))["default"]>>(
  () => import(/* webpackChunkName: "social-links" */ "./social-links"),
);

export const Pagination = deferredHydration<React.ComponentProps<(typeof import("./pagination"))["default"]>>(
  () => import(/* webpackChunkName: "pagination" */ "./pagination"),
);
