#!/usr/bin/env node
/**
 * make-media.mjs — generates every piece of original artwork used by the site.
 *
 * All images are abstract-geometric compositions in the brand palette
 * (lime / dark neutrals / purple). Each one is written as an SVG string in
 * code, then rasterised with sharp (librsvg). The hero video is rendered frame
 * by frame the same way into a temporary directory and encoded with ffmpeg.
 *
 * The output is deterministic: every random choice comes from a seeded PRNG,
 * so re-running the script yields identical files.
 *
 * Usage (from the repository root, after `npm install`):
 *
 *   node scripts/make-media.mjs
 *   node scripts/make-media.mjs --only=team   # only outputs whose path contains "team"
 *
 * Requirements: node >= 20, the `sharp` package, and `ffmpeg` on the PATH
 * (built with libx264 and libvpx-vp9).
 *
 * Outputs:
 *   static/images/service-*.png            service illustrations (1200x800)
 *   content/images/articles/*.jpg          article covers (1600x900)
 *   content/images/case-studies/*.jpg      case study covers (1600x900)
 *   content/images/team/*.jpg              illustrated team portraits (800x800)
 *   content/images/testimonials/*.jpg      illustrated avatars (400x400)
 *   content/images/hero-poster.jpg         first frame of the hero video (1920x1080)
 *   content/images/og-default.png          default social sharing image (1200x630)
 *   content/images/about-story.jpg         about page illustration (1600x1000)
 *   content/images/careers.jpg             careers page illustration (1600x1000)
 *   static/video/hero.{mp4,webm}           6 s seamless loop (1280x720, 24 fps)
 *   static/logo.svg                        brand mark
 *   static/icons/*.png, static/favicon-32.png
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/* ------------------------------------------------------------------------ */
/* Palette                                                                   */
/* ------------------------------------------------------------------------ */

const C = {
  lime: "#84cc16",
  limeLight: "#bef264",
  limeDark: "#4d7c0f",
  ink: "#0b0f19",
  gray900: "#111827",
  gray800: "#1f2937",
  gray700: "#374151",
  purple: "#7c3aed",
  purpleLight: "#a78bfa",
  purpleDark: "#5b21b6",
  white: "#f8fafc",
};

/* ------------------------------------------------------------------------ */
/* Deterministic randomness                                                  */
/* ------------------------------------------------------------------------ */

/** mulberry32: tiny, fast, seedable PRNG returning floats in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hash a string to a 32-bit seed so each image gets its own stable stream. */
function seedFrom(str) {
  let h = 2166136261;
  for (const ch of str) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function makeRng(name) {
  const next = mulberry32(seedFrom(name));
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

/* ------------------------------------------------------------------------ */
/* SVG helpers                                                               */
/* ------------------------------------------------------------------------ */

const TAU = Math.PI * 2;
const n = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1).replace(/\.0$/, ""));

function attrs(obj) {
  return Object.entries(obj)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");
}

/** Generic element builder: el('circle', { cx: 1 }) or el('g', {}, children). */
function el(tag, props = {}, children) {
  const a = attrs(props);
  const open = a ? `<${tag} ${a}` : `<${tag}`;
  if (children === undefined) return `${open}/>`;
  return `${open}>${Array.isArray(children) ? children.join("") : children}</${tag}>`;
}

const g = (props, children) => el("g", props, children);
const circle = (cx, cy, r, props = {}) => el("circle", { cx, cy, r, ...props });
const rect = (x, y, width, height, props = {}) => el("rect", { x, y, width, height, ...props });
const line = (x1, y1, x2, y2, props = {}) => el("line", { x1, y1, x2, y2, ...props });
const pathEl = (d, props = {}) => el("path", { d, ...props });
const poly = (pts, props = {}) => el("polygon", { points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), ...props });

/** Wrap content in an <svg>; `w`/`h` are output pixels, viewBox is the design space. */
function svgDoc(w, h, body, { viewBox = `0 0 ${w} ${h}`, defs = "" } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">` + (defs ? `<defs>${defs}</defs>` : "") + body + "</svg>";
}

function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1, user = false } = {}) {
  const stopEls = stops.map(([offset, color, opacity = 1]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity === 1 ? undefined : opacity }));
  return el("linearGradient", { id, x1, y1, x2, y2, gradientUnits: user ? "userSpaceOnUse" : undefined }, stopEls);
}

function radialGradient(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const stopEls = stops.map(([offset, color, opacity = 1]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity === 1 ? undefined : opacity }));
  return el("radialGradient", { id, cx, cy, r }, stopEls);
}

/** Soft glow: blurred copy merged under the source graphic. */
function glowFilter(id, std) {
  return el("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%" }, [
    el("feGaussianBlur", { in: "SourceGraphic", stdDeviation: std, result: "b" }),
    el("feMerge", {}, [el("feMergeNode", { in: "b" }), el("feMergeNode", { in: "SourceGraphic" })]),
  ]);
}

/** Radial "light blob": a circle filled with a colour fading to transparent. */
function glowBlob(id, color, opacity) {
  return radialGradient(id, [
    [0, color, opacity],
    [0.45, color, opacity * 0.45],
    [1, color, 0],
  ]);
}

/** Catmull-Rom spline through points, returned as a cubic Bézier path string. */
function smoothPath(pts, closed = false) {
  if (pts.length < 2) return "";
  const p = closed ? [pts[pts.length - 1], ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts[pts.length - 1]];
  let d = `M${n(p[1][0])} ${n(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i++) {
    const [x0, y0] = p[i - 1];
    const [x1, y1] = p[i];
    const [x2, y2] = p[i + 1];
    const [x3, y3] = p[i + 2];
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Regular grid of dots, optionally filtered by a predicate (x, y) => boolean. */
function dotGrid(x0, y0, x1, y1, step, r, props, keep = () => true) {
  const dots = [];
  for (let y = y0; y <= y1; y += step) {
    for (let x = x0; x <= x1; x += step) if (keep(x, y)) dots.push(circle(x, y, r));
  }
  return g(props, dots);
}

/** Isometric cube: top, left and right faces around a base centre point. */
function isoCube(cx, cy, size, height, [top, left, right], props = {}) {
  const dx = size * 0.866;
  const dy = size * 0.5;
  const topY = cy - height;
  return g(props, [
    poly(
      [
        [cx, topY - dy],
        [cx + dx, topY],
        [cx, topY + dy],
        [cx - dx, topY],
      ],
      { fill: top },
    ),
    poly(
      [
        [cx - dx, topY],
        [cx, topY + dy],
        [cx, cy + dy],
        [cx - dx, cy],
      ],
      { fill: left },
    ),
    poly(
      [
        [cx + dx, topY],
        [cx, topY + dy],
        [cx, cy + dy],
        [cx + dx, cy],
      ],
      { fill: right },
    ),
  ]);
}

/** Flat isometric slab (a thin cuboid) of width w and depth d. */
function isoSlab(cx, cy, w, d, thickness, [top, left, right], props = {}) {
  const ax = 0.866;
  const p = (u, v, z = 0) => [cx + (u - v) * ax, cy + (u + v) * 0.5 - z];
  const hw = w / 2;
  const hd = d / 2;
  return g(props, [
    poly([p(-hw, hd), p(hw, hd), p(hw, hd, thickness), p(-hw, hd, thickness)], { fill: left }),
    poly([p(hw, -hd), p(hw, hd), p(hw, hd, thickness), p(hw, -hd, thickness)], { fill: right }),
    poly([p(-hw, -hd, thickness), p(hw, -hd, thickness), p(hw, hd, thickness), p(-hw, hd, thickness)], {
      fill: top,
    }),
  ]);
}

/** Gear outline with trapezoidal teeth and a centre hole (even-odd fill). */
function gearPath(cx, cy, rOuter, rInner, teeth, rHole) {
  const pts = [];
  const step = TAU / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    pts.push([a - step * 0.5, rInner], [a - step * 0.28, rInner], [a - step * 0.17, rOuter]);
    pts.push([a + step * 0.17, rOuter], [a + step * 0.28, rInner]);
  }
  let d = pts.map(([a, r], i) => `${i ? "L" : "M"}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`).join("");
  d += "Z";
  if (rHole) {
    d += `M${n(cx + rHole)} ${n(cy)}a${n(rHole)} ${n(rHole)} 0 1 0 ${n(-2 * rHole)} 0a${n(rHole)} ${n(rHole)} 0 1 0 ${n(2 * rHole)} 0Z`;
  }
  return d;
}

/** Rounded speech bubble with a small tail at the bottom-left or bottom-right. */
function speechBubble(x, y, w, h, r, tail = "left") {
  const tx = tail === "left" ? x + w * 0.22 : x + w * 0.78;
  const dir = tail === "left" ? -1 : 1;
  return (
    `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}` +
    `V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}` +
    (tail === "right" ? `H${n(tx + 14)}L${n(tx + dir * 8)} ${n(y + h + 22)}L${n(tx - 14)} ${n(y + h)}` : "") +
    (tail === "left" ? `H${n(tx + 14)}L${n(tx + dir * 8)} ${n(y + h + 22)}L${n(tx - 14)} ${n(y + h)}` : "") +
    `H${n(x + r)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`
  );
}

/** Cloud silhouette made of overlapping circles over a rounded base. */
function cloudShapes(cx, cy, s) {
  return [
    rect(cx - 1.6 * s, cy - 0.1 * s, 3.2 * s, 0.9 * s, { rx: 0.45 * s }),
    circle(cx - 0.85 * s, cy, 0.7 * s),
    circle(cx + 0.1 * s, cy - 0.35 * s, 1.0 * s),
    circle(cx + 1.0 * s, cy + 0.05 * s, 0.65 * s),
  ];
}

function cloud(cx, cy, s, props) {
  return g(props, cloudShapes(cx, cy, s));
}

/** Up arrow (shaft + head) as a path, pointing to (x, yTip). */
function upArrow(x, yTip, len, w) {
  const head = w * 1.6;
  return `M${n(x)} ${n(yTip)}L${n(x + head)} ${n(yTip + head)}H${n(x + w / 2)}V${n(yTip + len)}` + `H${n(x - w / 2)}V${n(yTip + head)}H${n(x - head)}Z`;
}

/** Rounded plus / medical cross centred at (cx, cy). */
function crossPath(cx, cy, size, arm) {
  const a = arm / 2;
  const s = size / 2;
  return (
    `M${n(cx - a)} ${n(cy - s)}H${n(cx + a)}V${n(cy - a)}H${n(cx + s)}V${n(cy + a)}` +
    `H${n(cx + a)}V${n(cy + s)}H${n(cx - a)}V${n(cy + a)}H${n(cx - s)}V${n(cy - a)}H${n(cx - a)}Z`
  );
}

/** Scatter points with a minimum spacing (simple dart throwing). */
function scatter(rng, count, [x0, y0, x1, y1], minDist, tries = 4000) {
  const pts = [];
  for (let i = 0; i < tries && pts.length < count; i++) {
    const p = [rng.range(x0, x1), rng.range(y0, y1)];
    if (pts.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= minDist)) pts.push(p);
  }
  return pts;
}

/** Pairs of points closer than maxDist (for node-link networks). */
function proximityLinks(pts, maxDist) {
  const links = [];
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      const d = Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]);
      if (d < maxDist) links.push([i, j, d]);
    }
  }
  return links;
}

/** Shared dark backdrop: gradient, two soft colour glows and a faint dot grid. */
function darkBackdrop(w, h, { glowA = [0.8, 0.2], glowB = [0.15, 0.9], dots = true, id = "bd" } = {}) {
  const defs =
    linearGradient(`${id}-bg`, [
      [0, C.ink],
      [1, C.gray900],
    ]) +
    glowBlob(`${id}-ga`, C.purple, 0.45) +
    glowBlob(`${id}-gb`, C.lime, 0.22);
  const r = Math.max(w, h) * 0.55;
  const body = [
    rect(0, 0, w, h, { fill: `url(#${id}-bg)` }),
    circle(w * glowA[0], h * glowA[1], r, { fill: `url(#${id}-ga)` }),
    circle(w * glowB[0], h * glowB[1], r * 0.8, { fill: `url(#${id}-gb)` }),
    dots ? dotGrid(20, 20, w, h, 40, 1.4, { fill: C.white, opacity: 0.07 }) : "",
  ].join("");
  return { defs, body };
}

