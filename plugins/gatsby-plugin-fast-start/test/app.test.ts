// The staged browser entry: each stage's modules are evaluated only once a new task has begun.
const mockOrder: string[] = [];
const mockTasks: (() => void)[] = [];

/** A stage's module, recording that it was evaluated. */
function mockEvaluated(stage: string) {
  mockOrder.push(stage);
  return {};
}
jest.mock("react-dom/client", () => mockEvaluated("react-dom"));
jest.mock("gatsby-api-runner-browser", () => mockEvaluated("gatsby-browser"), { virtual: true });
jest.mock("gatsby-production-app", () => mockEvaluated("gatsby-app"), { virtual: true });
jest.mock("../browser/next-task", () => ({
  nextTask: () => {
    mockOrder.push("yield");
    return new Promise<void>((resolve) => mockTasks.push(resolve));
  },
}));

/** Lets every pending promise callback run, as the end of a task would. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it("evaluates react-dom, then every gatsby-browser file, then Gatsby's app, each in a new task", async () => {
  const expected = ["yield", "react-dom", "yield", "gatsby-browser", "yield", "gatsby-app"];
  jest.isolateModules(() => {
    require("../browser/app");
  });
  // Each task the entry waits for ends with its stage evaluated and the next task asked for, nothing more.
  for (let evaluated = 1; evaluated < expected.length; evaluated += 2) {
    await settle();
    expect(mockOrder).toEqual(expected.slice(0, evaluated));
    mockTasks.shift()!();
  }
  await settle();
  expect(mockOrder).toEqual(expected);
});
