import { nextTask } from "../browser/next-task";

describe("nextTask", () => {
  const g = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  afterEach(() => {
    delete g.scheduler;
  });

  it("uses scheduler.yield() where the browser has it", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    g.scheduler = { yield: yieldTask };
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it("otherwise resolves after the current task's timers and microtasks have had their turn", async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push("next task"));
    void Promise.resolve().then(() => order.push("microtask"));
    order.push("same task");
    await done;
    expect(order).toEqual(["same task", "microtask", "next task"]);
  });
});