/* ------------------------------------------------------------------------ */
/* Service illustrations (1200x800 PNG, flat shapes for small palette PNGs)   */
/* ------------------------------------------------------------------------ */

function serviceDigitalTransformation() {
  const W = 1200;
  const H = 800;
  const rng = makeRng("service-digital-transformation");
  const parts = [rect(0, 0, W, H, { fill: C.ink })];
  parts.push(dotGrid(30, 30, W, H, 40, 1.6, { fill: C.gray700 }));

  // Roadmap ribbon sweeping from lower-left blocks to the upper-right network.
  const road = [
    [60, 660],
    [300, 600],
    [520, 470],
    [760, 380],
    [1000, 250],
    [1180, 200],
  ];
  parts.push(pathEl(smoothPath(road), { fill: "none", stroke: C.gray800, "stroke-width": 46, "stroke-linecap": "round" }));
  parts.push(
    pathEl(smoothPath(road), {
      fill: "none",
      stroke: C.lime,
      "stroke-width": 3,
      "stroke-dasharray": "14 14",
      "stroke-linecap": "round",
    }),
  );

  // Left: solid isometric blocks (legacy systems) that get smaller & lighter.
  const cubeFaces = [
    [C.gray700, C.gray800, C.gray900],
    [C.limeDark, "#3f6212", "#365314"],
    [C.purpleDark, "#4c1d95", "#3b1574"],
  ];
  const blocks = [
    [150, 560, 70, 90, 0],
    [240, 470, 52, 120, 1],
    [360, 520, 46, 70, 2],
    [420, 430, 38, 80, 0],
    [500, 480, 30, 40, 1],
  ];
  for (const [x, y, s, h, f] of blocks) parts.push(isoCube(x, y, s, h, cubeFaces[f]));

  // Transition: fragments (small floating cubes) dissolving into points.
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const x = 520 + t * 220 + rng.range(-25, 25);
    const y = 420 - t * 120 + rng.range(-70, 70);
    const s = 18 * (1 - t) + 5;
    parts.push(isoCube(x, y, s, s, cubeFaces[i % 3], { opacity: 1 - t * 0.4 }));
  }

  // Right: network of nodes and links.
  const nodes = scatter(rng, 26, [720, 80, 1160, 560], 62);
  const links = proximityLinks(nodes, 150);
  for (const [i, j] of links) {
    const [a, b] = [nodes[i], nodes[j]];
    parts.push(line(a[0], a[1], b[0], b[1], { stroke: (i + j) % 3 ? C.gray700 : C.purpleLight, "stroke-width": 2 }));
  }
  nodes.forEach(([x, y], i) => {
    const big = i % 5 === 0;
    const col = i % 3 === 0 ? C.purpleLight : C.lime;
    if (big) parts.push(circle(x, y, 20, { fill: col, opacity: 0.25 }));
    parts.push(circle(x, y, big ? 10 : 6, { fill: col }));
  });

  // Milestone markers on the road.
  for (const [x, y] of [road[1], road[3], road[5]]) {
    parts.push(circle(x, y, 16, { fill: C.ink, stroke: C.lime, "stroke-width": 5 }));
    parts.push(circle(x, y, 6, { fill: C.limeLight }));
  }
  return svgDoc(W, H, parts.join(""));
}

function serviceMarketing() {
  const W = 1200;
  const H = 800;
  const parts = [rect(0, 0, W, H, { fill: C.gray900 })];

  // Concentric ripples radiating from a "broadcast" source.
  const [sx, sy] = [330, 470];
  for (let i = 9; i >= 1; i--) {
    parts.push(
      circle(sx, sy, i * 62, {
        fill: "none",
        stroke: i % 2 ? C.purple : C.gray700,
        "stroke-width": i % 2 ? 3 : 2,
        opacity: 1 - i * 0.08,
      }),
    );
  }
  parts.push(circle(sx, sy, 44, { fill: C.lime }));
  parts.push(circle(sx, sy, 18, { fill: C.ink }));

  // Audience dots sitting on the ripples.
  const rng = makeRng("service-marketing");
  for (let i = 0; i < 22; i++) {
    const ring = rng.int(2, 8);
    const a = rng.range(-Math.PI * 0.95, Math.PI * 0.35);
    const x = sx + ring * 62 * Math.cos(a);
    const y = sy + ring * 62 * Math.sin(a);
    if (x < 0 || x > W || y < 0 || y > H) continue;
    parts.push(circle(x, y, rng.pick([6, 8, 11]), { fill: rng.chance(0.5) ? C.limeLight : C.purpleLight }));
  }

  // Speech bubbles.
  const bubbles = [
    [560, 120, 220, 110, C.purple, "left"],
    [820, 230, 170, 88, C.lime, "right"],
    [610, 300, 140, 72, C.gray700, "left"],
  ];
  for (const [x, y, w, h, col, tail] of bubbles) {
    parts.push(pathEl(speechBubble(x, y, w, h, 22, tail), { fill: col }));
    const ink = col === C.lime ? C.ink : C.white;
    parts.push(rect(x + 26, y + 26, w * 0.55, 12, { rx: 6, fill: ink, opacity: 0.85 }));
    parts.push(rect(x + 26, y + 50, w * 0.38, 12, { rx: 6, fill: ink, opacity: 0.5 }));
  }
  // Heart / like dot on the purple bubble.
  parts.push(circle(740, 152, 14, { fill: C.limeLight }));

  // Rising chart bars, bottom right.
  const bars = [90, 140, 120, 200, 260, 340];
  bars.forEach((h, i) => {
    const x = 720 + i * 72;
    parts.push(rect(x, 720 - h, 48, h, { rx: 10, fill: i === bars.length - 1 ? C.lime : i % 2 ? C.purpleDark : C.gray700 }));
  });
  parts.push(rect(700, 724, 460, 4, { rx: 2, fill: C.gray700 }));
  const trend = bars.map((h, i) => [744 + i * 72, 690 - h]);
  parts.push(pathEl(smoothPath(trend), { fill: "none", stroke: C.limeLight, "stroke-width": 5, "stroke-linecap": "round" }));
  for (const [x, y] of trend) parts.push(circle(x, y, 8, { fill: C.gray900, stroke: C.limeLight, "stroke-width": 4 }));
  return svgDoc(W, H, parts.join(""));
}

function serviceTechConsulting() {
  const W = 1200;
  const H = 800;
  const parts = [rect(0, 0, W, H, { fill: C.ink })];
  parts.push(dotGrid(30, 30, W, H, 40, 1.6, { fill: C.gray800 }));

  // Isometric grid floor: lines along both iso axes inside a diamond.
  const iso = (u, v) => [600 + (u - v) * 0.866, 560 + (u + v) * 0.5];
  const floor = [];
  for (let k = -360; k <= 360; k += 60) {
    floor.push(line(...iso(k, -360), ...iso(k, 360)), line(...iso(-360, k), ...iso(360, k)));
  }
  parts.push(g({ stroke: C.gray800, "stroke-width": 2 }, floor));

  // Stacked architecture layers in the centre.
  const layers = [
    [600, 640, [C.gray700, C.gray800, "#161e2e"]],
    [600, 560, [C.purpleDark, "#4c1d95", "#3b1574"]],
    [600, 480, [C.purple, C.purpleDark, "#4c1d95"]],
    [600, 400, [C.lime, C.limeDark, "#3f6212"]],
  ];
  for (const [x, y, faces] of layers) parts.push(isoSlab(x, y, 240, 240, 34, faces));
  // Small service "chips" on the top layer.
  for (const [u, v] of [
    [-55, -55],
    [45, -55],
    [-55, 45],
    [45, 45],
  ]) {
    const x = 600 + (u + 5 - (v + 5)) * 0.866;
    const y = 366 + (u + 5 + v + 5) * 0.5;
    parts.push(isoCube(x, y, 24, 20, [C.limeLight, C.lime, C.limeDark]));
  }

  // Cloud above the stack, linked by a vertical connector.
  parts.push(line(600, 236, 600, 168, { stroke: C.purpleLight, "stroke-width": 4, "stroke-dasharray": "10 8" }));
  parts.push(cloud(600, 110, 52, { fill: C.purpleLight }));

  // Side systems connected with orthogonal connectors.
  const sides = [
    [180, 260, C.lime],
    [170, 560, C.purpleLight],
    [1030, 250, C.purpleLight],
    [1030, 560, C.lime],
  ];
  for (const [x, y, col] of sides) {
    // Attach to the side faces of the top (lime) and bottom (grey) layers.
    const tx = x < 600 ? 434 : 766;
    const ty = y < 400 ? 407 : 647;
    const mid = (x + tx) / 2;
    parts.push(
      pathEl(`M${x} ${y}H${mid}V${ty}H${tx}`, {
        fill: "none",
        stroke: col,
        "stroke-width": 4,
        "stroke-linejoin": "round",
      }),
    );
    parts.push(circle(tx, ty, 9, { fill: col }));
    parts.push(isoCube(x, y + 30, 60, 60, [C.gray700, C.gray800, "#161e2e"]));
    parts.push(circle(x, y - 30 - 4, 10, { fill: col }));
  }
  return svgDoc(W, H, parts.join(""));
}

