/** @jest-environment node */
// The changes /admin makes to Decap's bundle hold on the installed one, stop the build on one that lacks what they
// change, and the unsaved mark they compute looks at every language. What they do in the editor is
// tests/e2e/cms.spec.ts's ("a refused save").
import fs from "node:fs";
import path from "node:path";
import { HOOKS, HOOKS_GLOBAL, patchDecapBundle } from "../../../gatsby/cms/decap-bundle";

const installed = fs.readFileSync(require.resolve("decap-cms/dist/decap-cms.js"), "utf8");
// Decap's own Immutable, whose maps the draft is made of (a package of Decap's, not the site's).
const { fromJS } = require(path.join(path.dirname(require.resolve("decap-cms/package.json")), "node_modules/immutable")) as {
  fromJS: (value: unknown) => { setIn: (path: (string | number)[], value: unknown) => unknown };
};

it("finds each piece of the installed Decap it changes as often as it expects, and calls its hooks there", () => {
  const served = patchDecapBundle(installed);
  expect(served.startsWith(HOOKS)).toBe(true);
  expect(served).not.toContain("switchToDefaultLocale(),this.controlPaneRef.validate()");
  expect(served.split(`window.${HOOKS_GLOBAL}.beforeSave(this)`)).toHaveLength(3);
  expect(served.split(`window.${HOOKS_GLOBAL}.unsaved(`)).toHaveLength(2);
  expect(served).toContain('"prop","EditorControl")}componentWillUnmount(){this.props.clearFieldErrors(this.uniqueFieldId)}');
  expect(served).toContain('"prop","Widget"),this.props.onValidate&&this.wrappedControlValid&&this.setInactiveStyle()}');
  expect(served.endsWith(installed.slice(-200))).toBe(true);
});

it("stops the build, naming decap-cms and the version it was written for, when the bundle lacks what it changes", () => {
  const withoutSwitch = installed.replaceAll("this.controlPaneRef.switchToDefaultLocale()", "this.controlPaneRef.showDefaultLocale()");
  expect(() => patchDecapBundle(withoutSwitch)).toThrow(/^gatsby\/cms\/decap-bundle\.ts assumes that its editor's save .* decap-cms 3\.16\.3/);
  expect(() => patchDecapBundle(installed.replace('"prop","Widget")}', '"prop","Widget");this.ready=!0}'))).toThrow(
    /assumes that a Widget's `componentDidMount` only checks its prop types.* decap-cms 3\.16\.3/,
  );
});

it("the unsaved mark is off while the draft is the stored entry, in every language, and on when any language differs", () => {
  const window: Record<string, { unsaved: (draft: unknown, entries: unknown[]) => boolean }> = {};
  new Function("window", HOOKS)(window);
  const { unsaved } = window[HOOKS_GLOBAL]!;
  const stored = fromJS({ data: { slug: "s", title: "T", author: "A" }, meta: {}, i18n: { ar: { data: { title: "ع" } } } });
  expect(unsaved(stored, [stored])).toBe(false);
  // The English fields re-reporting their stored values after the Arabic title changed: still unsaved.
  expect(unsaved(stored.setIn(["i18n", "ar", "data", "title"], "عنوان"), [stored])).toBe(true);
  expect(unsaved(stored.setIn(["data", "title"], "U"), [stored])).toBe(true);
  // A new entry has no stored version.
  expect(unsaved(stored, [])).toBe(true);
});
