// Counts the page queries a `gatsby build` runs, for the benchmarks: scripts/bench-lib.mjs adds this plugin to the
// benchmark's temporary copy of the site only, and reads what it writes.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
//
// Gatsby reports no such count, so the probe listens to Gatsby's `emitter`, which its typings call private (a row
// of the register in plugins/gatsby-plugin-fast-start/README.md, checked by tests/unit/scripts/bench-query-probe.test.ts):
//   1. every Node API call gets `emitter`, which emits each action the store dispatches;
//   2. every query run dispatches PAGE_QUERY_RUN with payload.queryType "page", "static" or "slice", and each page
//      query whose result changed ADD_PENDING_PAGE_DATA_WRITE; query workers' actions are replayed in the main process.
// The pages are counted from their SitePage nodes. A cold build runs every page's query, so scripts/bench-lib.mjs
// reports the count as not measured, instead of a wrong number, when the probe counts fewer there.
"use strict";

const fs = require("fs");

const counts = { pageQueriesRun: 0, pageDataWrites: 0 };
let problem = null;
let listening = false;

exports.onPreInit = ({ emitter }) => {
  if (!emitter || typeof emitter.on !== "function") {
    problem = "Gatsby no longer passes an `emitter` to Node APIs (assumption 1 of scripts/bench-query-probe)";
    return;
  }
  if (listening) return;
  listening = true;
  emitter.on("PAGE_QUERY_RUN", (action) => {
    const type = action?.payload?.queryType;
    if (type === "page") counts.pageQueriesRun++;
    else if (type !== "static" && type !== "slice")
      problem = `PAGE_QUERY_RUN has queryType ${JSON.stringify(type)} (assumption 2 of scripts/bench-query-probe)`;
  });
  emitter.on("ADD_PENDING_PAGE_DATA_WRITE", () => counts.pageDataWrites++);
};

exports.onPostBuild = ({ getNodesByType }) => {
  const out = process.env.BENCH_QUERY_PROBE_OUT;
  if (!out) return;
  const pages = getNodesByType("SitePage").length;
  fs.writeFileSync(out, `${JSON.stringify(problem ? { error: problem } : { ...counts, pages }, null, 2)}\n`);
};
