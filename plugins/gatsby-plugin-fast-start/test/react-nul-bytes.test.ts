/**
 * @jest-environment node
 */
// React 18's streaming renderer pads a view with NUL bytes when a multi-byte character does not fit at
// its end; the step removes them, and stops the build once the installed React no longer pads. Any other
// NUL in a text file stops the build too (gatsby/hosting/prepare.ts; tests/unit/gatsby/precompress.test.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REMOVE_NUL_BYTES, fastStartHtmlSteps } from "../html-steps";
import { checkReactPadsWithNul, reactPadsWithNul, withoutNulBytes } from "../react-nul-bytes";

it("withoutNulBytes restores the text between whole characters, in attributes and in text", () => {
  expect(withoutNulBytes('<a aria-label="Instagram (يُفتح \u0000في علامة تبويب جديدة)">تو\u0000\u0000يتر</a>')).toBe(
    '<a aria-label="Instagram (يُفتح في علامة تبويب جديدة)">تويتر</a>',
  );
});

it("is the first HTML step, FAST_START=off included, so the policy hashes and the later steps see the corrected page", async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "react-nul-bytes-"));
  fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["styles.1.css"] } }));
  fs.writeFileSync(path.join(publicDir, "styles.1.css"), "a{}");
  process.env.FAST_START = "off";
  try {
    const [step] = await fastStartHtmlSteps(publicDir);
    expect(step?.name).toBe(REMOVE_NUL_BYTES);
    expect(step?.apply("<p>ت\u0000ت</p>", { file: "ar/index.html", url: "/ar/" })).toBe("<p>تت</p>");
  } finally {
    delete process.env.FAST_START;
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});

describe("the installed react-dom/server", () => {
  it("still pads with NUL, so the step has work to do (when this fails, React is fixed: remove the step)", async () => {
    expect(await reactPadsWithNul()).toBe(true);
    await expect(checkReactPadsWithNul()).resolves.toBeUndefined();
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
    const { BrokenAssumption: Broken } = jest.requireActual<typeof import("../assumption")>("../assumption");
    await expect(check()).rejects.toBeInstanceOf(Broken);
    await expect(check()).rejects.toThrow("pads a view with NUL bytes");
    jest.dontMock("react-dom/server");
  });
});
