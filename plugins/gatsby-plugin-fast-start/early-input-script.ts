// The inline half of the early-input buffer (early-input.ts), first in every page's head. Its own module:
// webpack keeps an unused computed constant. Hand-written ES5 under 1 KB: it runs before anything else.
import { EARLY_ATTR, LABEL_CLOSED_ATTR, LABEL_OPEN_ATTR, LANG_SWITCH_ATTR } from "./early-input";

// prettier-ignore
export const EARLY_INPUT_SCRIPT = [
  "(function(w,d){var e=w.__early={q:[],r:[]};",
  "function own(c){for(var i=0;i<e.r.length;i++)if(e.r[i].contains(c))return 1}",
  `function rec(v){var t=v.target,c,a=v.type=="click"&&t.closest&&t.closest("a[${LANG_SWITCH_ATTR}]");`,
  "if(a&&!a.search)a.search=location.search;",
  `if(v.type==="submit")c=t.matches&&t.matches("form[${EARLY_ATTR}]")?t:null;`,
  `else c=t.closest&&t.closest("[${EARLY_ATTR}]:not(form)");`,
  "if(!c||own(c))return;v.preventDefault();v.stopPropagation();e.q.push([c,v.type,v.submitter||null])}",
  'w.addEventListener("click",rec,true);w.addEventListener("submit",rec,true);',
  'd.addEventListener("toggle",function(v){var p=v.target;if(!p.id)return;',
  "var b=d.querySelector('[popovertarget=\"'+p.id+'\"]');if(!b||own(b))return;",
  `var o=v.newState==="open",l=b.getAttribute(o?"${LABEL_OPEN_ATTR}":"${LABEL_CLOSED_ATTR}");`,
  'if(l)b.setAttribute("aria-label",l)},true)',
  "})(window,document)",
].join("");
