/** @jest-environment node */
import * as React from "react";
import { onPreRenderHTML } from "../gatsby-ssr";
import { GATSBY_IMAGE_HEAD_KEYS } from "../image-head";

type HeadNode = React.ReactNode;

/** The head components gatsby-plugin-image's own server rendering adds (the installed version). */
function pluginImageHead(): HeadNode[] {
  const plugin = require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody: (api: { setHeadComponents: (c: HeadNode[]) => void }) => void };
  const added: HeadNode[] = [];
  plugin.onRenderBody({ setHeadComponents: (c) => added.push(...c) });
  return added;
}

/** The head as the hook leaves it; the switch comes as a plugin option, as gatsby-config.ts passes it. */
function preRender(head: HeadNode[], enabled = true): HeadNode[] {
  let replaced = head;
  const api = { getHeadComponents: () => head, replaceHeadComponents: (c: HeadNode[]) => (replaced = c) };
  (onPreRenderHTML as unknown as (a: typeof api, options: unknown) => void)(api, { plugins: [], enabled });
  return replaced;
}

describe("onPreRenderHTML", () => {
  it("drops every head component gatsby-plugin-image adds for GatsbyImage, which no page renders, keeping the site's own in their order, unless the speed work is off", () => {
    const own = [<meta key="description" name="description" content="x" />, <title key="title">T</title>, "text", null];
    const head = [own[0], ...pluginImageHead(), own[1], own[2], own[3]];
    expect(preRender(head)).toEqual(own);
    expect(preRender(head, false)).toEqual(head);
  });

  it("stops the build, naming the assumption, when a page's head has none of the plugin's keys (an upgrade renamed them)", () => {
    const renamed = pluginImageHead().map((c, i) => React.cloneElement(c as React.ReactElement, { key: `renamed-${i}` }));
    expect(() => preRender(renamed)).toThrow(
      `image-head.ts assumes that gatsby-plugin-image adds its head components to every page under the keys ${[...GATSBY_IMAGE_HEAD_KEYS].join(", ")}`,
    );
  });
});
