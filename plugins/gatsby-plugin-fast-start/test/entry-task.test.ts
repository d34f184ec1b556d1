// The entry's own task is the one that compiles the last start-up chunk, so it must evaluate
// nothing else: not even a helper that happens to import react-dom (as plugins/gatsby-plugin-fast-start/browser/hydrate does).
const mockLoaded: string[] = [];

jest.mock("react-dom/client", () => {
  mockLoaded.push("react-dom");
  return {};
});
jest.mock(
  "gatsby-api-runner-browser",
  () => {
    mockLoaded.push("gatsby-browser");
    return {};
  },
  { virtual: true },
);
jest.mock(
  "gatsby-production-app",
  () => {
    mockLoaded.push("gatsby-app");
    return {};
  },
  { virtual: true },
);

it("evaluates no stage in the script's own task, and every stage after it", async () => {
  jest.isolateModules(() => {
    require("../browser/app");
  });
  expect(mockLoaded).toEqual([]);

  // The real nextTask: each stage waits for a task of its own.
  for (let i = 0; i < 20 && mockLoaded.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockLoaded).toEqual(["react-dom", "gatsby-browser", "gatsby-app"]);
});
