// Form destinations from the build's environment, validated before anything is built (applied by build.ts).
import { FORM_NAMES, type FormDestination, type FormName } from "../../src/lib/forms/form-delivery";
import { hostFromEnv } from "../environment";

export const FORM_VARIABLES: Record<FormName, { endpoint: string; processor: string }> = {
  contact: { endpoint: "CONTACT_FORM_ENDPOINT", processor: "CONTACT_FORM_PROCESSOR" },
  newsletter: { endpoint: "NEWSLETTER_FORM_ENDPOINT", processor: "NEWSLETTER_FORM_PROCESSOR" },
};

/** Plain http only to this machine, for a test receiver. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

const EXPECTED = 'expected "netlify", "none" or an https:// URL';

export function parseDestination(
  variables: { endpoint: string; processor: string },
  env: NodeJS.ProcessEnv,
): { destination: FormDestination; problem?: undefined } | { destination?: undefined; problem: string } {
  const raw = (env[variables.endpoint] ?? "").trim();
  const processor = (env[variables.processor] ?? "").trim();
  if (/[{}]/.test(processor))
    return { problem: `${variables.processor}: expected a name for the privacy policy, found ${JSON.stringify(processor)} (no braces)` };
  // Unset: Netlify Forms on Netlify, the simulation elsewhere.
  const value = raw === "" ? (hostFromEnv(env) === "netlify" ? "netlify" : "none") : raw;
  if (value === "none") return { destination: { kind: "none" } };
  if (value === "netlify") return { destination: { kind: "netlify", processor: processor || "Netlify" } };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${variables.endpoint}: ${EXPECTED}, found ${JSON.stringify(value)}` };
  }
  const local = LOCAL_HOSTS.has(url.hostname.replace(/^\[|\]$/g, ""));
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local))
    return {
      problem: `${variables.endpoint}: ${EXPECTED}, found ${JSON.stringify(value)} (${url.protocol === "http:" ? "plain http is allowed only for http://127.0.0.1 and http://localhost, for local tests" : `the scheme ${url.protocol} cannot receive a form`})`,
    };
  // The URL is written into every page; a secret in it would be public.
  if (url.username || url.password)
    return { problem: `${variables.endpoint}: expected a URL without a user name or password, found one in ${url.protocol}//…@${url.host}` };
  if (url.hash) return { problem: `${variables.endpoint}: expected a URL without a #fragment, found ${JSON.stringify(url.hash)}` };
  return { destination: { kind: "endpoint", url: url.href, processor: processor || url.hostname } };
}

export type FormDestinations = Record<FormName, FormDestination>;

export function resolveFormDestinations(env: NodeJS.ProcessEnv): { forms: FormDestinations; problems: string[] } {
  const problems: string[] = [];
  const forms = Object.fromEntries(
    FORM_NAMES.map((form) => {
      const parsed = parseDestination(FORM_VARIABLES[form], env);
      if (parsed.problem !== undefined) problems.push(parsed.problem);
      return [form, parsed.destination ?? { kind: "none" }];
    }),
  ) as FormDestinations;
  return { forms, problems };
}

/** For form-action and connect-src: each endpoint's, nothing broader. Netlify posts to 'self'. */
export function formOrigins(forms: FormDestinations): string[] {
  const origins = FORM_NAMES.map((form) => forms[form]).flatMap((d) => (d.kind === "endpoint" ? [new URL(d.url).origin] : []));
  return [...new Set(origins)].sort();
}

const simulatedForms = (forms: FormDestinations): FormName[] => FORM_NAMES.filter((form) => forms[form].kind === "none");

export function simulationWarning(forms: FormDestinations): string | undefined {
  const simulated = simulatedForms(forms);
  if (simulated.length === 0) return undefined;
  const names = simulated.map((form) => FORM_VARIABLES[form].endpoint);
  return `forms: the ${simulated.join(" and ")} form${simulated.length > 1 ? "s" : ""} only simulate${simulated.length > 1 ? "" : "s"} a send: what visitors type is not delivered anywhere. Set ${names.join(" and ")} to "netlify" or to an https:// URL that accepts a POST (README.md, "Environment variables").`;
}
