/**
 * @jest-environment node
 */
import { formOrigins, parseDestination, resolveFormDestinations, simulationWarning, FORM_VARIABLES } from "../../../gatsby/forms/destinations";

const CONTACT = FORM_VARIABLES.contact;
const contact = (endpoint: string | undefined, extra: NodeJS.ProcessEnv = {}) => parseDestination(CONTACT, { CONTACT_FORM_ENDPOINT: endpoint, ...extra });

describe("a form's destination (parseDestination)", () => {
  it("is the simulation when unset or empty, off Netlify", () => {
    expect(contact(undefined)).toEqual({ destination: { kind: "none" } });
    expect(contact("  ")).toEqual({ destination: { kind: "none" } });
  });

  it("is Netlify Forms by default when the build runs on Netlify (NETLIFY=true), named Netlify in the privacy policy", () => {
    expect(contact(undefined, { NETLIFY: "true" })).toEqual({ destination: { kind: "netlify", processor: "Netlify" } });
  });

  it("can be the simulation on Netlify too, when asked for explicitly", () => {
    expect(contact("none", { NETLIFY: "true" })).toEqual({ destination: { kind: "none" } });
  });

  it("is Netlify when asked for, anywhere", () => {
    expect(contact("netlify")).toEqual({ destination: { kind: "netlify", processor: "Netlify" } });
  });

  it("is an https endpoint, processed by its host name unless the processor is named", () => {
    expect(contact("https://formspree.io/f/abcd")).toEqual({
      destination: { kind: "endpoint", url: "https://formspree.io/f/abcd", processor: "formspree.io" },
    });
    expect(contact("https://formspree.io/f/abcd", { CONTACT_FORM_PROCESSOR: "Formspree" })).toEqual({
      destination: { kind: "endpoint", url: "https://formspree.io/f/abcd", processor: "Formspree" },
    });
  });

  it("keeps a query string, which some providers use for a public form key", () => {
    expect(contact("https://api.example.com/forms?key=public").destination).toMatchObject({ url: "https://api.example.com/forms?key=public" });
  });

  it.each(["http://127.0.0.1:8787/in", "http://localhost:3000/in", "http://localhost/in"])("accepts plain http to this machine for local tests: %s", (url) => {
    expect(contact(url).destination).toMatchObject({ kind: "endpoint", url });
  });

  it("refuses plain http anywhere else, naming the variable and what is allowed", () => {
    expect(contact("http://forms.example.com/in").problem).toBe(
      'CONTACT_FORM_ENDPOINT: expected "netlify", "none" or an https:// URL, found "http://forms.example.com/in" (plain http is allowed only for http://127.0.0.1 and http://localhost, for local tests)',
    );
  });

  it.each(["ftp://example.com/in", "javascript:alert(1)", "mailto:team@example.com"])("refuses a scheme that cannot receive a form: %s", (url) => {
    expect(contact(url).problem).toMatch(
      /^CONTACT_FORM_ENDPOINT: expected "netlify", "none" or an https:\/\/ URL, found .* \(the scheme [a-z]+: cannot receive a form\)$/,
    );
  });

  it.each(["Netlify ", "formspree.io/f/abcd", "yes"])("refuses what is not a keyword or a URL: %p", (value) => {
    expect(contact(value).problem).toMatch(/^CONTACT_FORM_ENDPOINT: expected "netlify", "none" or an https:\/\/ URL, found "/);
  });

  it("refuses credentials in the URL without repeating them", () => {
    const { problem } = contact("https://user:s3cret@api.example.com/in");
    expect(problem).toBe("CONTACT_FORM_ENDPOINT: expected a URL without a user name or password, found one in https://…@api.example.com");
    expect(problem).not.toContain("s3cret");
  });

  it("refuses a processor name with braces (it fills a {placeholder})", () => {
    expect(contact("netlify", { CONTACT_FORM_PROCESSOR: "{processor}" }).problem).toMatch(/^CONTACT_FORM_PROCESSOR: expected a name for the privacy policy/);
  });
});

describe("both forms (resolveFormDestinations)", () => {
  it("reads each form's own variables and reports every problem at once", () => {
    const { forms, problems } = resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "http://example.com", NEWSLETTER_FORM_ENDPOINT: "ftp://x" });
    expect(forms).toEqual({ contact: { kind: "none" }, newsletter: { kind: "none" } });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^CONTACT_FORM_ENDPOINT: /);
    expect(problems[1]).toMatch(/^NEWSLETTER_FORM_ENDPOINT: /);
  });

  it("lets the two forms go to different places", () => {
    const { forms, problems } = resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "https://api.example.com/contact", NEWSLETTER_FORM_ENDPOINT: "netlify" });
    expect(problems).toEqual([]);
    expect(forms.contact.kind).toBe("endpoint");
    expect(forms.newsletter.kind).toBe("netlify");
  });
});

describe("the origins the policies allow (formOrigins)", () => {
  it("are each endpoint's origin, once, and nothing for Netlify or the simulation", () => {
    const { forms } = resolveFormDestinations({
      CONTACT_FORM_ENDPOINT: "https://api.example.com/contact?key=1",
      NEWSLETTER_FORM_ENDPOINT: "https://api.example.com/newsletter",
    });
    expect(formOrigins(forms)).toEqual(["https://api.example.com"]);
    expect(formOrigins(resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "netlify" }).forms)).toEqual([]);
    expect(formOrigins(resolveFormDestinations({}).forms)).toEqual([]);
  });

  it("keep a local receiver's port", () => {
    expect(formOrigins(resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "http://127.0.0.1:8787/in" }).forms)).toEqual(["http://127.0.0.1:8787"]);
  });
});

describe("the build's warning (simulationWarning)", () => {
  it("names the variables of every form that only simulates", () => {
    const warning = simulationWarning(resolveFormDestinations({}).forms)!;
    expect(warning).toContain("CONTACT_FORM_ENDPOINT and NEWSLETTER_FORM_ENDPOINT");
    expect(simulationWarning(resolveFormDestinations({ CONTACT_FORM_ENDPOINT: "netlify" }).forms)).toMatch(
      /the newsletter form only simulates a send.*Set NEWSLETTER_FORM_ENDPOINT to/,
    );
  });

  it("is silent when both forms deliver", () => {
    expect(simulationWarning(resolveFormDestinations({ NETLIFY: "true" }).forms)).toBeUndefined();
  });
});
