/** @jest-environment node */
// The private behaviour of Gatsby that scripts/bench-query-probe listens to (a row of the plugin's
// register), read from the installed Gatsby. The probe's own counting is checked where its figures are
// used: the benchmark reports them as not measured when a cold build's count falls short of its pages
// (scripts/bench-lib.mjs).
import fs from "node:fs";

const gatsbySource = (file: string) => fs.readFileSync(require.resolve(`gatsby/dist/${file}`), "utf8");

it("passes every Node API its emitter, which emits each action the store dispatches", () => {
  expect(gatsbySource("redux/index.js")).toMatch(
    /store\.subscribe\(\(\) => \{\s*const lastAction = store\.getState\(\)\.lastAction;\s*emitter\.emit\(lastAction\.type, lastAction\);/,
  );
  expect(gatsbySource("utils/api-runner-node.js")).toMatch(/\n\s+emitter,\n/);
});

it("dispatches PAGE_QUERY_RUN with the query's type for each query run, ADD_PENDING_PAGE_DATA_WRITE for a page's, and replays workers' runs", () => {
  const runner = gatsbySource("query/query-runner.js");
  expect(runner).toMatch(/pageQueryRun\(\{[^}]*queryType: queryJob\.queryType/);
  expect(runner).toMatch(/if \(queryJob\.queryType === `page`\) \{\s*_redux\.store\.dispatch\(\{\s*type: `ADD_PENDING_PAGE_DATA_WRITE`/);
  expect(gatsbySource("redux/actions/internal.js")).toMatch(/const pageQueryRun = [^]*?type: `PAGE_QUERY_RUN`/);
  const replayed = gatsbySource("utils/worker/child/queries.js");
  expect(replayed).toContain("action.type === `PAGE_QUERY_RUN`");
  expect(replayed).toContain("action.type === `ADD_PENDING_PAGE_DATA_WRITE`");
});

it("makes a SitePage node for each page it creates", () => {
  expect(gatsbySource("redux/actions/public.js")).toMatch(/type: `SitePage`,[^]*?node\.id = `SitePage \$\{internalPage\.path\}`/);
});
