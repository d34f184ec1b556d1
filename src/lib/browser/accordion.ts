/**
 * The FAQ accordion's state machine. An item is open while hovered or pinned;
 * a click toggles the pin. Single mode keeps at most one item open.
 */
export interface AccordionState {
  readonly pinned: readonly string[];
  readonly hovered: string | null;
}

export type AccordionEvent = { type: "enter"; id: string } | { type: "leave"; id: string } | { type: "toggle"; id: string };

export function initialAccordion(defaultOpen: readonly string[] = [], single = false): AccordionState {
  return { pinned: single ? defaultOpen.slice(0, 1) : [...defaultOpen], hovered: null };
}

export function isOpen(state: AccordionState, id: string): boolean {
  return state.hovered === id || state.pinned.includes(id);
}

export function accordionReducer(single: boolean) {
  return (state: AccordionState, event: AccordionEvent): AccordionState => {
    switch (event.type) {
      case "enter":
        return { pinned: single ? state.pinned.filter((p) => p === event.id) : state.pinned, hovered: event.id };
      case "leave":
        return state.hovered === event.id ? { ...state, hovered: null } : state;
      case "toggle": {
        if (state.pinned.includes(event.id))
          // Unpinning closes the item even under the pointer, or a click could never close it.
          return { pinned: state.pinned.filter((p) => p !== event.id), hovered: state.hovered === event.id ? null : state.hovered };
        return { pinned: single ? [event.id] : [...state.pinned, event.id], hovered: single && state.hovered !== event.id ? null : state.hovered };
      }
    }
  };
}
