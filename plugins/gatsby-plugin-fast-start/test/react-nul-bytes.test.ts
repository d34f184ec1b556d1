/** @jest-environment node */
import { reactPadsWithNul, withoutNulBytes } from "../react-nul-bytes";

it("withoutNulBytes restores the text between whole characters, in attributes and in text", () => {
  expect(withoutNulBytes('<a aria-label="Instagram (يُفتح \u0000في علامة تبويب جديدة)">تو\u0000\u0000يتر</a>')).toBe(
    '<a aria-label="Instagram (يُفتح في علامة تبويب جديدة)">تويتر</a>',
  );
});

describe("the installed react-dom/server", () => {
  it("still pads with NUL, so the step has work to do (when this fails, React is fixed: remove the step)", async () => {
    expect(await reactPadsWithNul()).toBe(true);
  });

  it("the guard names the assumption when a renderer writes no NUL", async () => {
    jest.resetModules();
    jest.doMock("react-dom/server", () => ({
      renderToPipeableStream: (_element: unknown, { onAllReady }: { onAllReady: () => void }) => {
        const stream = { pipe: (sink: NodeJS.WritableStream) => (sink.write(Buffer.from("<div>تت</div>")), sink.end()) };
        setImmediate(onAllReady);
        return stream;
      },
    }));
    const { checkReactPadsWithNul: check } = jest.requireActual<typeof import("../react-nul-bytes")>("../react-nul-bytes");
    await expect(check()).rejects.toThrow(/react-nul-bytes\.ts assumes that react-dom\/server's streaming renderer pads a view with NUL bytes/);
    jest.dontMock("react-dom/server");
  });
});
