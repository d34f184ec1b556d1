/** @jest-environment node */
import { formOrigins, parseDestination, resolveFormDestinations, simulationWarning, FORM_VARIABLES } from "../../../gatsby/forms/destinations";

const contact = (endpoint: string | undefined, extra: NodeJS.ProcessEnv = {}) =>
  parseDestination(FORM_VARIABLES.contact, { CONTACT_FORM_ENDPOINT: endpoint, ...extra });
const NONE = { kind: "none" };
const NETLIFY = { kind: "netlify", processor: "Netlify" };
const endpoint = (url: string, processor = new URL(url).hostname) => ({ kind: "endpoint", url, processor });
const FORMSPREE = "https://formspree.io/f/abcd";

describe("a form's destination (parseDestination)", () => {
  it.each([
    ["the simulation when unset, off Netlify", undefined, {}, NONE],
    ["the simulation when empty", "  ", {}, NONE],
    ["Netlify, named so in the privacy policy, by default when the build runs on Netlify", undefined, { NETLIFY: "true" }, NETLIFY],
    ["the simulation on Netlify too, when asked for", "none", { NETLIFY: "true" }, NONE],
    ["Netlify when asked for, anywhere", "netlify", {}, NETLIFY],
    ["an https endpoint, processed by its host name", FORMSPREE, {}, endpoint(FORMSPREE)],
    ["an https endpoint, processed by the processor named", FORMSPREE, { CONTACT_FORM_PROCESSOR: "Formspree" }, endpoint(FORMSPREE, "Formspree")],
    ["an endpoint keeping its query string (a public form key)", `${FORMSPREE}?key=public`, {}, endpoint(`${FORMSPREE}?key=public`)],
    ["plain http to this machine, for local tests (127.0.0.1)", "http://127.0.0.1:8787/in", {}, endpoint("http://127.0.0.1:8787/in")],
    ["plain http to this machine, for local tests (localhost)", "http://localhost/in", {}, endpoint("http://localhost/in")],
  ])("is %s", (_, value, env, destination) => {
    expect(contact(value, env)).toEqual({ destination });
  });

  it.each([
    ["plain http anywhere else", "http://forms.example.com/in", "plain http is allowed only for http://127.0.0.1 and http://localhost"],
    ["a scheme that cannot receive a form", "javascript:alert(1)", "the scheme javascript: cannot receive a form"],
    ["what is neither a keyword nor a URL", "formspree.io/f/abcd", 'or an https:// URL, found "formspree.io/f/abcd"'],
    ["credentials, without repeating them", "https://user:s3cret@api.example.com/in", "found one in https://…@api.example.com"],
    ["a fragment", "https://api.example.com/in#x", 'without a #fragment, found "#x"'],
  ])("refuses %s, naming the variable and what is allowed", (_, value, why) => {
    const { problem } = contact(value);
    expect(problem).toMatch(/^CONTACT_FORM_ENDPOINT: expected /);
    expect(problem).toContain(why);
    expect(problem).not.toContain("s3cret");
  });

  it("refuses a processor name with braces (it fills a {placeholder})", () => {
    expect(contact("netlify", { CONTACT_FORM_PROCESSOR: "{processor}" }).problem).toMatch(/^CONTACT_FORM_PROCESSOR: expected a name for the privacy policy/);
  });
});

describe("both forms (resolveFormDestinations)", () => {
  it("reads each form's own variables and reports every problem at once", () => {
    const { forms, problems } = resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "http://example.com", NEWSLETTER_FORM_ENDPOINT: "ftp://x" });
    expect(forms).toEqual({ contact: NONE, newsletter: NONE });
    expect(problems).toEqual([expect.stringMatching(/^CONTACT_FORM_ENDPOINT: /), expect.stringMatching(/^NEWSLETTER_FORM_ENDPOINT: /)]);
  });

  it("lets the two forms go to different places", () => {
    const { forms, problems } = resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "https://api.example.com/contact", NEWSLETTER_FORM_ENDPOINT: "netlify" });
    expect(problems).toEqual([]);
    expect(forms).toEqual({ contact: endpoint("https://api.example.com/contact"), newsletter: NETLIFY });
  });
});

it.each([
  [
    "each endpoint's origin, once",
    { CONTACT_FORM_ENDPOINT: "https://api.example.com/contact?key=1", NEWSLETTER_FORM_ENDPOINT: "https://api.example.com/newsletter" },
    ["https://api.example.com"],
  ],
  ["a local receiver's, with its port", { CONTACT_FORM_ENDPOINT: "http://127.0.0.1:8787/in" }, ["http://127.0.0.1:8787"]],
  ["none for Netlify and the simulation", { CONTACT_FORM_ENDPOINT: "netlify" }, []],
])("formOrigins gives the policies %s", (_, env, origins) => {
  expect(formOrigins(resolveFormDestinations(env).forms)).toEqual(origins);
});

it("simulationWarning names the variables of every form that only simulates, and is silent when both deliver", () => {
  expect(simulationWarning(resolveFormDestinations({}).forms)).toContain("CONTACT_FORM_ENDPOINT and NEWSLETTER_FORM_ENDPOINT");
  expect(simulationWarning(resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "netlify" }).forms)).toMatch(
    /the newsletter form only simulates a send.*Set NEWSLETTER_FORM_ENDPOINT to/,
  );
  expect(simulationWarning(resolveFormDestinations({ NETLIFY: "true" }).forms)).toBeUndefined();
});
