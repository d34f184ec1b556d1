import * as React from "react";
import { graphql } from "gatsby";
import Picture from "../ui/picture";
import { usePageVisible } from "../../hooks/use-page-visible";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { CAROUSEL_INTERVAL_MS, nextIndex, previousIndex, shouldAutoAdvance } from "../../lib/browser/carousel";
import { useLang, useMessages } from "../../hooks/use-lang";
import { joinList, type Lang } from "../../lib/language/i18n";
import type { Block } from "../../lib/content/page-blocks";
import Container, { SectionHeading } from "../ui/container";
import Icon from "../ui/icon";
import { CHEVRON_LEFT, CHEVRON_RIGHT } from "../ui/icons/arrows";
import { PAUSE, PLAY, QUOTE } from "../ui/icons/marks";
import { EARLY_INPUT, useEarlyInput } from "../../../plugins/gatsby-plugin-fast-start/browser";

/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment TestimonialSlide on Testimonial {
    quote
    author
    title
    company
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: NONE)
      }
    }
  }
`;

export type TestimonialData = Queries.TestimonialSlideFragment;

const CONTROL =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-secondary-300 bg-white text-secondary-900 hover:border-accent-600 hover:text-accent-700";

/** Rotates every 5 s while visible; pauses on hover, focus, the pause button or reduced motion. */
export default function Testimonials({ testimonials }: { testimonials: readonly TestimonialData[] }) {
  const messages = useMessages();
  const lang = useLang();
  const count = testimonials.length;
  const [index, setIndex] = React.useState(0);
  const [pausedByUser, setPausedByUser] = React.useState(false);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const pageVisible = usePageVisible();
  const reducedMotion = useReducedMotion();
  const root = useEarlyInput<HTMLElement>();
  const rotating = shouldAutoAdvance({ count, pageVisible, pausedByUser, hovered, focused, reducedMotion });

  React.useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={messages.carousel.label}
      className="mx-auto max-w-3xl"
      // Pausing can wait for the next paint, so a tap's focus does not delay its click.
      onMouseEnter={() => React.startTransition(() => setHovered(true))}
      onMouseLeave={() => React.startTransition(() => setHovered(false))}
      onFocus={() => React.startTransition(() => setFocused(true))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) React.startTransition(() => setFocused(false));
      }}
    >
      <div aria-live={rotating ? "off" : "polite"} className="grid">
        {testimonials.map((t, i) => (
          <Slide key={t.author} testimonial={t} label={messages.carousel.position(i + 1, count)} hidden={i !== index} lang={lang} />
        ))}
      </div>
      <div data-js-only="" className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          {...EARLY_INPUT}
          className={CONTROL}
          aria-label={messages.carousel.previous}
          onClick={() => setIndex((i) => previousIndex(i, count))}
        >
          <Icon icon={CHEVRON_LEFT} size={20} />
        </button>
        <ul className="flex items-center">
          {testimonials.map((t, i) => (
            <Dot key={t.author} position={i} label={messages.carousel.goTo(i + 1)} current={i === index} select={setIndex} />
          ))}
        </ul>
        <button type="button" {...EARLY_INPUT} className={CONTROL} aria-label={messages.carousel.next} onClick={() => setIndex((i) => nextIndex(i, count))}>
          <Icon icon={CHEVRON_RIGHT} size={20} />
        </button>
        <button
          type="button"
          {...EARLY_INPUT}
          className={CONTROL}
          aria-label={pausedByUser ? messages.carousel.play : messages.carousel.pause}
          onClick={() => setPausedByUser((p) => !p)}
        >
          <Icon icon={pausedByUser ? PLAY : PAUSE} size={18} />
        </button>
      </div>
    </section>
  );
}

/**
 * One slide, memoised: a move re-renders the slide it hides and the one it shows, not every slide
 * (each slide's picture and text stay as they were).
 */
const Slide = React.memo(function Slide({ testimonial: t, label, hidden, lang }: { testimonial: TestimonialData; label: string; hidden: boolean; lang: Lang }) {
  const image = t.image?.childImageSharp?.gatsbyImageData;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      hidden={hidden}
      data-nojs-show=""
      className="col-start-1 row-start-1 rounded-3xl bg-white p-8 text-center shadow-xl shadow-secondary-900/10 ring-1 ring-secondary-200 sm:p-10"
    >
      <figure>
        <Icon icon={QUOTE} size={36} className="mx-auto text-primary-500" />
        <blockquote className="mt-4 text-lg text-secondary-800 sm:text-xl">
          <p>{t.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center justify-center gap-4 text-start">
          {image && <Picture image={image} alt={t.imageAlt} className="shrink-0 rounded-full" />}
          <span>
            <span className="block font-semibold text-secondary-950">{t.author}</span>
            <span className="block text-sm text-secondary-600">{joinList([t.title, t.company], lang)}</span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
});

/** One dot, memoised as the slides are: a move re-renders the two dots whose state changes. */
const Dot = React.memo(function Dot({ position, label, current, select }: { position: number; label: string; current: boolean; select: (i: number) => void }) {
  return (
    <li>
      <button
        type="button"
        {...EARLY_INPUT}
        aria-label={label}
        aria-current={current ? "true" : undefined}
        onClick={() => select(position)}
        className="group inline-flex h-11 w-8 items-center justify-center"
      >
        <span
          className={`block h-2.5 rounded-full transition-all duration-300 ${current ? "w-6 bg-accent-700" : "w-2.5 bg-secondary-400 group-hover:bg-secondary-600"}`}
        />
      </button>
    </li>
  );
});

export function TestimonialsSection({ block, testimonials, tinted = false }: { block: Block; testimonials: readonly TestimonialData[]; tinted?: boolean }) {
  return (
    <section aria-labelledby="testimonials-heading" className={`py-16 sm:py-24 ${tinted ? "bg-secondary-50" : ""}`}>
      <Container>
        <SectionHeading id="testimonials-heading" heading={block.heading} body={block.body} align="center" />
        <div className="mt-12">
          <Testimonials testimonials={testimonials} />
        </div>
      </Container>
    </section>
  );
}