function serviceAiIntegration() {
  const W = 1200;
  const H = 800;
  const rng = makeRng("service-ai-integration");
  const defs = glowFilter("glow", 7) + glowBlob("halo", C.purple, 0.55);
  const parts = [rect(0, 0, W, H, { fill: C.ink }), circle(600, 400, 560, { fill: "url(#halo)" })];

  const layerSizes = [4, 6, 7, 6, 3];
  const layers = layerSizes.map((count, li) => {
    const x = 170 + li * 215;
    return Array.from({ length: count }, (_, k) => [x, 400 + (k - (count - 1) / 2) * 95]);
  });

  // Links: faint everywhere, a few "active" glowing paths.
  const faint = [];
  const active = [];
  for (let li = 0; li < layers.length - 1; li++) {
    for (const a of layers[li]) {
      for (const b of layers[li + 1]) {
        const l = line(a[0], a[1], b[0], b[1]);
        if (rng.chance(0.14)) active.push([l, rng.chance(0.5) ? C.lime : C.purpleLight]);
        else faint.push(l);
      }
    }
  }
  parts.push(g({ stroke: C.gray700, "stroke-width": 1.5 }, faint));
  parts.push(
    g(
      { filter: "url(#glow)", "stroke-width": 3.5 },
      active.map(([l, col]) => l.replace("<line", `<line stroke="${col}"`)),
    ),
  );

  // Nodes.
  const nodeEls = [];
  layers.forEach((layer, li) =>
    layer.forEach(([x, y], k) => {
      const hot = (li + k) % 3 === 0;
      const col = li === layers.length - 1 ? C.lime : hot ? C.limeLight : C.purpleLight;
      nodeEls.push(circle(x, y, 24, { fill: C.gray900, stroke: col, "stroke-width": 5 }));
      nodeEls.push(circle(x, y, hot ? 11 : 7, { fill: col }));
    }),
  );
  parts.push(g({ filter: "url(#glow)" }, nodeEls));
  return svgDoc(W, H, parts.join(""), { defs });
}

/* ------------------------------------------------------------------------ */
/* Article covers (1600x900 JPEG)                                            */
/* ------------------------------------------------------------------------ */

const AW = 1600;
const AH = 900;

