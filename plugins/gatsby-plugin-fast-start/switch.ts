// FAST_START=off (or off:<step>,<step>) switches off the plugin's speed work, which is all that reads this switch:
// the build then starts, hydrates and loads scripts and images as Gatsby does, for bisecting an upgrade and for
// `npm run bench -- --without <step>`. The corrections (README.md) stay on: they make pages right, not fast.
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
