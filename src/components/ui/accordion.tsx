import * as React from "react";
import { accordionReducer, initialAccordion, isOpen } from "../../lib/browser/accordion";
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
 */
export default function Accordion({ id, items, single = false, defaultOpen = [], headingLevel: H = "h3" }: AccordionProps) {
  const keyOf = (i: number) => `${id}-${i}`;
  const [state, dispatch] = React.useReducer(accordionReducer(single), undefined, () => initialAccordion(defaultOpen.map(keyOf), single));
  const listRef = React.useRef<HTMLDivElement>(null);

  // Match what the visitor opened or closed before hydration.
  React.useEffect(() => {
    listRef.current?.querySelectorAll<HTMLDetailsElement>(":scope > details").forEach((details, i) => {
      if (details.open !== isOpen(state, keyOf(i))) dispatch({ type: "toggle", id: keyOf(i) });
    });
    // Only on mount: afterwards React sets `open` itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={listRef} className="divide-y divide-secondary-200 rounded-2xl border border-secondary-200 bg-white">
      {items.map((item, i) => {
        const key = keyOf(i);
        const open = isOpen(state, key);
        return (
          <details
            key={key}
            id={key}
            name={single ? id : undefined}
            open={open}
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
