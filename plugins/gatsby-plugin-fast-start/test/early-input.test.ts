import { brotliCompressSync } from "node:zlib";
import { takeOverEarlyInput } from "../early-input";
import { EARLY_INPUT_SCRIPT } from "../early-input-script";

// The early-input script as a page runs it: installed once, before the app, on the test's window. The tests run
// in order: first what happens before the app runs, then the hand-over of each component's element, then after.
describe("the early-input buffer", () => {
  const clicks: string[] = [];
  const submits: string[] = [];
  const reachedDocument: string[] = [];
  const prevented: string[] = [];
  const seen = (e: Event) => `${e.type}:${(e.target as Element).id}`;

  beforeAll(() => {
    document.body.innerHTML = `
      <section id="carousel"><button id="next" type="button" data-early=""><span id="next-icon">›</span></button></section>
      <button id="plain" type="button">plain</button>
      <section id="contact-box">
        <form id="contact" method="post" data-early=""><input name="name" required value="Layla"><button id="send" type="submit">Send</button></form>
      </section>
      <form id="other" method="post"><button id="other-send" type="submit">Send</button></form>
      <section id="emptied-box">
        <form id="emptied" method="post" data-early=""><input name="name" required value="Layla"><button id="emptied-send" type="submit">Send</button></form>
      </section>
      <a id="switch" href="/ar/insights/" data-lang-switch="">العربية</a>
      <div id="menu-box">
        <button id="toggle" type="button" popovertarget="menu" aria-label="Open menu" data-label-open="Close menu" data-label-closed="Open menu"></button>
        <div id="menu" popover="auto"></div>
      </div>`;
    new Function(EARLY_INPUT_SCRIPT)();
    // After the script's own listener on the same target and phase, so it sees what the script did.
    window.addEventListener("submit", (e) => e.defaultPrevented && prevented.push(seen(e)), true);
    document.addEventListener("click", (e) => reachedDocument.push(seen(e)));
    document.addEventListener("submit", (e) => reachedDocument.push(seen(e)));
    document.getElementById("next")!.addEventListener("click", () => clicks.push("next"));
    for (const form of document.querySelectorAll("form"))
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        submits.push(form.id);
      });
  });

  it("is small enough to inline in every page: under 512 bytes as the site serves it, compressed with brotli", () => {
    expect(brotliCompressSync(EARLY_INPUT_SCRIPT).length).toBeLessThan(512);
  });

  it("before the app runs, adds the page's query to the language switch it follows (/insights/?q=cloud -> /ar/insights/?q=cloud)", () => {
    window.history.replaceState(null, "", "/insights/?q=cloud");
    const a = document.querySelector<HTMLAnchorElement>("#switch")!;
    a.addEventListener("click", (e) => e.preventDefault());
    a.click();
    window.history.replaceState(null, "", "/");
    expect(`${a.pathname}${a.search}`).toBe("/ar/insights/?q=cloud");
    reachedDocument.length = 0;
  });

  it("before the app runs, holds clicks on early controls (also on their children) and leaves others alone", () => {
    document.getElementById("next")!.click();
    document.getElementById("next-icon")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.getElementById("plain")!.click();
    expect(clicks).toEqual([]);
    expect(reachedDocument).toEqual(["click:plain"]);
  });

  it("before the app runs, holds an early form's submit and stops its default (nothing is posted)", () => {
    document.getElementById("send")!.click();
    expect(prevented).toEqual(["submit:contact"]);
    expect(submits).toEqual([]);
    document.getElementById("other-send")!.click();
    expect(submits).toEqual(["other"]);
  });

  it("keeps a popover's invoker named for its state while the app is not running, leaving the state to the browser", () => {
    const toggle = document.getElementById("toggle")!;
    const menu = document.getElementById("menu")!;
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(toggle).toHaveAttribute("aria-label", "Close menu");
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
    expect(toggle).toHaveAttribute("aria-label", "Open menu");
    expect(toggle).not.toHaveAttribute("aria-expanded");
  });

  it("hands a component's element over once it has hydrated: what was held there reaches its handlers, once and in order", () => {
    submits.length = 0;
    reachedDocument.length = 0;
    takeOverEarlyInput(document.getElementById("carousel")!);
    expect(clicks).toEqual(["next", "next"]);
    expect(reachedDocument).toEqual(["click:next", "click:next"]);
    // The contact box has not hydrated yet: its send is still held, and a second one joins it.
    expect(submits).toEqual([]);
    document.getElementById("send")!.click();
    expect(submits).toEqual([]);
    takeOverEarlyInput(document.getElementById("contact-box")!);
    expect(submits).toEqual(["contact", "contact"]);
    // Taken over twice (a remount), nothing is replayed again.
    takeOverEarlyInput(document.getElementById("carousel")!);
    expect(clicks).toHaveLength(2);
  });

  it("lets events through inside elements taken over, and stops its own popover updates there", () => {
    document.getElementById("next")!.click();
    expect(clicks).toHaveLength(3);
    const toggle = document.getElementById("toggle")!;
    const giveBack = takeOverEarlyInput(document.getElementById("menu-box")!);
    document.getElementById("menu")!.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(toggle).toHaveAttribute("aria-label", "Open menu");
    // Given back (the component unmounted), the element is the script's again.
    giveBack();
    document.getElementById("menu")!.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(toggle).toHaveAttribute("aria-label", "Close menu");
  });

  it("replays a held send through the form's own validation: a field emptied since keeps it from being sent", () => {
    document.getElementById("emptied-send")!.click();
    document.querySelector<HTMLInputElement>("#emptied input")!.value = "";
    takeOverEarlyInput(document.getElementById("emptied-box")!);
    expect(submits).not.toContain("emptied");
  });
});
