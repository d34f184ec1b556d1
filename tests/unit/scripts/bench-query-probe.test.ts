/**
 * @jest-environment node
 */
// scripts/bench-query-probe, which counts the queries a build runs for the benchmarks, and the private
// behaviour of Gatsby it listens to (a row of the plugin's register), read from the installed Gatsby.
import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshModule } from "../support/fresh-module";

type Hook = (args: object) => void;
const gatsbySource = (file: string) => fs.readFileSync(require.resolve(`gatsby/dist/${file}`), "utf8");

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-query-probe-"));
  process.env.BENCH_QUERY_PROBE_OUT = path.join(dir, "queries.json");
});
afterEach(() => {
  delete process.env.BENCH_QUERY_PROBE_OUT;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What a fresh probe writes after a build that dispatched `actions` and made `pages` pages. */
function probeAfter(actions: { type: string; payload?: object }[], pages = 2): unknown {
  const probe = freshModule(() => jest.requireActual<Record<string, Hook>>("../../../scripts/bench-query-probe/gatsby-node.js"));
  const emitter = new EventEmitter();
  probe.onPreInit!({ emitter });
  for (const action of actions) emitter.emit(action.type, action);
  probe.onPostBuild!({ getNodesByType: (type: string) => (type === "SitePage" ? Array.from({ length: pages }, (_, i) => ({ id: `SitePage /${i}/` })) : []) });
  return JSON.parse(fs.readFileSync(process.env.BENCH_QUERY_PROBE_OUT!, "utf8"));
}

const run = (queryType: string) => ({ type: "PAGE_QUERY_RUN", payload: { queryType } });

it("counts the page and static queries run, the page data written and the pages", () => {
  expect(probeAfter([run("page"), run("page"), run("static"), run("slice"), { type: "ADD_PENDING_PAGE_DATA_WRITE" }])).toEqual({
    pageQueriesRun: 2,
    staticQueriesRun: 1,
    pageDataWrites: 1,
    pages: 2,
  });
});

it("writes why it could not count, instead of a number, when a query run has a type it does not know", () => {
  expect(probeAfter([run("page"), run("fragment")])).toEqual({ error: expect.stringContaining('PAGE_QUERY_RUN has queryType "fragment"') });
});

describe("the private behaviour of Gatsby it relies on", () => {
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
});
