// FAST_START=off (or off:<step>,<step>) builds with Gatsby's own behaviour, for bisecting an upgrade and for
// `npm run bench -- --without <step>`. Content, pages, CSP and host rules are unchanged.
export const FAST_START_ENV = "FAST_START";

const STEPS = ["staged-entry", "image-queue", "webp-effort"] as const;
type Step = (typeof STEPS)[number];

/** "all" for off; an unknown value stops the build. */
function stepsOff(env: NodeJS.ProcessEnv): ReadonlySet<string> {
  const value = env[FAST_START_ENV] ?? "on";
  if (value === "on") return new Set();
  if (value === "off") return new Set(["all"]);
  const named = /^off:(.+)$/.exec(value)?.[1]?.split(",");
  if (!named?.every((s) => (STEPS as readonly string[]).includes(s)))
    throw new Error(`gatsby-plugin-fast-start: ${FAST_START_ENV}="${value}" is not on, off or off:<steps> with steps among ${STEPS.join(", ")}`);
  return new Set(named);
}

export function fastStartEnabled(env: NodeJS.ProcessEnv = process.env, step?: Step): boolean {
  const off = stepsOff(env);
  return !off.has("all") && !(step && off.has(step));
}