function articleAiReadiness() {
  const rng = makeRng("ai-readiness");
  const bd = darkBackdrop(AW, AH, { glowA: [0.25, 0.35], glowB: [0.85, 0.8] });
  const defs = bd.defs + glowFilter("glow", 6);
  const parts = [bd.body];

  // Faint neural motif in the background.
  const pts = scatter(rng, 40, [0, 0, AW, AH], 130);
  const lks = proximityLinks(pts, 220).map(([i, j]) => line(...pts[i], ...pts[j]));
  parts.push(g({ stroke: C.purpleLight, "stroke-width": 1.5, opacity: 0.18 }, lks));
  parts.push(
    g(
      { fill: C.purpleLight, opacity: 0.3 },
      pts.map(([x, y]) => circle(x, y, 4)),
    ),
  );

  // Gauge: segmented arc with needle.
  const [gx, gy, gr] = [520, 600, 300];
  const segs = 12;
  for (let i = 0; i < segs; i++) {
    const a0 = Math.PI + (i / segs) * Math.PI + 0.03;
    const a1 = Math.PI + ((i + 1) / segs) * Math.PI - 0.03;
    const col = i < 8 ? (i < 4 ? C.purple : i < 7 ? C.purpleLight : C.limeLight) : C.gray700;
    const d = `M${n(gx + gr * Math.cos(a0))} ${n(gy + gr * Math.sin(a0))}` + `A${gr} ${gr} 0 0 1 ${n(gx + gr * Math.cos(a1))} ${n(gy + gr * Math.sin(a1))}`;
    parts.push(pathEl(d, { fill: "none", stroke: col, "stroke-width": 46 }));
  }
  parts.push(
    pathEl(`M${gx - 220} ${gy}A220 220 0 0 1 ${gx + 220} ${gy}`, {
      fill: "none",
      stroke: C.gray700,
      "stroke-width": 3,
      "stroke-dasharray": "3 14",
      "stroke-linecap": "round",
    }),
  );
  const na = Math.PI + (8 / 12) * Math.PI;
  parts.push(
    g({ filter: "url(#glow)" }, [
      line(gx, gy, gx + 240 * Math.cos(na), gy + 240 * Math.sin(na), {
        stroke: C.lime,
        "stroke-width": 12,
        "stroke-linecap": "round",
      }),
      circle(gx, gy, 34, { fill: C.lime }),
    ]),
  );
  parts.push(circle(gx, gy, 14, { fill: C.ink }));

  // Checklist card.
  const [cx, cy] = [980, 210];
  parts.push(rect(cx, cy, 440, 480, { rx: 32, fill: C.gray800, stroke: C.gray700, "stroke-width": 2 }));
  for (let i = 0; i < 5; i++) {
    const y = cy + 60 + i * 84;
    const done = i < 3;
    parts.push(rect(cx + 44, y, 48, 48, { rx: 12, fill: done ? C.lime : "none", stroke: done ? "none" : C.gray700, "stroke-width": 4 }));
    if (done) {
      parts.push(
        pathEl(`M${cx + 56} ${y + 25}l9 9l17 -19`, {
          fill: "none",
          stroke: C.ink,
          "stroke-width": 6,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      );
    }
    parts.push(rect(cx + 120, y + 10, [220, 170, 250, 190, 150][i], 14, { rx: 7, fill: done ? C.white : C.gray700, opacity: done ? 0.8 : 1 }));
    parts.push(rect(cx + 120, y + 32, [120, 90, 140, 110, 80][i], 10, { rx: 5, fill: C.gray700 }));
  }
  return svgDoc(AW, AH, parts.join(""), { defs });
}

/** Stylised skyline silhouette with a Burj-like spire; returns a path string. */
function skylinePath(baseY, x0, x1, rng) {
  let d = `M${x0} ${baseY}`;
  let x = x0;
  while (x < x1) {
    const w = rng.range(40, 90);
    const h = rng.range(60, 190);
    const style = rng.int(0, 3);
    if (style === 0) d += `V${n(baseY - h)}H${n(x + w)}V${baseY}`;
    else if (style === 1) d += `V${n(baseY - h)}L${n(x + w / 2)} ${n(baseY - h - 30)}L${n(x + w)} ${n(baseY - h)}V${baseY}`;
    else if (style === 2) d += `V${n(baseY - h + 20)}Q${n(x + w / 2)} ${n(baseY - h - 30)} ${n(x + w)} ${n(baseY - h + 20)}V${baseY}`;
    else d += `V${n(baseY - h)}H${n(x + w * 0.3)}V${n(baseY - h - 40)}H${n(x + w * 0.7)}V${n(baseY - h)}H${n(x + w)}V${baseY}`;
    x += w + rng.range(6, 20);
    d += `H${n(x)}`;
  }
  return `${d}V${baseY + 200}H${x0}Z`;
}

/** Burj Khalifa-inspired stepped spire centred on x (mirrored setbacks). */
function spirePath(x, baseY, h) {
  // [half-width, height fraction where this setback ends]
  const steps = [
    [60, 0.22],
    [46, 0.42],
    [34, 0.6],
    [24, 0.76],
    [14, 0.88],
    [6, 0.95],
  ];
  const left = [[x - steps[0][0], baseY]];
  let prevTop = 0;
  for (const [hw, top] of steps) {
    left.push([x - hw, baseY - h * prevTop], [x - hw, baseY - h * top]);
    prevTop = top;
  }
  const right = left.map(([px, py]) => [2 * x - px, py]).reverse();
  const pts = [...left, [x, baseY - h], ...right];
  return `M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join("L")}Z`;
}

function articleRoadmapUae() {
  const rng = makeRng("roadmap-uae");
  const defs =
    linearGradient(
      "sky",
      [
        [0, "#1b1036"],
        [0.55, C.gray900],
        [1, C.ink],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    glowBlob("sun", C.purple, 0.6) +
    glowFilter("glow", 5);
  const parts = [rect(0, 0, AW, AH, { fill: "url(#sky)" }), circle(1180, 560, 520, { fill: "url(#sun)" })];
  parts.push(dotGrid(20, 20, AW, 520, 40, 1.4, { fill: C.white, opacity: 0.08 }));

  // Skyline silhouettes (two depths) with the spire.
  parts.push(pathEl(skylinePath(720, 0, AW, rng), { fill: "#1c1433" }));
  parts.push(pathEl(spirePath(1180, 720, 560), { fill: "#241845" }));
  parts.push(pathEl(skylinePath(780, -20, AW, rng), { fill: "#12101f" }));
  parts.push(rect(0, 780, AW, 120, { fill: C.ink }));

  // Roadmap path with milestones (in the foreground).
  const route = [
    [-20, 860],
    [260, 800],
    [520, 690],
    [700, 520],
    [930, 420],
    [1180, 300],
    [1420, 180],
    [1640, 130],
  ];
  const d = smoothPath(route);
  parts.push(pathEl(d, { fill: "none", stroke: C.gray800, "stroke-width": 40, "stroke-linecap": "round", opacity: 0.9 }));
  parts.push(pathEl(d, { fill: "none", stroke: C.lime, "stroke-width": 6, filter: "url(#glow)" }));
  const milestones = [route[1], route[3], route[5], route[6]];
  milestones.forEach(([x, y], i) => {
    const done = i < 3;
    parts.push(line(x, y, x, y - 90, { stroke: done ? C.limeLight : C.purpleLight, "stroke-width": 4 }));
    parts.push(pathEl(`M${x} ${y - 90}h56l-14 20l14 20h-56z`, { fill: done ? C.lime : C.purpleLight }));
    parts.push(circle(x, y, 22, { fill: C.ink, stroke: done ? C.lime : C.purpleLight, "stroke-width": 7 }));
    parts.push(circle(x, y, 8, { fill: done ? C.limeLight : C.purpleLight }));
  });
  return svgDoc(AW, AH, parts.join(""), { defs });
}

function articleSocialGcc() {
  const rng = makeRng("social-gcc");
  const bd = darkBackdrop(AW, AH, { glowA: [0.65, 0.45], glowB: [0.1, 0.2] });
  const defs = bd.defs + glowFilter("glow", 8);
  const parts = [bd.body];

  // Clustered social graph: a few hubs each with satellites.
  const hubs = [
    [560, 430, C.lime, 70],
    [1000, 300, C.purpleLight, 56],
    [1080, 640, C.lime, 46],
    [300, 240, C.purpleLight, 38],
    [1360, 470, C.purpleLight, 40],
  ];
  const sats = [];
  hubs.forEach(([hx, hy, col, r], hi) => {
    const count = Math.round(r / 6);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * TAU + rng.range(-0.2, 0.2);
      const dist = r * rng.range(2.4, 3.6);
      sats.push([hx + dist * Math.cos(a), hy + dist * Math.sin(a), hi, rng.range(6, 16), col]);
    }
  });
  const linkEls = [];
  for (const [x, y, hi] of sats) linkEls.push(line(hubs[hi][0], hubs[hi][1], x, y));
  for (let i = 0; i < hubs.length; i++) {
    for (let j = i + 1; j < hubs.length; j++) {
      if (Math.hypot(hubs[i][0] - hubs[j][0], hubs[i][1] - hubs[j][1]) < 620) linkEls.push(line(hubs[i][0], hubs[i][1], hubs[j][0], hubs[j][1]));
    }
  }
  parts.push(g({ stroke: C.gray700, "stroke-width": 2 }, linkEls));
  parts.push(
    g(
      {},
      sats.map(([x, y, , r, col]) => circle(x, y, r, { fill: col, opacity: 0.75 })),
    ),
  );
  parts.push(
    g(
      { filter: "url(#glow)" },
      hubs.map(([x, y, col, r]) => circle(x, y, r, { fill: col })),
    ),
  );
  // "Profile" cut-outs inside hubs: head + shoulders in dark.
  for (const [x, y, , r] of hubs) {
    parts.push(circle(x, y - r * 0.2, r * 0.28, { fill: C.ink }));
    parts.push(pathEl(`M${n(x - r * 0.5)} ${n(y + r * 0.5)}a${n(r * 0.5)} ${n(r * 0.42)} 0 0 1 ${n(r)} 0z`, { fill: C.ink }));
  }

  // Floating translucent bubbles.
  for (let i = 0; i < 16; i++) {
    const [x, y, r] = [rng.range(0, AW), rng.range(0, AH), rng.range(14, 60)];
    parts.push(circle(x, y, r, { fill: "none", stroke: rng.chance(0.5) ? C.purpleLight : C.limeLight, "stroke-width": 2, opacity: 0.35 }));
  }
  // Chat bubbles.
  parts.push(pathEl(speechBubble(700, 110, 180, 92, 26, "left"), { fill: C.purple }));
  parts.push(g({ fill: C.white }, [circle(750, 156, 9), circle(790, 156, 9), circle(830, 156, 9)]));
  parts.push(pathEl(speechBubble(1220, 700, 150, 80, 24, "right"), { fill: C.lime }));
  parts.push(rect(1246, 728, 96, 14, { rx: 7, fill: C.ink }));
  return svgDoc(AW, AH, parts.join(""), { defs });
}

function articleCloudMigration() {
  const rng = makeRng("cloud-migration");
  const defs =
    linearGradient(
      "bg",
      [
        [0, "#1a1240"],
        [0.6, C.gray900],
        [1, C.ink],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    linearGradient(
      "arrow",
      [
        [0, C.lime, 0],
        [1, C.lime],
      ],
      { x1: 0, y1: 1, x2: 0, y2: 0 },
    ) +
    el("clipPath", { id: "cloudClip" }, cloudShapes(800, 230, 120)) +
    glowFilter("glow", 10);
  const parts = [rect(0, 0, AW, AH, { fill: "url(#bg)" })];
  parts.push(dotGrid(20, 20, AW, AH, 40, 1.4, { fill: C.white, opacity: 0.06 }));

  // Geometric cloud: a triangle lattice clipped to the cloud silhouette.
  parts.push(cloud(800, 230, 120, { fill: C.purple, filter: "url(#glow)" }));
  parts.push(cloud(800, 230, 120, { fill: C.purpleDark }));
  const tri = [];
  for (let row = 0; row < 8; row++) {
    const y = 60 + row * 36;
    for (let col = 0; col < 20; col++) {
      const x = 590 + col * 21 - (row % 2) * 21;
      const up = (row + col) % 2 === 0;
      if (!rng.chance(0.6)) continue;
      tri.push(
        poly(
          up
            ? [
                [x, y + 36],
                [x + 21, y],
                [x + 42, y + 36],
              ]
            : [
                [x, y],
                [x + 42, y],
                [x + 21, y + 36],
              ],
          {
            fill: rng.pick([C.purple, C.purpleLight, "#6d28d9"]),
            opacity: rng.range(0.45, 0.95),
          },
        ),
      );
    }
  }
  parts.push(g({ "clip-path": "url(#cloudClip)" }, tri));
  parts.push(cloud(300, 150, 55, { fill: C.gray700, opacity: 0.7 }));
  parts.push(cloud(1340, 190, 70, { fill: C.gray700, opacity: 0.6 }));

  // Upward arrows carrying blocks from the ground to the cloud.
  const arrows = [
    [560, 420, 360],
    [680, 400, 330],
    [800, 380, 300],
    [920, 400, 330],
    [1040, 420, 360],
  ];
  for (const [x, y, len] of arrows) parts.push(pathEl(upArrow(x, y, len, 16), { fill: "url(#arrow)" }));

  // Ground: isometric server blocks.
  const faces = [C.gray700, C.gray800, "#161e2e"];
  for (let i = 0; i < 7; i++) {
    const x = 440 + i * 120;
    parts.push(isoCube(x, 840, 54, 70 + ((i * 37) % 60), faces));
    parts.push(circle(x, 790 - ((i * 37) % 60) + 10, 6, { fill: i % 2 ? C.lime : C.purpleLight }));
  }
  // Blocks in flight.
  for (let i = 0; i < 9; i++) {
    const a = arrows[i % arrows.length];
    const y = rng.range(450, 700);
    parts.push(isoCube(a[0] + rng.range(-50, 50), y, rng.range(10, 20), rng.range(10, 20), [C.limeLight, C.lime, C.limeDark], { opacity: 0.9 }));
  }
  return svgDoc(AW, AH, parts.join(""), { defs });
}

function articleWorkflowAgents() {
  const bd = darkBackdrop(AW, AH, { glowA: [0.5, 0.5], glowB: [0.9, 0.1] });
  const defs =
    bd.defs +
    glowFilter("glow", 6) +
    el(
      "marker",
      { id: "arrowhead", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: "auto" },
      pathEl("M0 0L10 5L0 10z", { fill: C.limeLight }),
    );
  const parts = [bd.body];
  const edge = (d) => pathEl(d, { fill: "none", stroke: C.limeLight, "stroke-width": 5, "marker-end": "url(#arrowhead)", "stroke-linejoin": "round" });

  // Flowchart: start -> task -> decision -> two branches -> merge.
  parts.push(edge("M300 450H420"));
  parts.push(edge("M660 450H742"));
  parts.push(edge("M860 340V230H1010"));
  parts.push(edge("M860 560V670H1010"));
  parts.push(edge("M1250 230H1330V400"));
  parts.push(edge("M1250 670H1330V500"));

  parts.push(circle(220, 450, 78, { fill: C.lime }));
  parts.push(pathEl("M200 410L260 450L200 490Z", { fill: C.ink }));
  parts.push(rect(420, 370, 240, 160, { rx: 28, fill: C.gray800, stroke: C.purpleLight, "stroke-width": 4 }));
  parts.push(pathEl(gearPath(500, 450, 46, 36, 10, 14), { fill: C.purpleLight, "fill-rule": "evenodd" }));
  parts.push(rect(560, 425, 70, 12, { rx: 6, fill: C.gray700 }));
  parts.push(rect(560, 455, 50, 12, { rx: 6, fill: C.gray700 }));
  parts.push(
    poly(
      [
        [860, 330],
        [980, 450],
        [860, 570],
        [740, 450],
      ],
      { fill: C.purple, filter: "url(#glow)" },
    ),
  );
  parts.push(circle(860, 450, 22, { fill: C.white }));
  parts.push(circle(860, 450, 9, { fill: C.purple }));

  for (const [y, col] of [
    [230, C.lime],
    [670, C.purpleLight],
  ]) {
    parts.push(rect(1010, y - 70, 240, 140, { rx: 28, fill: C.gray800, stroke: col, "stroke-width": 4 }));
    parts.push(pathEl(gearPath(1080, y, 38, 30, 9, 11), { fill: col, "fill-rule": "evenodd" }));
    parts.push(pathEl(gearPath(1140, y + 32, 24, 18, 7, 7), { fill: col, "fill-rule": "evenodd", opacity: 0.7 }));
    parts.push(rect(1172, y - 30, 50, 12, { rx: 6, fill: C.gray700 }));
  }
  parts.push(circle(1330, 450, 54, { fill: C.ink, stroke: C.lime, "stroke-width": 8, filter: "url(#glow)" }));
  parts.push(pathEl("M1306 452l16 16l30 -34", { fill: "none", stroke: C.limeLight, "stroke-width": 9, "stroke-linecap": "round", "stroke-linejoin": "round" }));

  // Big faint gear in the background corner.
  parts.push(pathEl(gearPath(1450, 850, 260, 215, 18, 90), { fill: C.white, opacity: 0.04, "fill-rule": "evenodd" }));
  parts.push(pathEl(gearPath(120, 110, 170, 140, 14, 60), { fill: C.white, opacity: 0.04, "fill-rule": "evenodd" }));
  return svgDoc(AW, AH, parts.join(""), { defs });
}

function articleChangeManagement() {
  const defs =
    linearGradient(
      "bg",
      [
        [0, C.gray900],
        [1, "#1b1238"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    linearGradient(
      "bridge",
      [
        [0, C.purple],
        [1, C.lime],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    glowFilter("glow", 6);
  const parts = [rect(0, 0, AW, AH, { fill: "url(#bg)" })];
  parts.push(dotGrid(20, 20, AW, AH, 40, 1.4, { fill: C.white, opacity: 0.06 }));

  // Two "shores" and an arching bridge between them.
  parts.push(pathEl("M0 700H300Q340 700 360 740L420 900H0Z", { fill: C.gray800 }));
  parts.push(pathEl(`M${AW} 640H1300Q1260 640 1240 680L1160 900H${AW}Z`, { fill: C.gray800 }));
  const arch = (t) => {
    const x = 300 + t * 1000;
    const y = 700 - 60 * t - Math.sin(t * Math.PI) * 300;
    return [x, y];
  };
  const archPts = Array.from({ length: 21 }, (_, i) => arch(i / 20));
  parts.push(pathEl(smoothPath(archPts), { fill: "none", stroke: "url(#bridge)", "stroke-width": 16, "stroke-linecap": "round", filter: "url(#glow)" }));
  // Bridge cables.
  const cables = [];
  for (let i = 1; i < 20; i++) {
    const [x, y] = arch(i / 20);
    cables.push(line(x, y + 10, x, 700 - 60 * (i / 20) + 40));
  }
  parts.push(g({ stroke: C.gray700, "stroke-width": 3 }, cables));
  parts.push(pathEl("M300 740L1300 680", { stroke: C.gray700, "stroke-width": 10, "stroke-linecap": "round" }));

  // People moving along the arch, shifting colour from purple to lime.
  const person = (x, y, s, col) =>
    g({ fill: col }, [circle(x, y - s * 1.35, s * 0.55), pathEl(`M${n(x - s)} ${n(y)}a${n(s)} ${n(s * 0.9)} 0 0 1 ${n(2 * s)} 0z`)]);
  const mix = (t) => (t < 0.4 ? C.purpleLight : t < 0.6 ? C.white : C.limeLight);
  for (let i = 0; i < 9; i++) {
    const t = 0.06 + i * 0.11;
    const [x, y] = arch(t);
    parts.push(person(x, y - 10, 26 + (i % 3) * 4, mix(t)));
  }
  // Crowd waiting left, group arrived right.
  for (let i = 0; i < 5; i++) parts.push(person(70 + i * 48, 700 - (i % 2) * 6, 24, C.purple));
  for (let i = 0; i < 5; i++) parts.push(person(1340 + i * 50, 640 - (i % 2) * 6, 24, C.lime));
  return svgDoc(AW, AH, parts.join(""), { defs });
}

/* ------------------------------------------------------------------------ */
/* Case study covers (1600x900 JPEG)                                         */
/* ------------------------------------------------------------------------ */

function caseRetail() {
  const rng = makeRng("retail");
  const bd = darkBackdrop(AW, AH, { glowA: [0.75, 0.5], glowB: [0.1, 0.1] });
  const defs = bd.defs + glowFilter("glow", 8);
  const parts = [bd.body];

  // Grid of product cards in perspective-free tiles (left and centre).
  const shapes = ["circle", "tri", "square", "ring", "pill"];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const x = 110 + c * 210;
      const y = 120 + r * 230;
      const accent = rng.pick([C.lime, C.purpleLight, C.purple, C.limeLight]);
      parts.push(rect(x, y, 180, 200, { rx: 22, fill: C.gray800, stroke: C.gray700, "stroke-width": 2 }));
      const [cx, cy] = [x + 90, y + 80];
      const sh = shapes[(r * 4 + c) % shapes.length];
      if (sh === "circle") parts.push(circle(cx, cy, 42, { fill: accent }));
      if (sh === "tri")
        parts.push(
          poly(
            [
              [cx, cy - 46],
              [cx + 46, cy + 38],
              [cx - 46, cy + 38],
            ],
            { fill: accent },
          ),
        );
      if (sh === "square") parts.push(rect(cx - 40, cy - 40, 80, 80, { rx: 14, fill: accent }));
      if (sh === "ring") parts.push(circle(cx, cy, 36, { fill: "none", stroke: accent, "stroke-width": 16 }));
      if (sh === "pill") parts.push(rect(cx - 54, cy - 24, 108, 48, { rx: 24, fill: accent }));
      parts.push(rect(x + 24, y + 146, 100, 12, { rx: 6, fill: C.gray700 }));
      parts.push(rect(x + 24, y + 168, 54, 12, { rx: 6, fill: accent, opacity: 0.8 }));
    }
  }

  // Shopping basket on the right.
  const [bx, by] = [1240, 470];
  parts.push(
    pathEl(`M${bx - 150} ${by - 40}Q${bx} ${by - 300} ${bx + 150} ${by - 40}`, {
      fill: "none",
      stroke: C.purpleLight,
      "stroke-width": 18,
      "stroke-linecap": "round",
    }),
  );
  parts.push(circle(bx - 60, by - 80, 46, { fill: C.purple }));
  parts.push(rect(bx - 10, by - 120, 90, 90, { rx: 16, fill: C.limeLight }));
  parts.push(
    poly(
      [
        [bx - 210, by - 40],
        [bx + 210, by - 40],
        [bx + 160, by + 180],
        [bx - 160, by + 180],
      ],
      { fill: C.lime, filter: "url(#glow)" },
    ),
  );
  const slats = [];
  for (let i = -3; i <= 3; i++) slats.push(line(bx + i * 52, by - 10, bx + i * 42, by + 150));
  parts.push(g({ stroke: C.limeDark, "stroke-width": 10, "stroke-linecap": "round" }, slats));
  parts.push(rect(bx - 230, by - 64, 460, 40, { rx: 20, fill: C.limeLight }));
  // Re-platform arrows circling.
  parts.push(
    pathEl(`M${bx - 280} ${by + 250}A300 120 0 0 0 ${bx + 280} ${by + 250}`, {
      fill: "none",
      stroke: C.purpleLight,
      "stroke-width": 5,
      "stroke-dasharray": "16 12",
    }),
  );
  return svgDoc(AW, AH, parts.join(""), { defs });
}

function caseHealthcare() {
  const rng = makeRng("healthcare");
  const bd = darkBackdrop(AW, AH, { glowA: [0.3, 0.5], glowB: [0.85, 0.3] });
  const defs = bd.defs + glowFilter("glow", 7);
  const parts = [bd.body];

  // Node network around the cross.
  const pts = scatter(rng, 34, [80, 60, AW - 80, AH - 60], 120).filter(([x, y]) => Math.hypot(x - 420, y - 450) > 240);
  const lks = proximityLinks(pts, 230).map(([i, j]) => line(...pts[i], ...pts[j]));
  parts.push(g({ stroke: C.gray700, "stroke-width": 2 }, lks));
  parts.push(
    g(
      {},
      pts.map(([x, y], i) => circle(x, y, i % 4 ? 6 : 10, { fill: i % 3 ? C.purpleLight : C.limeLight })),
    ),
  );

  // Pulse (ECG) line sweeping across.
  const ecg = [[0, 470]];
  let x = 0;
  while (x < AW) {
    x += 150;
    ecg.push(
      [x, 470],
      [x + 20, 440],
      [x + 40, 470],
      [x + 60, 470],
      [x + 75, 520],
      [x + 95, 300],
      [x + 115, 560],
      [x + 135, 470],
      [x + 170, 470],
      [x + 200, 430],
      [x + 235, 470],
    );
    x += 235;
  }
  const ecgD = `M${ecg.map(([a, b]) => `${n(a)} ${n(b)}`).join("L")}`;
  parts.push(pathEl(ecgD, { fill: "none", stroke: C.lime, "stroke-width": 7, "stroke-linejoin": "round", "stroke-linecap": "round", filter: "url(#glow)" }));
  // Medical cross in a soft rounded tile, on top of the pulse line.
  parts.push(circle(420, 450, 210, { fill: C.gray800, stroke: C.gray700, "stroke-width": 3 }));
  parts.push(pathEl(crossPath(420, 450, 250, 90), { fill: C.purple, filter: "url(#glow)", "stroke-linejoin": "round", stroke: C.purple, "stroke-width": 22 }));

  // Triage priority pills.
  [C.lime, C.purpleLight, C.gray700].forEach((col, i) => {
    parts.push(rect(1200, 640 + i * 56, 280 - i * 60, 36, { rx: 18, fill: col }));
  });
  return svgDoc(AW, AH, parts.join(""), { defs });
}

function caseFintech() {
  const defs =
    linearGradient("bg", [
      [0, C.ink],
      [1, "#170f33"],
    ]) +
    linearGradient(
      "area",
      [
        [0, C.lime, 0.45],
        [1, C.lime, 0],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ) +
    glowFilter("glow", 8);
  const parts = [rect(0, 0, AW, AH, { fill: "url(#bg)" })];
  // Chart grid.
  const grid = [];
  for (let y = 150; y <= 780; y += 90) grid.push(line(100, y, 1500, y));
  for (let x = 100; x <= 1500; x += 140) grid.push(line(x, 150, x, 780));
  parts.push(g({ stroke: C.gray800, "stroke-width": 2 }, grid));

  // Rising growth curve with area fill.
  const pts = [
    [100, 720],
    [240, 690],
    [380, 700],
    [520, 620],
    [660, 640],
    [800, 530],
    [940, 470],
    [1080, 490],
    [1220, 350],
    [1360, 260],
    [1500, 170],
  ];
  const d = smoothPath(pts);
  parts.push(pathEl(`${d}L1500 780L100 780Z`, { fill: "url(#area)" }));
  parts.push(pathEl(d, { fill: "none", stroke: C.lime, "stroke-width": 8, filter: "url(#glow)" }));
  parts.push(circle(1500, 170, 20, { fill: C.limeLight, filter: "url(#glow)" }));

  // Coin stacks (isometric-ish ellipses) growing left to right.
  const coinStack = (x, baseY, count, col, dark) => {
    const els = [];
    for (let i = 0; i < count; i++) {
      const y = baseY - i * 22;
      els.push(rect(x - 70, y - 14, 140, 22, { fill: dark }));
      els.push(el("ellipse", { cx: x, cy: y + 8, rx: 70, ry: 22, fill: dark }));
      els.push(el("ellipse", { cx: x, cy: y - 14, rx: 70, ry: 22, fill: col }));
    }
    const top = baseY - (count - 1) * 22 - 14;
    els.push(el("ellipse", { cx: x, cy: top, rx: 44, ry: 13, fill: "none", stroke: dark, "stroke-width": 5 }));
    return g({}, els);
  };
  parts.push(coinStack(300, 820, 3, C.purpleLight, C.purpleDark));
  parts.push(coinStack(560, 820, 5, C.purpleLight, C.purpleDark));
  parts.push(coinStack(820, 820, 8, C.limeLight, C.limeDark));
  // Floating coins.
  for (const [x, y, r] of [
    [1180, 620, 54],
    [1320, 700, 40],
    [1050, 760, 30],
  ]) {
    parts.push(circle(x, y, r, { fill: C.purple }));
    parts.push(circle(x, y, r * 0.68, { fill: "none", stroke: C.purpleLight, "stroke-width": 5 }));
  }
  parts.push(pathEl(upArrow(1400, 420, 170, 22), { fill: C.purpleLight, opacity: 0.9 }));
  return svgDoc(AW, AH, parts.join(""), { defs });
}

function caseSmartFactory() {
  const bd = darkBackdrop(AW, AH, { glowA: [0.7, 0.3], glowB: [0.2, 0.7] });
  const defs = bd.defs + glowFilter("glow", 6);
  const parts = [bd.body];

  // Gears (interlocking, upper left).
  parts.push(pathEl(gearPath(380, 320, 170, 140, 16, 52), { fill: C.gray700, "fill-rule": "evenodd" }));
  parts.push(pathEl(gearPath(612, 210, 108, 86, 11, 32), { fill: C.purple, "fill-rule": "evenodd" }));
  parts.push(pathEl(gearPath(620, 440, 80, 62, 9, 24), { fill: C.lime, "fill-rule": "evenodd" }));

  // Conveyor belt with boxes.
  const beltY = 700;
  parts.push(rect(100, beltY, 1400, 56, { rx: 28, fill: C.gray800, stroke: C.gray700, "stroke-width": 4 }));
  const rollers = [];
  for (let x = 140; x <= 1460; x += 80) rollers.push(circle(x, beltY + 28, 16));
  parts.push(g({ fill: C.gray700 }, rollers));
  parts.push(rect(200, beltY + 56, 20, 120, { fill: C.gray800 }));
  parts.push(rect(1380, beltY + 56, 20, 120, { fill: C.gray800 }));
  [
    [300, C.purpleLight],
    [560, C.lime],
    [820, C.purpleLight],
    [1080, C.lime],
    [1310, C.gray700],
  ].forEach(([x, col]) => {
    parts.push(
      isoCube(
        x,
        beltY - 30,
        62,
        64,
        col === C.lime ? [C.limeLight, C.lime, C.limeDark] : col === C.gray700 ? [C.gray700, C.gray800, "#161e2e"] : [C.purpleLight, C.purple, C.purpleDark],
      ),
    );
  });

  // Sensor nodes with signal arcs, linked into a mesh.
  const sensors = [
    [900, 240],
    [1130, 160],
    [1330, 290],
    [1110, 420],
    [870, 520],
  ];
  const mesh = [];
  for (let i = 0; i < sensors.length; i++) mesh.push(line(...sensors[i], ...sensors[(i + 1) % sensors.length]));
  mesh.push(line(...sensors[0], ...sensors[3]));
  mesh.push(line(...sensors[4], 820, beltY - 100));
  mesh.push(line(...sensors[3], 1080, beltY - 100));
  parts.push(g({ stroke: C.purpleLight, "stroke-width": 2.5, "stroke-dasharray": "8 8", opacity: 0.7 }, mesh));
  sensors.forEach(([x, y], i) => {
    const col = i % 2 ? C.lime : C.purpleLight;
    for (let k = 1; k <= 2; k++) {
      const r = 24 + k * 18;
      parts.push(
        pathEl(`M${n(x - r * 0.7)} ${n(y - r * 0.7)}A${r} ${r} 0 0 1 ${n(x + r * 0.7)} ${n(y - r * 0.7)}`, {
          fill: "none",
          stroke: col,
          "stroke-width": 5,
          "stroke-linecap": "round",
          opacity: 1 - k * 0.3,
        }),
      );
    }
    parts.push(circle(x, y, 22, { fill: C.ink, stroke: col, "stroke-width": 6, filter: "url(#glow)" }));
    parts.push(circle(x, y, 8, { fill: col }));
  });
  return svgDoc(AW, AH, parts.join(""), { defs });
}

/* ------------------------------------------------------------------------ */
/* Illustrated portraits                                                     */
/* ------------------------------------------------------------------------ */

/** Darken (amt < 0) or lighten (amt > 0) a hex colour by mixing with black/white. */
function shade(hex, amt) {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => Math.round(amt < 0 ? c * (1 + amt) : c + (255 - c) * amt));
  return `#${ch.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Faceless head-and-shoulders portrait in an 800x800 design space.
 * p: { skin, hair, hairStyle, top, collar, shirt, bg: [a, b], accent, motif, glasses, beard, earring }
 */
function portrait(p, size) {
  const [hx, hy, rx, ry] = [400, 360, 106, 132];
  const defs =
    linearGradient("pbg", [
      [0, p.bg[0]],
      [1, p.bg[1]],
    ]) + el("clipPath", { id: "face" }, el("ellipse", { cx: hx, cy: hy, rx, ry }));
  const parts = [rect(0, 0, 800, 800, { fill: "url(#pbg)" })];

  // Background motif, distinct per person.
  if (p.motif === "rings") {
    for (let i = 1; i <= 5; i++) parts.push(circle(620, 180, i * 70, { fill: "none", stroke: p.accent, "stroke-width": 6, opacity: 0.5 - i * 0.07 }));
  } else if (p.motif === "dots") {
    parts.push(dotGrid(40, 40, 800, 800, 48, 5, { fill: p.accent, opacity: 0.35 }, (x, y) => x + y < 700 || x - y > 350));
  } else if (p.motif === "arc") {
    parts.push(circle(400, 400, 330, { fill: p.accent, opacity: 0.35 }));
  } else if (p.motif === "blocks") {
    parts.push(rect(470, 70, 260, 260, { rx: 48, fill: p.accent, opacity: 0.45 }));
    parts.push(rect(60, 420, 200, 200, { rx: 40, fill: p.accent, opacity: 0.25 }));
  } else if (p.motif === "diagonal") {
    const stripes = [];
    for (let i = -8; i < 12; i++) stripes.push(line(i * 90, 800, i * 90 + 800, 0));
    parts.push(g({ stroke: p.accent, "stroke-width": 18, opacity: 0.18 }, stripes));
  } else if (p.motif === "sun") {
    parts.push(circle(560, 260, 230, { fill: p.accent, opacity: 0.4 }));
    parts.push(circle(180, 640, 90, { fill: p.accent, opacity: 0.25 }));
  } else if (p.motif === "waves") {
    for (let i = 0; i < 6; i++) {
      const y = 120 + i * 70;
      parts.push(pathEl(`M0 ${y}Q200 ${y - 60} 400 ${y}T800 ${y}`, { fill: "none", stroke: p.accent, "stroke-width": 10, opacity: 0.3 }));
    }
  }

  const skinShadow = shade(p.skin, -0.18);
  const hairDark = shade(p.hair, -0.25);

  // Hair (or headscarf) behind the head and shoulders.
  if (p.hairStyle === "long") {
    parts.push(
      pathEl(
        `M${hx - 150} ${hy - 40}Q${hx - 160} ${hy - 190} ${hx} ${hy - 180}Q${hx + 160} ${hy - 190} ${hx + 150} ${hy - 40}L${hx + 170} ${hy + 240}Q${hx} ${hy + 280} ${hx - 170} ${hy + 240}Z`,
        { fill: p.hair },
      ),
    );
  } else if (p.hairStyle === "wavy") {
    // Crown arc over the head, then wavy sides down to the shoulders.
    const crown = Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI * (1.05 + (i / 6) * 0.9);
      return [hx + 150 * Math.cos(a), hy - 40 + 150 * Math.sin(a)];
    });
    const side = Array.from({ length: 7 }, (_, i) => [hx + 158 + (i % 2 ? 16 : -6), hy - 10 + i * 40]);
    const left = side.map(([x, y]) => [2 * hx - x, y]).reverse();
    parts.push(pathEl(smoothPath([...crown, ...side, [hx, hy + 250], ...left], true), { fill: p.hair }));
  } else if (p.hairStyle === "scarf") {
    parts.push(
      pathEl(
        `M${hx - 145} ${hy}Q${hx - 155} ${hy - 195} ${hx} ${hy - 190}Q${hx + 155} ${hy - 195} ${hx + 145} ${hy}L${hx + 200} ${hy + 230}Q${hx} ${hy + 300} ${hx - 200} ${hy + 230}Z`,
        { fill: p.hair },
      ),
    );
  }

  // Neck, shoulders and clothing.
  parts.push(rect(hx - 46, hy + 80, 92, 140, { rx: 30, fill: skinShadow }));
  parts.push(pathEl("M50 800C50 630 185 548 400 538C615 548 750 630 750 800Z", { fill: p.top }));
  if (p.collar === "blazer") {
    parts.push(pathEl("M336 545L400 690L464 545L436 540L400 612L364 540Z", { fill: p.shirt ?? C.white }));
    parts.push(pathEl("M304 558L400 800L336 800L252 596Z", { fill: shade(p.top, -0.2) }));
    parts.push(pathEl("M496 558L400 800L464 800L548 596Z", { fill: shade(p.top, -0.2) }));
  } else if (p.collar === "vneck") {
    parts.push(pathEl("M352 541L400 630L448 541Z", { fill: skinShadow }));
  } else if (p.collar === "crew") {
    parts.push(pathEl("M344 545Q400 590 456 545", { fill: "none", stroke: shade(p.top, -0.25), "stroke-width": 14, "stroke-linecap": "round" }));
  } else if (p.collar === "scarf") {
    // Scarf drape covering the neck and falling over the shoulders.
    parts.push(pathEl(`M${hx - 132} ${hy + 40}H${hx + 132}L${hx + 210} ${hy + 250}Q${hx} ${hy + 340} ${hx - 210} ${hy + 250}Z`, { fill: p.hair }));
  }

  // Scarf frame around the face (drawn before the face).
  if (p.hairStyle === "scarf") {
    parts.push(el("ellipse", { cx: hx, cy: hy + 4, rx: rx + 30, ry: ry + 30, fill: hairDark }));
  } else {
    parts.push(el("ellipse", { cx: hx - rx + 2, cy: hy + 10, rx: 20, ry: 30, fill: skinShadow }));
    parts.push(el("ellipse", { cx: hx + rx - 2, cy: hy + 10, rx: 20, ry: 30, fill: skinShadow }));
  }

  // Head with a soft side shadow.
  parts.push(el("ellipse", { cx: hx, cy: hy, rx, ry, fill: p.skin }));
  parts.push(g({ "clip-path": "url(#face)" }, el("ellipse", { cx: hx + 150, cy: hy + 20, rx: 110, ry: 170, fill: skinShadow, opacity: 0.35 })));

  // Hair on top of the head.
  if (p.hairStyle === "short") {
    parts.push(
      pathEl(
        `M${hx - rx - 6} ${hy - 4}C${hx - rx - 16} ${hy - ry - 70} ${hx + rx + 16} ${hy - ry - 70} ${hx + rx + 6} ${hy - 4}L${hx + rx - 8} ${hy - 50}C${hx + 50} ${hy - 100} ${hx - 40} ${hy - 110} ${hx - rx + 8} ${hy - 50}Z`,
        { fill: p.hair },
      ),
    );
  } else if (p.hairStyle === "curly") {
    const curls = [];
    for (let i = 0; i < 13; i++) {
      const a = Math.PI * (1.02 + (i / 12) * 0.96);
      curls.push(circle(hx + (rx + 8) * Math.cos(a), hy - 30 + (ry + 4) * Math.sin(a) * 0.95, 42));
    }
    curls.push(el("ellipse", { cx: hx, cy: hy - 120, rx: 100, ry: 60 }));
    parts.push(g({ fill: p.hair }, curls));
  } else if (p.hairStyle === "bun") {
    parts.push(circle(hx + 10, hy - ry - 40, 62, { fill: p.hair }));
    parts.push(
      pathEl(
        `M${hx - rx - 4} ${hy + 10}C${hx - rx - 12} ${hy - ry - 50} ${hx + rx + 12} ${hy - ry - 50} ${hx + rx + 4} ${hy + 10}Q${hx + 40} ${hy - 120} ${hx - rx + 4} ${hy - 30}Z`,
        { fill: p.hair },
      ),
    );
  } else if (p.hairStyle === "long" || p.hairStyle === "wavy") {
    // Side-swept fringe: one smooth hairline from the right temple to the left.
    parts.push(
      pathEl(
        `M${hx - rx - 10} ${hy + 30}C${hx - rx - 20} ${hy - ry - 60} ${hx + rx + 20} ${hy - ry - 60} ${hx + rx + 10} ${hy + 30}C${hx + rx - 10} ${hy - 60} ${hx + 20} ${hy - 150} ${hx - rx + 6} ${hy - 20}Q${hx - rx - 4} ${hy + 10} ${hx - rx - 10} ${hy + 30}Z`,
        { fill: p.hair },
      ),
    );
  } else if (p.hairStyle === "scarf") {
    // Scarf edge across the forehead.
    parts.push(g({ "clip-path": "url(#face)" }, el("ellipse", { cx: hx, cy: hy - ry - 20, rx: rx + 30, ry: 100, fill: p.hair })));
  }

  if (p.beard) {
    // Short boxed beard along the jaw line.
    parts.push(
      pathEl(
        `M${hx - rx + 1} ${hy + 20}Q${hx - rx + 14} ${hy + ry + 16} ${hx} ${hy + ry + 10}Q${hx + rx - 14} ${hy + ry + 16} ${hx + rx - 1} ${hy + 20}L${hx + rx - 16} ${hy + 30}Q${hx + rx - 30} ${hy + 100} ${hx} ${hy + 98}Q${hx - rx + 30} ${hy + 100} ${hx - rx + 16} ${hy + 30}Z`,
        { fill: p.beard },
      ),
    );
  }
  if (p.glasses) {
    const gl = { fill: "none", stroke: p.glasses, "stroke-width": 9 };
    parts.push(rect(hx - 88, hy - 10, 70, 50, { rx: 20, ...gl }));
    parts.push(rect(hx + 18, hy - 10, 70, 50, { rx: 20, ...gl }));
    parts.push(line(hx - 18, hy + 8, hx + 18, hy + 8, { stroke: p.glasses, "stroke-width": 8 }));
  }
  if (p.earring) parts.push(circle(hx - rx + 2, hy + 48, 10, { fill: p.earring }));

  return svgDoc(size, size, parts.join(""), { viewBox: "0 0 800 800", defs });
}

const PEOPLE = {
  team: {
    "layla-haddad": {
      skin: "#c99a78",
      hair: "#2a1b16",
      hairStyle: "long",
      top: C.purple,
      collar: "blazer",
      shirt: "#ede9fe",
      bg: ["#1f2937", "#111827"],
      accent: C.lime,
      motif: "rings",
      earring: C.limeLight,
    },
    "omar-siddiqui": {
      skin: "#a8764f",
      hair: "#1c1410",
      hairStyle: "short",
      top: C.gray700,
      collar: "blazer",
      shirt: C.limeLight,
      bg: ["#4d7c0f", "#365314"],
      accent: C.limeLight,
      motif: "dots",
      beard: "#1c1410",
    },
    "priya-raman": {
      skin: "#8d5a3b",
      hair: "#120c0a",
      hairStyle: "bun",
      top: C.lime,
      collar: "vneck",
      bg: ["#5b21b6", "#3b1574"],
      accent: C.purpleLight,
      motif: "arc",
      glasses: "#0b0f19",
    },
    "sofia-marchetti": {
      skin: "#e8c0a0",
      hair: "#6b3e26",
      hairStyle: "wavy",
      top: "#0f766e",
      collar: "crew",
      bg: ["#e2e8f0", "#cbd5e1"],
      accent: C.purple,
      motif: "blocks",
    },
  },
  testimonials: {
    "khalid-al-mansoori": {
      skin: "#c48f66",
      hair: "#5b6270",
      hairStyle: "short",
      top: "#f1f5f9",
      collar: "crew",
      bg: ["#3b1574", "#1f2937"],
      accent: C.lime,
      motif: "diagonal",
      beard: "#7b828f",
    },
    "rania-farouk": {
      skin: "#d1a07e",
      hair: C.purpleDark,
      hairStyle: "scarf",
      top: "#1f2937",
      collar: "scarf",
      bg: ["#ecfccb", "#d9f99d"],
      accent: C.lime,
      motif: "sun",
    },
    "james-whitfield": {
      skin: "#f0c9a8",
      hair: "#a16f3a",
      hairStyle: "curly",
      top: "#1e3a8a",
      collar: "blazer",
      shirt: "#f8fafc",
      bg: ["#111827", "#0b0f19"],
      accent: C.purpleLight,
      motif: "waves",
      glasses: "#374151",
    },
  },
};

/* ------------------------------------------------------------------------ */
/* Hero scene (poster + animated video frames)                               */
/* ------------------------------------------------------------------------ */

const HERO_W = 1920;
const HERO_H = 1080;
const LOOP_SECONDS = 6;

/** Static parameters for the hero scene, generated once from the PRNG. */
const heroModel = (() => {
  const rng = makeRng("hero");
  // Drawn in order: deep purple at the back, lime on top.
  const ribbons = [
    { y: 720, amp: 120, k: 0.0041, phase: 4.0, lines: 16, spread: 3.0, color: C.purple, width: 1.5, opacity: 0.6 },
    { y: 470, amp: 190, k: 0.0024, phase: 2.1, lines: 22, spread: 4.2, color: C.purpleLight, width: 1.5, opacity: 0.6 },
    { y: 560, amp: 150, k: 0.0032, phase: 0.4, lines: 24, spread: 3.4, color: C.lime, width: 1.8, opacity: 0.9 },
  ];
  const nodes = scatter(rng, 30, [980, 90, 1860, 990], 110).map(([x, y]) => ({
    x,
    y,
    ax: rng.range(8, 22),
    ay: rng.range(6, 18),
    fx: rng.chance(0.5) ? 1 : -1,
    fy: rng.chance(0.5) ? 1 : -1,
    px: rng.range(0, TAU),
    py: rng.range(0, TAU),
    r: rng.chance(0.2) ? rng.range(4.5, 6.5) : rng.range(2, 3.6),
    color: rng.chance(0.6) ? C.limeLight : C.purpleLight,
  }));
  return { ribbons, nodes };
})();

/**
 * Hero scene at loop phase u in [0, 1). Everything moves with integer
 * frequencies of u, so u = 0 and u = 1 produce the same picture.
 */
function heroScene(u, outW, outH) {
  const W = HERO_W;
  const H = HERO_H;
  const w = TAU * u;
  const defs =
    linearGradient(
      "hbg",
      [
        [0, C.ink],
        [1, C.gray900],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.4 },
    ) +
    glowBlob("hga", C.purple, 0.5) +
    glowBlob("hgb", C.lime, 0.22) +
    linearGradient(
      "fadeL",
      [
        [0, C.ink, 0.92],
        [0.5, C.ink, 0.6],
        [1, C.ink, 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    heroModel.ribbons
      .map((rb, i) =>
        linearGradient(
          `rib${i}`,
          [
            [0, rb.color, 0],
            [0.45, rb.color, rb.opacity * 0.6],
            [1, rb.color, rb.opacity],
          ],
          { x1: 640, y1: 0, x2: 1900, y2: 0, user: true },
        ),
      )
      .join("") +
    glowFilter("hglow", 6) +
    glowFilter("rglow", 3);

  const parts = [
    rect(0, 0, W, H, { fill: "url(#hbg)" }),
    circle(1450 + 40 * Math.cos(w), 330 + 30 * Math.sin(w), 760, { fill: "url(#hga)" }),
    circle(1660 - 30 * Math.sin(w), 900 + 25 * Math.cos(w), 560, { fill: "url(#hgb)" }),
    dotGrid(24, 24, W, H, 48, 1.5, { fill: C.white, opacity: 0.05 }),
  ];

  // Flowing ribbons: families of near-parallel sine curves that breathe.
  heroModel.ribbons.forEach((rb, i) => {
    const curves = [];
    for (let j = 0; j < rb.lines; j++) {
      const pts = [];
      for (let x = 400; x <= W + 40; x += 60) {
        // Small, slow, loop-periodic perturbations keep the motion calm.
        const twist = Math.sin(x * 0.0022 + w + i * 1.7);
        const y =
          rb.y +
          rb.amp * Math.sin(rb.k * x + rb.phase + 0.16 * Math.sin(w + i)) +
          (j - rb.lines / 2) * rb.spread * (1.4 + 0.5 * twist) +
          10 * Math.sin(w + x * 0.004 + i);
        pts.push([x, y]);
      }
      curves.push(pathEl(smoothPath(pts)));
    }
    parts.push(g({ fill: "none", stroke: `url(#rib${i})`, "stroke-width": rb.width, filter: "url(#rglow)" }, curves));
  });

  // Drifting network nodes with distance-faded links.
  const pos = heroModel.nodes.map((nd) => [nd.x + nd.ax * Math.sin(nd.fx * w + nd.px), nd.y + nd.ay * Math.sin(nd.fy * w + nd.py)]);
  const linkEls = proximityLinks(pos, 240).map(([i, j, d]) => line(...pos[i], ...pos[j], { "stroke-opacity": (0.4 * (1 - d / 240)).toFixed(3) }));
  parts.push(g({ stroke: C.purpleLight, "stroke-width": 1.3 }, linkEls));
  parts.push(
    g(
      { filter: "url(#hglow)" },
      heroModel.nodes.map((nd, i) => circle(pos[i][0], pos[i][1], nd.r, { fill: nd.color })),
    ),
  );

  // Keep the left half calm for headline legibility.
  parts.push(rect(0, 0, 1300, H, { fill: "url(#fadeL)" }));
  return svgDoc(outW, outH, parts.join(""), { viewBox: `0 0 ${W} ${H}`, defs });
}

/* ------------------------------------------------------------------------ */
/* Brand mark, OG image and page illustrations                               */
/* ------------------------------------------------------------------------ */

/** The wordless brand mark: lime rounded square, dark chevron, purple spark. */
function markShapes() {
  return [
    rect(0, 0, 64, 64, { rx: 15, fill: C.lime }),
    pathEl("M19 51L32 38L45 51", {
      fill: "none",
      stroke: C.ink,
      "stroke-width": 7,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    pathEl("M32 8Q33.8 15.2 41 17Q33.8 18.8 32 26Q30.2 18.8 23 17Q30.2 15.2 32 8Z", { fill: C.purpleDark }),
  ].join("");
}

function logoSvg() {
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Logo">' + markShapes() + "</svg>\n";
}

/** Square app icon: mark centred on dark background, occupying `fraction` of the side. */
function appIconSvg(size, fraction) {
  const s = 64 / fraction;
  const off = (s - 64) / 2;
  return svgDoc(size, size, rect(-off, -off, s, s, { fill: C.ink }) + markShapes(), {
    viewBox: `${n(-off)} ${n(-off)} ${n(s)} ${n(s)}`,
  });
}

function ogDefault() {
  const W = 1200;
  const H = 630;
  const rng = makeRng("og");
  const defs = glowFilter("glow", 6) + glowBlob("oga", C.purple, 0.5) + glowBlob("ogb", C.lime, 0.3);
  const parts = [rect(0, 0, W, H, { fill: C.ink }), circle(900, 200, 520, { fill: "url(#oga)" }), circle(200, 620, 380, { fill: "url(#ogb)" })];
  parts.push(dotGrid(20, 20, W, H, 40, 1.6, { fill: C.gray700 }));
  // Concentric arcs around the mark.
  for (let i = 1; i <= 6; i++) {
    parts.push(
      circle(600, 315, 120 + i * 55, {
        fill: "none",
        stroke: i % 2 ? C.purpleLight : C.lime,
        "stroke-width": 2.5,
        opacity: 0.55 - i * 0.07,
        "stroke-dasharray": i % 2 ? undefined : "4 10",
      }),
    );
  }
  // Orbiting nodes.
  for (let i = 0; i < 14; i++) {
    const ring = rng.int(1, 6);
    const a = rng.range(0, TAU);
    const r = 120 + ring * 55;
    parts.push(
      circle(600 + r * Math.cos(a), 315 + r * Math.sin(a), rng.pick([4, 6, 9]), { fill: rng.chance(0.5) ? C.limeLight : C.purpleLight, filter: "url(#glow)" }),
    );
  }
  parts.push(g({ transform: "translate(520 235) scale(2.5)", filter: "url(#glow)" }, markShapes()));
  return svgDoc(W, H, parts.join(""), { defs });
}

function aboutStory() {
  const W = 1600;
  const H = 1000;
  const amber = "#f59e0b";
  const cream = "#fdf6ec";
  const defs =
    linearGradient("abg", [
      [0, cream],
      [1, "#f6efff"],
    ]) +
    glowBlob("warm", amber, 0.28) +
    glowBlob("lilac", C.purpleLight, 0.3);
  const parts = [
    rect(0, 0, W, H, { fill: "url(#abg)" }),
    circle(420, 260, 620, { fill: "url(#warm)" }),
    circle(1300, 760, 560, { fill: "url(#lilac)" }),
    dotGrid(30, 30, W, H, 44, 3, { fill: C.purpleDark, opacity: 0.07 }),
  ];
  // Shapes are opaque and outlined in the background colour, so overlaps
  // read as a friendly "sticker" stack instead of muddy transparency.
  const sticker = { stroke: cream, "stroke-width": 10, "stroke-linejoin": "round" };

  // Shared board of ideas: overlapping rounded cards, slightly rotated.
  const cards = [
    [640, 330, 300, 220, -8, "#fde68a"],
    [820, 300, 320, 240, 5, C.purpleLight],
    [980, 360, 260, 200, -4, C.limeLight],
  ];
  for (const [x, y, w, h, rot, col] of cards) {
    parts.push(rect(x - w / 2, y - h / 2, w, h, { rx: 36, fill: col, ...sticker, transform: `rotate(${rot} ${x} ${y})` }));
  }
  // Little content marks on the cards.
  parts.push(rect(740, 250, 150, 18, { rx: 9, fill: C.purpleDark, opacity: 0.55, transform: "rotate(5 820 300)" }));
  parts.push(rect(740, 284, 100, 18, { rx: 9, fill: C.purpleDark, opacity: 0.35, transform: "rotate(5 820 300)" }));
  parts.push(circle(985, 345, 38, { fill: C.limeDark, opacity: 0.8 }));
  parts.push(pathEl("M968 347l12 12l22 -26", { fill: "none", stroke: C.limeLight, "stroke-width": 9, "stroke-linecap": "round", "stroke-linejoin": "round" }));

  // People gathered around the board: head circles over rounded bodies.
  const people = [
    [440, 770, 0.8, C.purple],
    [622, 715, 0.9, amber],
    [805, 730, 0.95, C.lime],
    [988, 715, 0.88, C.purpleDark],
    [1165, 770, 0.8, "#fb923c"],
  ];
  for (const [x, y, s, col] of people) {
    parts.push(rect(x - 105 * s, y - 40 * s, 210 * s, 400 * s, { rx: 105 * s, fill: col, ...sticker }));
    parts.push(circle(x, y - 120 * s, 66 * s, { fill: col, ...sticker }));
  }
  // A warm connecting arc between the group.
  parts.push(
    pathEl("M400 600Q805 470 1210 600", {
      fill: "none",
      stroke: amber,
      "stroke-width": 6,
      "stroke-dasharray": "2 18",
      "stroke-linecap": "round",
    }),
  );
  return svgDoc(W, H, parts.join(""), { defs });
}

function careers() {
  const W = 1600;
  const H = 1000;
  const defs =
    linearGradient(
      "cbg",
      [
        [0, C.purpleDark],
        [1, C.ink],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ) +
    glowBlob("cgl", C.lime, 0.3) +
    glowFilter("glow", 8);
  const parts = [rect(0, 0, W, H, { fill: "url(#cbg)" }), circle(1250, 250, 600, { fill: "url(#cgl)" })];
  parts.push(dotGrid(20, 20, W, H, 40, 1.6, { fill: C.white, opacity: 0.07 }));

  // Rising steps: people on the first five, a sprout growing from the last.
  const steps = 6;
  let top = [0, 0];
  for (let i = 0; i < steps; i++) {
    const x = 160 + i * 210;
    const h = 140 + i * 95;
    const last = i === steps - 1;
    parts.push(rect(x, 900 - h, 180, h + 40, { rx: 24, fill: last ? C.lime : i % 2 ? C.purple : "#4c1d95" }));
    if (last) {
      top = [x + 90, 900 - h];
      continue;
    }
    const [px, py] = [x + 90, 900 - h - 20];
    const pc = i % 2 ? C.limeLight : C.purpleLight;
    parts.push(circle(px, py - 92, 30, { fill: pc }));
    parts.push(pathEl(`M${px - 48} ${py}a48 52 0 0 1 96 0z`, { fill: pc }));
  }
  // Growth curve and sprout.
  const curve = Array.from({ length: 7 }, (_, i) => [120 + i * 225, 620 - i * 85 - i * i * 6]);
  parts.push(pathEl(smoothPath(curve), { fill: "none", stroke: C.limeLight, "stroke-width": 6, "stroke-dasharray": "2 16", "stroke-linecap": "round" }));
  const [tx, ty] = [top[0], top[1] - 130];
  parts.push(pathEl(`M${tx} ${ty + 120}V${ty}`, { stroke: C.lime, "stroke-width": 10, "stroke-linecap": "round" }));
  parts.push(
    pathEl(`M${tx} ${ty + 40}C${tx - 80} ${ty + 30} ${tx - 90} ${ty - 40} ${tx - 80} ${ty - 60}C${tx - 20} ${ty - 50} ${tx} ${ty} ${tx} ${ty + 40}Z`, {
      fill: C.lime,
      filter: "url(#glow)",
    }),
  );
  parts.push(
    pathEl(`M${tx} ${ty + 20}C${tx + 70} ${ty + 10} ${tx + 90} ${ty - 60} ${tx + 70} ${ty - 90}C${tx + 20} ${ty - 70} ${tx} ${ty - 20} ${tx} ${ty + 20}Z`, {
      fill: C.limeLight,
      filter: "url(#glow)",
    }),
  );
  return svgDoc(W, H, parts.join(""), { defs });
}

/* ------------------------------------------------------------------------ */
/* Writers                                                                   */
/* ------------------------------------------------------------------------ */

const report = [];
const ONLY = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
/** Whether an output path is selected by the optional --only filter. */
const wanted = (rel) => !ONLY || rel.includes(ONLY);

function out(rel) {
  const abs = path.join(ROOT, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  return abs;
}

async function record(rel, maxBytes) {
  const abs = path.join(ROOT, rel);
  const { size } = statSync(abs);
  let dims = "";
  if (!rel.endsWith(".mp4") && !rel.endsWith(".webm")) {
    const meta = await sharp(abs).metadata();
    dims = `${meta.width}x${meta.height}`;
  }
  const over = maxBytes && size > maxBytes;
  report.push({ file: rel, dims, bytes: size, over });
  if (over) console.warn(`WARNING: ${rel} is ${size} bytes (limit ${maxBytes})`);
}

async function writePng(rel, svg, maxBytes, { palette = true } = {}) {
  if (!wanted(rel)) return;
  const opts = palette ? { palette: true, quality: 90, effort: 10, compressionLevel: 9 } : { compressionLevel: 9 };
  await sharp(Buffer.from(svg)).png(opts).toFile(out(rel));
  await record(rel, maxBytes);
}

async function writeJpeg(rel, svg, maxBytes, quality = 82) {
  if (!wanted(rel)) return;
  await sharp(Buffer.from(svg)).flatten({ background: C.ink }).jpeg({ quality, mozjpeg: true }).toFile(out(rel));
  await record(rel, maxBytes);
}

function writeText(rel, text) {
  if (!wanted(rel)) return;
  writeFileSync(out(rel), text);
  report.push({ file: rel, dims: "vector", bytes: Buffer.byteLength(text), over: false });
}

/** Run async tasks with a small concurrency limit. */
async function pool(items, limit, fn) {
  let i = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (i < items.length) {
      const idx = i++;
      await fn(items[idx], idx);
    }
  });
  await Promise.all(workers);
}

/* ------------------------------------------------------------------------ */
/* Video                                                                     */
/* ------------------------------------------------------------------------ */

async function renderHeroVideo() {
  if (!wanted("static/video/hero.mp4")) return;
  const fps = 24;
  const frames = fps * LOOP_SECONDS;
  const [vw, vh] = [1280, 720];
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hero-frames-"));
  try {
    const indices = Array.from({ length: frames }, (_, i) => i);
    await pool(indices, Math.max(2, os.cpus().length), async (i) => {
      const svg = heroScene(i / frames, vw, vh);
      const file = path.join(tmp, `f${String(i).padStart(4, "0")}.png`);
      await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(file);
    });
    const input = ["-y", "-loglevel", "error", "-framerate", String(fps), "-i", path.join(tmp, "f%04d.png")];
    execFileSync("ffmpeg", [
      ...input,
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "23",
      "-tune",
      "animation",
      "-pix_fmt",
      "yuv420p",
      "-g",
      String(frames),
      "-movflags",
      "+faststart",
      out("static/video/hero.mp4"),
    ]);
    execFileSync("ffmpeg", [
      ...input,
      "-an",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "35",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-pix_fmt",
      "yuv420p",
      "-g",
      String(frames),
      // Without bitexact the WebM muxer writes a random segment UID.
      "-fflags",
      "+bitexact",
      out("static/video/hero.webm"),
    ]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  await record("static/video/hero.mp4", 1_000_000);
  await record("static/video/hero.webm", 1_000_000);
}

/* ------------------------------------------------------------------------ */
/* Main                                                                      */
/* ------------------------------------------------------------------------ */

async function main() {
  const started = Date.now();
  sharp.cache(false);

  // Brand mark and icons.
  writeText("static/logo.svg", logoSvg());
  await writePng("static/icons/icon-192.png", appIconSvg(192, 0.62), 50_000, { palette: false });
  await writePng("static/icons/icon-512.png", appIconSvg(512, 0.62), 100_000, { palette: false });
  await writePng("static/icons/apple-touch-icon.png", appIconSvg(180, 0.72), 50_000, { palette: false });
  await writePng("static/favicon-32.png", svgDoc(32, 32, markShapes(), { viewBox: "0 0 64 64" }), 10_000, { palette: false });

  // Service illustrations.
  const services = {
    "digital-transformation": serviceDigitalTransformation,
    marketing: serviceMarketing,
    "tech-consulting": serviceTechConsulting,
    "ai-integration": serviceAiIntegration,
  };
  for (const [slug, fn] of Object.entries(services)) {
    await writePng(`static/images/service-${slug}.png`, fn(), 300_000);
  }

  // Article and case study covers.
  const articles = {
    "ai-readiness-assessment-guide": articleAiReadiness,
    "digital-transformation-roadmap-uae": articleRoadmapUae,
    "social-media-strategy-gcc-2025": articleSocialGcc,
    "cloud-migration-lessons": articleCloudMigration,
    "automating-workflows-with-ai": articleWorkflowAgents,
    "change-management-digital-projects": articleChangeManagement,
  };
  for (const [slug, fn] of Object.entries(articles)) {
    await writeJpeg(`content/images/articles/${slug}.jpg`, fn(), 250_000);
  }
  const cases = {
    "retail-ecommerce-replatform": caseRetail,
    "healthcare-ai-triage": caseHealthcare,
    "fintech-growth-marketing": caseFintech,
    "smart-factory-iot": caseSmartFactory,
  };
  for (const [id, fn] of Object.entries(cases)) {
    await writeJpeg(`content/images/case-studies/${id}.jpg`, fn(), 250_000);
  }

  // Portraits.
  for (const [slug, p] of Object.entries(PEOPLE.team)) {
    await writeJpeg(`content/images/team/${slug}.jpg`, portrait(p, 800), 120_000);
  }
  for (const [slug, p] of Object.entries(PEOPLE.testimonials)) {
    await writeJpeg(`content/images/testimonials/${slug}.jpg`, portrait(p, 400), 60_000);
  }

  // Page illustrations.
  // Full-colour PNG: the soft glows band visibly with a 256-colour palette.
  await writePng("content/images/og-default.png", ogDefault(), 300_000, { palette: false });
  await writeJpeg("content/images/about-story.jpg", aboutStory(), 250_000);
  await writeJpeg("content/images/careers.jpg", careers(), 250_000);

  // Hero poster (frame 0 of the video) and the video itself.
  await writeJpeg("content/images/hero-poster.jpg", heroScene(0, HERO_W, HERO_H), 200_000);
  await renderHeroVideo();

  const total = report.reduce((s, r) => s + r.bytes, 0);
  for (const r of report) console.log(`${r.over ? "!" : " "} ${r.file.padEnd(58)} ${r.dims.padEnd(10)} ${String(r.bytes).padStart(8)} B`);
  console.log(`Total ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (report.some((r) => r.over)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
