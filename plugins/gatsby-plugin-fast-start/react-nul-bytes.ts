// Removes the NUL bytes React 18's streaming renderer writes into pages. A step of the site's one pass
// over the built HTML (html-steps.ts); it runs whether or not the speed steps are switched on.
//
// Gatsby renders each page's body with react-dom/server's renderToPipeableStream. Its
// writeStringChunk (react-dom-server.node) encodes text into a 2048-byte view; when a multi-byte
// character does not fit at the view's end, it sends the whole view, so the bytes it never wrote go
// out as NUL between two whole characters. Arabic text meets this on most pages: browsers drop the
// NUL from text but turn it into U+FFFD in attributes, which screen readers and search engines read.
// Every NUL sits between whole characters, and a page never means to contain one, so removing them
// restores exactly the text React was given.
import { Writable } from "node:stream";
import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";
import { BrokenAssumption } from "./assumption";

const NUL = "\u0000";

/** The HTML without NUL characters; HTML without any is returned as it was. */
export function withoutNulBytes(html: string): string {
  return html.includes(NUL) ? html.replaceAll(NUL, "") : html;
}

/** The bytes the installed react-dom/server streams for an element, as Gatsby receives them. */
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

/**
 * Whether the installed renderer still pads its views with NUL: it renders two-byte characters at
 * every alignment against the view's end, which is where the padding appears.
 */
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

/** Stops the build once React no longer pads: the step is then dead code and should go. */
export async function checkReactPadsWithNul(): Promise<void> {
  if (!(await reactPadsWithNul()))
    throw new BrokenAssumption(
      "plugins/gatsby-plugin-fast-start/react-nul-bytes.ts",
      "react-dom",
      "react-dom/server's streaming renderer pads a view with NUL bytes when a multi-byte character does not fit at its end",
      "the installed react-dom writes none (React fixed it): remove the step and its register row",
    );
}
