import * as React from "react";
import { accordionReducer, initialAccordion, isOpen, type AccordionEvent, type AccordionState } from "../../lib/browser/accordion";
import Icon from "./icon";
import { CHEVRON_DOWN } from "./icons/arrows";

interface AccordionItem {
  readonly question: string;
  readonly answer: string;
}

interface AccordionProps {
  /** Unique per page. */
  id: string;
  items: readonly AccordionItem[];
  single?: boolean;
  defaultOpen?: readonly number[];
  headingLevel?: "h3" | "h4";
}

/**
 * `<details>`, so it works from the first paint without JavaScript. Hydrated, it adds hover: a hover-opened
 * answer closes on leave unless a click (or Enter / Space) pinned it; a second click unpins and closes it.
 * The state machine's answer is written to the elements' `open`, not rendered: a tap changes one `<details>`
 * and re-renders nothing, so the answer shows in the next frame.
 */
export default function Accordion({ id, items, single = false, defaultOpen = [], headingLevel: H = "h3" }: AccordionProps) {
  const keyOf = (i: number) => `${id}-${i}`;
  const reduce = React.useMemo(() => accordionReducer(single), [single]);
  const [initial] = React.useState(() => initialAccordion(defaultOpen.map(keyOf), single));
  const state = React.useRef<AccordionState>(initial);
  const listRef = React.useRef<HTMLDivElement>(null);
  const detailsElements = () => listRef.current?.querySelectorAll<HTMLDetailsElement>(":scope > details") ?? [];
  const dispatch = (event: AccordionEvent) => {
    state.current = reduce(state.current, event);
    detailsElements().forEach((details, i) => {
      const open = isOpen(state.current, keyOf(i));
      if (details.open !== open) details.open = open;
    });
  };

  // Match what the visitor opened or closed before hydration.
  React.useEffect(() => {
    detailsElements().forEach((details, i) => {
      if (details.open !== isOpen(state.current, keyOf(i))) state.current = reduce(state.current, { type: "toggle", id: keyOf(i) });
    });
    // Only on mount: afterwards the state machine sets `open` itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={listRef} className="divide-y divide-secondary-200 rounded-2xl border border-secondary-200 bg-white">
      {items.map((item, i) => {
        const key = keyOf(i);
        return (
          <details
            key={key}
            id={key}
            name={single ? id : undefined}
            // As the server rendered it; the state machine opens and closes it from then on.
            open={isOpen(initial, key)}
            className="group"
            onPointerEnter={(e) => e.pointerType === "mouse" && dispatch({ type: "enter", id: key })}
            onPointerLeave={(e) => e.pointerType === "mouse" && dispatch({ type: "leave", id: key })}
          >
            <summary
              id={`${key}-button`}
              onClick={(e) => {
                // The state machine decides, not the browser's own toggle.
                e.preventDefault();
                dispatch({ type: "toggle", id: key });
              }}
              className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-secondary-950 hover:text-accent-700 [&::-webkit-details-marker]:hidden"
            >
              <H className="text-lg">{item.question}</H>
              <Icon icon={CHEVRON_DOWN} size={20} className="shrink-0 transition-transform duration-300 group-open:rotate-180" />
            </summary>
            <section id={`${key}-panel`} aria-labelledby={`${key}-button`} className="px-5 pb-5 text-secondary-700">
              <p>{item.answer}</p>
            </section>
          </details>
        );
      })}
    </div>
  );
}
