import { MESSAGES } from "../../../src/lib/language/messages";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";
import type * as ByLang from "../../../src/lib/language/messages-by-lang";
import { freshModule } from "../support/fresh-module";

/** A fresh copy of the module, with no table provided (the unit tests' set-up provides both to the shared one). */
const fresh = () => freshModule(() => jest.requireActual<typeof ByLang>("../../../src/lib/language/messages-by-lang"));

describe("each language's interface words in the browser", () => {
  it("are not there before the page's language is loaded, and asking for them is an error that says what to do", () => {
    const { messagesFor } = fresh();
    expect(() => messagesFor("ar")).toThrow(
      'The interface words in "ar" are not loaded: loadMessages("ar") must settle before a page in that language renders',
    );
  });

  it("load one language at a time, the other staying out", async () => {
    const { loadMessages, messagesFor } = fresh();
    await loadMessages("ar");
    expect(messagesFor("ar").skipToContent).toBe(MESSAGES_AR.skipToContent);
    expect(() => messagesFor("en")).toThrow(/"en" are not loaded/);
    await loadMessages("en");
    expect(messagesFor("en").skipToContent).toBe(MESSAGES.skipToContent);
  });

  it("are what the server render, the previews and the build provide at once", () => {
    const { provideMessages, messagesFor } = fresh();
    provideMessages({ en: MESSAGES, ar: MESSAGES_AR });
    expect(messagesFor("en")).toBe(MESSAGES);
    expect(messagesFor("ar")).toBe(MESSAGES_AR);
  });
});
