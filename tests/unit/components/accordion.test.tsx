import * as React from "react";
import { createEvent, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Accordion from "../../../src/components/ui/accordion";
import faqJson from "../../../content/services-faq.json";

const items = (faqJson as { question: string; answer: string }[]).slice(0, 3);
const [q1, q2, q3] = items.map((i) => i.question) as [string, string, string];

const button = (question: string) => screen.getByRole("button", { name: question });
const panelOf = (question: string) => document.getElementById(button(question).getAttribute("aria-controls")!)!;
const isOpen = (question: string) => button(question).getAttribute("aria-expanded") === "true";
/** The item wrapper that listens for the pointer. */
const itemOf = (question: string) => button(question).closest("h3")!.parentElement!;

/**
 * React's onPointerEnter/onPointerLeave listen to pointerover/pointerout; jsdom 20 has no
 * PointerEvent, so pointerType is set on the event by hand.
 */
function pointer(kind: "pointerOver" | "pointerOut", el: Element, pointerType: "mouse" | "touch" = "mouse") {
  const event = createEvent[kind](el);
  Object.defineProperty(event, "pointerType", { value: pointerType });
  fireEvent(el, event);
}

describe("Accordion", () => {
  it("starts closed: aria-expanded false, panels hidden, aria-controls points to the panel", () => {
    render(<Accordion id="faq" items={items} />);
    for (const q of [q1, q2, q3]) {
      expect(button(q)).toHaveAttribute("aria-expanded", "false");
      const panel = panelOf(q);
      expect(panel).toHaveAttribute("hidden");
      expect(panel.id).toBe(button(q).getAttribute("aria-controls"));
      expect(panel).toHaveAttribute("aria-labelledby", button(q).id);
    }
    expect(screen.queryByText(items[0]!.answer)).not.toBeVisible();
  });

  it("opens on click (a labelled region with the answer) and closes on a second click", async () => {
    const user = userEvent.setup();
    render(<Accordion id="faq" items={items} />);
    await user.click(button(q1));
    expect(button(q1)).toHaveAttribute("aria-expanded", "true");
    expect(panelOf(q1)).not.toHaveAttribute("hidden");
    expect(screen.getByRole("region", { name: q1 })).toHaveTextContent(items[0]!.answer);
    await user.click(button(q1));
    expect(button(q1)).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(q1)).toHaveAttribute("hidden");
  });

  it("toggles with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<Accordion id="faq" items={items} />);
    button(q2).focus();
    await user.keyboard("{Enter}");
    expect(isOpen(q2)).toBe(true);
    await user.keyboard(" ");
    expect(isOpen(q2)).toBe(false);
  });

  it("opens an item when the mouse enters and closes it when the mouse leaves", () => {
    render(<Accordion id="faq" items={items} />);
    pointer("pointerOver", itemOf(q1));
    expect(isOpen(q1)).toBe(true);
    expect(panelOf(q1)).not.toHaveAttribute("hidden");
    pointer("pointerOut", itemOf(q1));
    expect(isOpen(q1)).toBe(false);
    expect(panelOf(q1)).toHaveAttribute("hidden");
  });

  it("opens on hover with user-event as well", async () => {
    const user = userEvent.setup();
    render(<Accordion id="faq" items={items} />);
    await user.hover(button(q3));
    expect(isOpen(q3)).toBe(true);
    await user.unhover(button(q3));
    expect(isOpen(q3)).toBe(false);
  });

  it("ignores touch pointers entering (a tap is a click)", () => {
    render(<Accordion id="faq" items={items} />);
    pointer("pointerOver", itemOf(q1), "touch");
    expect(isOpen(q1)).toBe(false);
  });

  it("keeps an item pinned by a click open when the mouse leaves; a second click unpins and closes it", () => {
    render(<Accordion id="faq" items={items} />);
    pointer("pointerOver", itemOf(q1));
    fireEvent.click(button(q1));
    pointer("pointerOut", itemOf(q1));
    expect(isOpen(q1)).toBe(true);
    pointer("pointerOver", itemOf(q1));
    fireEvent.click(button(q1));
    expect(isOpen(q1)).toBe(false);
    pointer("pointerOut", itemOf(q1));
    expect(isOpen(q1)).toBe(false);
  });

  it("lets several items be open at once by default", () => {
    render(<Accordion id="faq" items={items} />);
    fireEvent.click(button(q1));
    fireEvent.click(button(q2));
    pointer("pointerOver", itemOf(q3));
    expect([isOpen(q1), isOpen(q2), isOpen(q3)]).toEqual([true, true, true]);
  });

  it("keeps only one item open in single mode", () => {
    render(<Accordion id="faq" items={items} single />);
    fireEvent.click(button(q1));
    fireEvent.click(button(q2));
    expect([isOpen(q1), isOpen(q2), isOpen(q3)]).toEqual([false, true, false]);
    pointer("pointerOver", itemOf(q3));
    expect([isOpen(q1), isOpen(q2), isOpen(q3)]).toEqual([false, false, true]);
  });

  it("opens the defaultOpen items on first render", () => {
    render(<Accordion id="faq" items={items} defaultOpen={[0, 2]} />);
    expect([isOpen(q1), isOpen(q2), isOpen(q3)]).toEqual([true, false, true]);
    expect(screen.getByText(items[2]!.answer)).toBeVisible();
  });

  it("opens only the first defaultOpen item in single mode", () => {
    render(<Accordion id="faq" items={items} defaultOpen={[1, 2]} single />);
    expect([isOpen(q1), isOpen(q2), isOpen(q3)]).toEqual([false, true, false]);
  });

  it("keeps a defaultOpen item open when the mouse passes over it", () => {
    render(<Accordion id="faq" items={items} defaultOpen={[0]} />);
    pointer("pointerOver", itemOf(q1));
    pointer("pointerOut", itemOf(q1));
    expect(isOpen(q1)).toBe(true);
  });

  it("uses the id prefix for unique element ids and the chosen heading level", () => {
    render(
      <>
        <Accordion id="a" items={items.slice(0, 1)} headingLevel="h4" />
        <Accordion id="b" items={items.slice(0, 1)} />
      </>,
    );
    const [first, second] = screen.getAllByRole("button", { name: q1 });
    expect(first!.getAttribute("aria-controls")).not.toBe(second!.getAttribute("aria-controls"));
    expect(screen.getByRole("heading", { level: 4, name: q1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: q1 })).toBeInTheDocument();
  });
});
