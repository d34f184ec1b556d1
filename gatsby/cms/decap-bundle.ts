// Decap's standalone bundle as /admin serves it: four small changes to how its editor saves an entry in one
// language at a time, and the functions they call. Private behaviour of decap-cms, in the register of
// plugins/gatsby-plugin-fast-start/README.md; a bundle without the code they change stops the build.
//
// Why: Decap checks the fields of the default language only (its documented `default_locale`), and to do so
// it switches the editor's pane to that language before a save. An editor writing in Arabic ("Writing in" →
// ar) whose Arabic title Decap refused when they left the field saw the pane switch to English, which
// unmounted the Arabic fields: their error stayed on record under a field no longer on screen, so it was never
// shown, refused that save and every later one, and the English fields' mounting (the relation widget
// re-reports its value) recomputed the unsaved mark from the English data alone: "Changes saved",
// "Published", and the edit lost on leaving.
import { BrokenAssumption } from "../../plugins/gatsby-plugin-fast-start";

/** The global the changed bundle calls; set by HOOKS, which the served bundle starts with. */
export const HOOKS_GLOBAL = "__cmsSaveHooks";

interface Patch {
  /** What the change relies on, as a sentence (BrokenAssumption's words). */
  assumption: string;
  find: RegExp;
  /** Left out where the hooks rely on the code as it is. */
  replace?: string;
  /** How many times the bundle holds it. */
  count: number;
}

const PATCHES: readonly Patch[] = [
  {
    assumption:
      "its editor's save and publish handlers switch the pane to the default locale and validate it (`await this.controlPaneRef.switchToDefaultLocale(),this.controlPaneRef.validate(),`) before they call `onPersist` or `onPublish`",
    find: /await this\.controlPaneRef\.switchToDefaultLocale\(\),this\.controlPaneRef\.validate\(\),/g,
    replace: `await window.${HOOKS_GLOBAL}.beforeSave(this),`,
    count: 2,
  },
  {
    assumption:
      "the editor's pane keeps the language it shows in `state.selectedLocale`, and `handleLocaleChange(locale)` sets it and tells the editor, whose preview follows",
    find: /handleLocaleChange=(\w+)=>\{this\.setState\(\{selectedLocale:\1\}\),this\.props\.onLocaleChange\(\1\)\}/g,
    count: 1,
  },
  {
    // Otherwise the errors of a pane's fields outlive them when the pane shows another language.
    assumption:
      "an EditorControl keeps its errors in the draft's `fieldsErrors` under its `uniqueFieldId`, clears them with `this.props.clearFieldErrors(id)`, and has no `componentWillUnmount`",
    find: /("prop","EditorControl"\)\})/g,
    replace: "$1componentWillUnmount(){this.props.clearFieldErrors(this.uniqueFieldId)}",
    count: 1,
  },
  {
    // A field that comes on screen checks its pattern as it does when the editor leaves it (`setInactiveStyle`).
    assumption:
      "a Widget's `componentDidMount` only checks its prop types, and its `setInactiveStyle()` validates a field that has a pattern and a value, through `this.props.onValidate` and the `wrappedControlValid` its control's ref sets",
    find: /("prop","Widget"\))\}/g,
    replace: "$1,this.props.onValidate&&this.wrappedControlValid&&this.setInactiveStyle()}",
    count: 1,
  },
  {
    assumption:
      'the draft reducer sets `hasChanged` on a field change by comparing the changed locale\'s data alone (`e.set("hasChanged",!o.some(e=>c.equals(e.get(...u)))||!o.some(e=>d.equals(e.get("meta"))))`)',
    find: /(\w+)\.set\("hasChanged",!(\w+)\.some\(\w+=>\w+\.equals\(\w+\.get\(\.\.\.\w+\)\)\)\|\|!\2\.some\(\w+=>\w+\.equals\(\w+\.get\("meta"\)\)\)\)/g,
    replace: `$1.set("hasChanged",window.${HOOKS_GLOBAL}.unsaved($1.get("entry"),$2))`,
    count: 1,
  },
];

/**
 * What the changed bundle calls (plain ES2017: it runs as it is written).
 *
 * `beforeSave(editor)` stands where Decap switched the pane to the default locale and validated it; `onPersist`
 * follows it, and refuses while any error is on record. Every error on record is on screen (a field's errors go
 * when it does), so a refused save leaves the pane where those errors are. The language the pane shows is checked
 * first, where it is: the default one in full, as Decap checks it; another one by what its fields recorded, their
 * patterns, as Decap checks a translation when the editor leaves a field (whether a translation may be missing is
 * the build's rule). Then each other language is shown in the pane, where its fields check their patterns as they
 * come on screen (even one the side-by-side pane already shows), and the pane stays on the first that has an
 * error. Only when everything passes does it switch to the default language and check it, as Decap's did.
 *
 * `unsaved(draft, entries)`: whether the draft differs from every stored version of the entry, in any language.
 */
export const HOOKS = `window.${HOOKS_GLOBAL} = (function () {
  var settled = function () { return new Promise(function (resolve) { setTimeout(resolve, 0); }); };
  var show = function (pane, locale) { return new Promise(function (resolve) { pane.setState({ selectedLocale: locale }, resolve); }); };
  var same = function (a, b) { return a === b || (a != null && typeof a.equals === "function" && a.equals(b)); };
  var localesOf = function (entry) { var i18n = entry.get("i18n"); return i18n ? i18n.keySeq().toArray() : []; };
  return {
    beforeSave: async function (editor) {
      var pane = editor.controlPaneRef;
      var refused = function () { var errors = editor.props.fieldsErrors; return Boolean(errors && errors.size > 0); };
      var i18n = pane.props.collection.get("i18n");
      if (!i18n) {
        await pane.switchToDefaultLocale();
        pane.validate();
        return;
      }
      var locales = i18n.get("locales").toArray();
      var main = i18n.get("default_locale");
      var shown = pane.state.selectedLocale;
      if (shown === main) pane.validate();
      await settled();
      if (refused()) return;
      for (var i = 0; i < locales.length; i++) {
        if (locales[i] === main || locales[i] === shown) continue;
        await show(pane, locales[i]);
        await settled();
        if (refused()) {
          pane.handleLocaleChange(locales[i]);
          return;
        }
      }
      await pane.switchToDefaultLocale();
      pane.validate();
    },
    unsaved: function (draft, entries) {
      return !entries.some(function (entry) {
        if (!same(draft.get("data"), entry.get("data")) || !same(draft.get("meta"), entry.get("meta"))) return false;
        return localesOf(draft).concat(localesOf(entry)).every(function (locale) {
          return same(draft.getIn(["i18n", locale, "data"]), entry.getIn(["i18n", locale, "data"]));
        });
      });
    }
  };
})();
`;

/** The bundle as /admin serves it; throws BrokenAssumption when the installed Decap no longer holds what a change relies on. */
export function patchDecapBundle(bundle: string): string {
  let text = bundle;
  for (const { assumption, find, replace, count } of PATCHES) {
    const found = text.match(find)?.length ?? 0;
    if (found !== count)
      throw new BrokenAssumption("gatsby/cms/decap-bundle.ts", "decap-cms", assumption, `its bundle holds that code ${found} times, not ${count}`);
    if (replace !== undefined) text = text.replace(find, replace);
  }
  return HOOKS + text;
}
