// Removes the NUL bytes React 18's renderToPipeableStream pads its 2048-byte views with when a multi-byte
// character does not fit (docs/performance.md, "React's NUL bytes"). Runs even with FAST_START=off.
import { Writable } from "node:stream";
import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { BrokenAssumption } from "./assumption";

const NUL = "\u0000";

export function withoutNulBytes(html: string): string {
  return html.includes(NUL) ? html.replaceAll(NUL, "") : html;
}

function renderStream(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

/** Renders two-byte characters at every alignment against the view's end, where the padding appears. */
export async function reactPadsWithNul(): Promise<boolean> {
  for (let shift = 0; shift < 16; shift++) {
    const element = React.createElement(
      "div",
      null,
      "x".repeat(shift),
      Array.from({ length: 200 }, (_, i) => React.createElement("p", { key: i }, "\u062a".repeat(1 + (i % 7)))),
    );
    if ((await renderStream(element)).includes(0)) return true;
  }
  return false;
}

export async function checkReactPadsWithNul(): Promise<void> {
  if (!(await reactPadsWithNul()))
    throw new BrokenAssumption(
      "plugins/gatsby-plugin-fast-start/react-nul-bytes.ts",
      "react-dom",
      "react-dom/server's streaming renderer pads a view with NUL bytes when a multi-byte character does not fit at its end",
      "the installed react-dom writes none (React fixed it): remove the step and its register row",
    );
}
