// The browser build's entry (gatsby/webpack.ts): Gatsby's app, started in three tasks so that
// none of them blocks the main thread for long. Each stage's modules are in this same chunk
// (webpackMode "eager" makes no chunk of its own), so the split costs no request.
//   1. react-dom, the largest module to evaluate, imported statically here;
//   2. the site's gatsby-browser, with Gatsby's browser API, loader and the page shell;
//   3. Gatsby's production app, which loads the page's data and hydrates it.
import "react-dom/client";
import { nextTask } from "../lib/hydrate";

nextTask()
  .then(() => import(/* webpackMode: "eager" */ "../../gatsby-browser"))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ "gatsby-production-app"));
