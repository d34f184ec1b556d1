import { MESSAGES } from "../../../src/lib/language/messages";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";
import type * as ByLang from "../../../src/lib/language/messages-by-lang";
import { freshModule } from "../support/fresh-module";

/** A fresh copy of the module, with nothing loaded (the unit tests' set-up loads both tables into the shared one). */
const fresh = () => freshModule(() => jest.requireActual<typeof ByLang>("../../../src/lib/language/messages-by-lang"));

it("loads each language's interface words in the browser one at a time; asking for words not loaded is an error that says what to do", async () => {
  const { loadMessages, loadedMessages, messagesIn } = fresh();
  expect(() => messagesIn(loadedMessages, "ar")).toThrow(
    'The interface words in "ar" are not loaded: loadMessages("ar") must settle before a page in that language renders',
  );
  await loadMessages("ar");
  expect(messagesIn(loadedMessages, "ar")).toBe(MESSAGES_AR);
  expect(() => messagesIn(loadedMessages, "en")).toThrow(/"en" are not loaded/);
  await loadMessages("en");
  expect(messagesIn(loadedMessages, "en")).toBe(MESSAGES);
});

// gatsby-browser.tsx returns loadMessages' promise from onClientEntry, which Gatsby's types say returns nothing:
// Gatsby's browser entries (production-app.js for builds, app.js under `gatsby develop`) wait for it before
// they render. A register row of plugins/gatsby-plugin-fast-start/README.md.
it.each(["production-app.js", "app.js"])("relies on the installed Gatsby's %s rendering the page inside onClientEntry's promise", (entry) => {
  const source: string = require("node:fs").readFileSync(require.resolve(`gatsby/cache-dir/${entry}`), "utf8");
  const start = source.indexOf("apiRunnerAsync(`onClientEntry`).then(");
  expect({ "waits for onClientEntry": start >= 0 }).toEqual({ "waits for onClientEntry": true });
  expect(source.slice(0, start)).not.toContain("<App />");
  expect(source.slice(start)).toMatch(/renderer\(<App \/>, rootElement\)/);
});
