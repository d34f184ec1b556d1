// The plugin's switch, for bisecting an upgrade and for measuring what each step buys
// (`npm run bench -- --without <step>`): FAST_START=off builds the site with Gatsby's own start-up
// path, its own script tags and stylesheet, gatsby-plugin-image's head tags and gatsby-plugin-sharp's
// one-at-a-time image queue; FAST_START=off:<step>,<step> switches off only the steps named. Everything else (content,
// pages, CSP, host rules) is unchanged.
export const FAST_START_ENV = "FAST_START";

/** The steps that can be switched off one at a time. */
const STEPS = ["staged-entry", "image-queue"] as const;
type Step = (typeof STEPS)[number];

/** The steps FAST_START switches off ("all" for off); a value it does not know stops the build. */
function stepsOff(env: NodeJS.ProcessEnv): ReadonlySet<string> {
  const value = env[FAST_START_ENV] ?? "on";
  if (value === "on") return new Set();
  if (value === "off") return new Set(["all"]);
  const named = /^off:(.+)$/.exec(value)?.[1]?.split(",");
  if (!named?.every((s) => (STEPS as readonly string[]).includes(s)))
    throw new Error(`gatsby-plugin-fast-start: ${FAST_START_ENV}="${value}" is not on, off or off:<steps> with steps among ${STEPS.join(", ")}`);
  return new Set(named);
}

/** Whether the plugin does its speed work at all, or, given a step, that step. */
export function fastStartEnabled(env: NodeJS.ProcessEnv = process.env, step?: Step): boolean {
  const off = stepsOff(env);
  return !off.has("all") && !(step && off.has(step));
}
