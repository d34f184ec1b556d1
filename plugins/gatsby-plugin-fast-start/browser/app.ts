// The browser build's entry (webpack.ts): Gatsby's app, started in three tasks after the script's
// own, so that none of them blocks the main thread for long. Each stage's modules are in this same
// chunk (webpackMode "eager" makes no chunk of its own), so the split costs no request.
// The script's own task is the one that compiles the framework or app chunk (whichever arrives
// last starts the entry), so the entry itself does nothing there but schedule the first stage.
//   1. react-dom, the largest module to evaluate;
//   2. Gatsby's runner of the browser APIs, with every gatsby-browser file (the site's shell and styles);
//   3. Gatsby's production app, which loads the page's data and hydrates it.
import { nextTask } from "./next-task";

nextTask()
  .then(() => import(/* webpackMode: "eager" */ "react-dom/client"))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ "gatsby-api-runner-browser"))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ "gatsby-production-app"));
