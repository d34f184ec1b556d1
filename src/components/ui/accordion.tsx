import * as React from "react";
import { accordionReducer, initialAccordion, isOpen } from "../../lib/accordion";
import Icon from "./icon";

export interface AccordionItem {
  readonly question: string;
  readonly answer: string;
}

interface AccordionProps {
  /** Prefix for element ids; unique per page. */
  id: string;
  items: readonly AccordionItem[];
  /** Keep only one item open at a time. */
  single?: boolean;
  /** Indexes of items open on first render. */
  defaultOpen?: readonly number[];
  headingLevel?: "h3" | "h4";
}

/**
 * Questions that open on hover or click. A hover-opened answer closes when the pointer
 * leaves unless a click (or Enter / Space) pinned it; a second click unpins and closes it.
 */
export default function Accordion({ id, items, single = false, defaultOpen = [], headingLevel: H = "h3" }: AccordionProps) {
  const keyOf = (i: number) => `${id}-${i}`;
  const [state, dispatch] = React.useReducer(accordionReducer(single), undefined, () => initialAccordion(defaultOpen.map(keyOf), single));

  return (
    <div className="divide-y divide-secondary-200 rounded-2xl border border-secondary-200 bg-white">
      {items.map((item, i) => {
        const key = keyOf(i);
        const open = isOpen(state, key);
        return (
          <div
            key={key}
            onPointerEnter={(e) => e.pointerType === "mouse" && dispatch({ type: "enter", id: key })}
            onPointerLeave={(e) => e.pointerType === "mouse" && dispatch({ type: "leave", id: key })}
          >
            <H className="text-lg">
              <button
                type="button"
                id={`${key}-button`}
                aria-expanded={open}
                aria-controls={`${key}-panel`}
                onClick={() => dispatch({ type: "toggle", id: key })}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-secondary-950 hover:text-accent-700"
              >
                <span>{item.question}</span>
                <Icon name="chevron-down" size={20} className={`shrink-0 transition-transform duration-300 ${open ? "rotate-180" : ""}`} />
              </button>
            </H>
            <section id={`${key}-panel`} aria-labelledby={`${key}-button`} hidden={!open} data-nojs-show="" className="px-5 pb-5 text-secondary-700">
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
