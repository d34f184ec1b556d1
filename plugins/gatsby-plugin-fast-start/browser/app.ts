// The staged entry (webpack.ts): react-dom, then the browser API runner with every gatsby-browser file, then
// Gatsby's app, each in its own task after the script's (which only schedules). webpackMode "eager" keeps them
// in this chunk, so the split costs no request.
import { nextTask } from "./next-task";

nextTask()
  .then(() => import(/* webpackMode: "eager" */ "react-dom/client"))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ "gatsby-api-runner-browser"))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ "gatsby-production-app"));
