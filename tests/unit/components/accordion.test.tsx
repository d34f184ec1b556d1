import * as React from "react";
import { createEvent, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Accordion from "../../../src/components/ui/accordion";

const items = [
  { question: "How long does a project take?", answer: "Most first phases take eight to twelve weeks." },
  { question: "Do you work with small companies?", answer: "Yes, from start-ups to government entities." },
  { question: "What does a consultation cost?", answer: "The first consultation is free." },
];
const [q1, q2, q3] = items.map((i) => i.question) as [string, string, string];

/** The question's `<summary>`, the control a visitor clicks. */
const button = (question: string) => screen.getByRole("heading", { name: question }).closest("summary")!;
const itemOf = (question: string) => button(question).closest("details")!;
const panelOf = (question: string) => document.getElementById(`${itemOf(question).id}-panel`)!;
const isOpen = (question: string) => itemOf(question).open;
const opened = () => [q1, q2, q3].map(isOpen);

/** React's onPointerEnter listens to pointerover; jsdom 20 has no PointerEvent, so pointerType is set by hand. */
function touchOver(el: Element) {
  const event = createEvent.pointerOver(el);
  Object.defineProperty(event, "pointerType", { value: "touch" });
  fireEvent(el, event);
}

it("starts closed, each question a <details> whose <summary> names the answer's region; a click opens it and a second closes it", async () => {
  const user = userEvent.setup();
  render(<Accordion id="faq" items={items} />);
  for (const q of [q1, q2, q3]) {
    expect(isOpen(q)).toBe(false);
    expect(panelOf(q)).toHaveAttribute("aria-labelledby", button(q).id);
    expect(panelOf(q)).not.toBeVisible();
  }
  await user.click(button(q1));
  expect(isOpen(q1)).toBe(true);
  expect(screen.getByRole("region", { name: q1 })).toHaveTextContent(items[0]!.answer);
  expect(panelOf(q1)).toBeVisible();
  await user.click(button(q1));
  expect(isOpen(q1)).toBe(false);
  expect(panelOf(q1)).not.toBeVisible();
});

// An item opens while the mouse is over it, and closes as it leaves: company.spec.ts, with Chromium's pointer events.
it("does not open an item a touch passes over: a tap is a click, not a hover", () => {
  render(<Accordion id="faq" items={items} />);
  touchOver(itemOf(q1));
  expect(isOpen(q1)).toBe(false);
});

it("opens the defaultOpen items on first render, several at once, or in single mode only the first and one at a time after a click", () => {
  const { unmount } = render(<Accordion id="faq" items={items} defaultOpen={[0, 2]} />);
  expect(opened()).toEqual([true, false, true]);
  expect(screen.getByText(items[2]!.answer)).toBeVisible();
  unmount();
  render(<Accordion id="faq" items={items} defaultOpen={[1, 2]} single />);
  expect(opened()).toEqual([false, true, false]);
  // One name makes the browser's own toggles exclusive too, before the app runs.
  for (const q of [q1, q2, q3]) expect(itemOf(q)).toHaveAttribute("name", "faq");
  // Which item a click or a hover closes in single mode is the reducer's (tests/unit/lib/accordion.test.ts).
  fireEvent.click(button(q1));
  expect(opened()).toEqual([true, false, false]);
});

it("uses the id prefix for unique element ids and the chosen heading level", () => {
  render(
    <>
      <Accordion id="a" items={items.slice(0, 1)} headingLevel="h4" />
      <Accordion id="b" items={items.slice(0, 1)} />
    </>,
  );
  const [first, second] = document.querySelectorAll("details");
  expect(first!.id).not.toBe(second!.id);
  expect(screen.getByRole("heading", { level: 4, name: q1 })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 3, name: q1 })).toBeInTheDocument();
});
