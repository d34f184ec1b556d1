import { isValidEmail, SEND_EVENT, simulateSubmit, SUBMIT_DELAY_MS, SUCCESS_MESSAGE_MS } from "../../../src/lib/forms/forms";

describe("isValidEmail: text, at sign, text, dot, text", () => {
  it.each(["a@b.co", "first.last@sub.example.ae", "info@tamkeen.ae", "user+tag@example.com", "x_y-z@domain.co.uk", "A@B.CO", "1@2.3"])(
    "accepts %p",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ["empty", ""],
    ["spaces only", "   "],
    ["no at sign", "abc"],
    ["no at sign but a dot", "abc.com"],
    ["no dot after the at sign", "a@b"],
    ["nothing before the at sign", "@b.co"],
    ["nothing between the at sign and the dot", "a@.co"],
    ["nothing after the dot", "a@b."],
    ["only an at sign", "@"],
    ["only an at sign and a dot", "@."],
    ["two at signs", "a@b@c.co"],
    ["a space in the local part", "a b@c.co"],
    ["a space in the domain", "a@b c.co"],
    ["a space after the dot", "a@b. co"],
    ["a tab inside", "a\t@b.co"],
    ["a newline inside", "a@b.co\nx@y"],
  ])("rejects %s (%p)", (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("accepts a valid address with surrounding spaces (the value is trimmed)", () => {
    expect(isValidEmail("  a@b.co  ")).toBe(true);
    expect(isValidEmail("\ta@b.co\n")).toBe(true);
  });

  it("needs the dot after the at sign, not only before it", () => {
    expect(isValidEmail("first.last@example")).toBe(false);
    expect(isValidEmail("first.last@example.com")).toBe(true);
  });
});

describe("timings", () => {
  it("sends for 1000 ms and shows success for 5000 ms, as the specification says", () => {
    expect(SUBMIT_DELAY_MS).toBe(1000);
    expect(SUCCESS_MESSAGE_MS).toBe(5000);
  });
});

describe("simulateSubmit", () => {
  let sends = 0;
  const count = () => (sends += 1);
  beforeEach(() => {
    jest.useFakeTimers();
    sends = 0;
    window.addEventListener(SEND_EVENT, count);
  });

  afterEach(() => {
    jest.useRealTimers();
    window.removeEventListener(SEND_EVENT, count);
  });

  /** Settles a promise's state without advancing time. */
  async function state(p: Promise<unknown>): Promise<"pending" | "resolved"> {
    let done = false;
    void p.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done ? "resolved" : "pending";
  }

  it("resolves after exactly 1000 ms, not before", async () => {
    const p = simulateSubmit();
    expect(await state(p)).toBe("pending");
    jest.advanceTimersByTime(999);
    expect(await state(p)).toBe("pending");
    jest.advanceTimersByTime(1);
    expect(await state(p)).toBe("resolved");
    await expect(p).resolves.toBeUndefined();
  });

  it("honours a custom delay", async () => {
    const p = simulateSubmit(250);
    jest.advanceTimersByTime(249);
    expect(await state(p)).toBe("pending");
    jest.advanceTimersByTime(1);
    expect(await state(p)).toBe("resolved");
  });

  it("uses one timer of SUBMIT_DELAY_MS", () => {
    const spy = jest.spyOn(global, "setTimeout");
    void simulateSubmit();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]).toBe(SUBMIT_DELAY_MS);
    spy.mockRestore();
    jest.runAllTimers();
  });

  it("always succeeds", async () => {
    const p = simulateSubmit();
    jest.runAllTimers();
    await expect(p).resolves.toBeUndefined();
  });

  it("fires exactly one SEND_EVENT per call, when it starts", async () => {
    expect(SEND_EVENT).toBe("simulated-send");
    expect(sends).toBe(0);
    const first = simulateSubmit();
    expect(sends).toBe(1);
    const second = simulateSubmit();
    expect(sends).toBe(2);
    jest.advanceTimersByTime(SUBMIT_DELAY_MS);
    await Promise.all([first, second]);
    // Resolving fires nothing more.
    expect(sends).toBe(2);
  });
});
