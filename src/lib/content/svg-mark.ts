/**
 * The logo as data React draws inline: no request (a data: URL also counts as one). Only shapes and
 * presentation attributes are accepted; anything else (script, link, text, style, handler) stops the build.
 */

export interface SvgMark {
  readonly tag: string;
  /** Under their React names (strokeWidth). */
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly SvgMark[];
}

const MARK_ELEMENTS = new Set(["svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]);

const MARK_ATTRIBUTES: Readonly<Record<string, string>> = Object.fromEntries([
  ...["viewBox", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "points", "d", "fill", "stroke", "opacity", "transform"].map(
    (name) => [name, name],
  ),
  ...["stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "fill-rule", "clip-rule", "fill-opacity", "stroke-opacity"].map((name) => [
    name,
    name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
  ]),
]);

/** Dropped: Logo names or hides the mark itself. */
const DROPPED_ON_ROOT = new Set(["xmlns", "role", "aria-label", "aria-hidden", "focusable", "version"]);

const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g;

export function svgMark(svg: string, file: string): SvgMark {
  const fail = (found: string): never => {
    throw new Error(`${file} must be a plain SVG drawing (shapes and presentation attributes only), but it has ${found}`);
  };
  const stack: { tag: string; attributes: Record<string, string>; children: SvgMark[] }[] = [];
  let root: SvgMark | null = null;
  let consumed = 0;
  for (const m of svg.matchAll(TOKEN)) {
    if (m.index !== consumed) fail(`markup it cannot read at character ${consumed}`);
    consumed = m.index + m[0].length;
    const [whole, closing, tag, attributeText = "", selfClosing, text] = m;
    if (whole.startsWith("<!--") || whole.startsWith("<?")) continue;
    if (text !== undefined) {
      if (text.trim()) fail(`text (${JSON.stringify(text.trim().slice(0, 40))})`);
      continue;
    }
    if (!tag || !MARK_ELEMENTS.has(tag)) fail(`a <${tag}> element`);
    if (closing) {
      const open = stack.pop();
      if (!open || open.tag !== tag) fail(`a </${tag}> that closes nothing`);
      const node = open!;
      if (stack.length) stack[stack.length - 1]!.children.push(node);
      else root = node;
      continue;
    }
    if (root || (stack.length === 0 && tag !== "svg")) fail(`a <${tag}> outside its one <svg>`);
    const attributes: Record<string, string> = {};
    for (const [, name = "", value = ""] of attributeText.matchAll(ATTRIBUTE)) {
      if (tag === "svg" && DROPPED_ON_ROOT.has(name)) continue;
      const reactName = MARK_ATTRIBUTES[name];
      if (!reactName) fail(`the attribute ${name} on <${tag}>`);
      attributes[reactName!] = value;
    }
    const node = { tag: tag!, attributes, children: [] as SvgMark[] };
    if (selfClosing) {
      if (!stack.length) fail("an empty <svg>");
      stack[stack.length - 1]!.children.push(node);
    } else stack.push(node);
  }
  if (consumed !== svg.length || stack.length || !root) fail("an element left open");
  return root!;
}
