import { MESSAGES } from "../../../src/lib/language/messages";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";
import type * as ByLang from "../../../src/lib/language/messages-by-lang";
import { freshModule } from "../support/fresh-module";

/** A fresh copy of the module, with nothing loaded (the unit tests' set-up loads both tables into the shared one). */
const fresh = () => freshModule(() => jest.requireActual<typeof ByLang>("../../../src/lib/language/messages-by-lang"));

describe("each language's interface words in the browser", () => {
  it("are not there before the page's language is loaded, and asking for them is an error that says what to do", () => {
    const { messagesIn, loadedMessages } = fresh();
    expect(() => messagesIn(loadedMessages, "ar")).toThrow(
      'The interface words in "ar" are not loaded: loadMessages("ar") must settle before a page in that language renders',
    );
  });

  it("load one language at a time, the other staying out", async () => {
    const { loadMessages, loadedMessages, messagesIn } = fresh();
    await loadMessages("ar");
    expect(messagesIn(loadedMessages, "ar")).toBe(MESSAGES_AR);
    expect(() => messagesIn(loadedMessages, "en")).toThrow(/"en" are not loaded/);
    await loadMessages("en");
    expect(messagesIn(loadedMessages, "en")).toBe(MESSAGES);
  });
});
