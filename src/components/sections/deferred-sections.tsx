// Sections that hydrate once their own chunk arrives, after the page's start-up scripts
// (ui/deferred-hydration.tsx): each works without JavaScript, so the page is whole before then. The
// forms post as they always have; the carousel shows its first slide, its controls waiting for it;
// the closing call to action is a link.
import type * as React from "react";
import { deferredHydration } from "../ui/deferred-hydration";

export const Newsletter = deferredHydration(() => import(/* webpackChunkName: "newsletter" */ "./newsletter"));

export const NewsletterBand = deferredHydration<Record<string, never>>(() =>
  import(/* webpackChunkName: "newsletter" */ "./newsletter").then((m) => ({ default: m.NewsletterBand })),
);

export const ContactForm = deferredHydration(() => import(/* webpackChunkName: "contact-form" */ "./contact-form"));

export const TestimonialsSection = deferredHydration<React.ComponentProps<(typeof import("./testimonials"))["TestimonialsSection"]>>(() =>
  import(/* webpackChunkName: "testimonials" */ "./testimonials").then((m) => ({ default: m.TestimonialsSection })),
);

export const CtaSection = deferredHydration(() => import(/* webpackChunkName: "cta-section" */ "./cta-section"));
