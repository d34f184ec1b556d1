import { formMarkup, MIN_FILL_MS, privacyText, type FormDestination } from "../../../src/lib/forms/form-delivery";
import { deliver, deliveryRequest, fieldsToSend, looksLikeBot, SEND_TIMEOUT_MS, usableSince } from "../../../src/lib/forms/form-send";

const NETLIFY: FormDestination = { kind: "netlify", processor: "Netlify" };
const ENDPOINT: FormDestination = { kind: "endpoint", url: "https://api.example.com/in?key=1", processor: "api.example.com" };
const NONE: FormDestination = { kind: "none" };
const TYPED = { name: "Mariam Al Marri", email: "m@x.ae", message: "Hello & welcome = 100%" };
const FIELDS = Object.entries(TYPED);

const SITE = "https://www.tamkeen.ae";
const elapsed = ["_elapsed_ms", ""];

it("formMarkup, the form without JavaScript, unconfigured: posts to the page itself", () => {
  expect(formMarkup("contact", NONE, "en", SITE)).toEqual({ attrs: { method: "post" }, hidden: [] });
});

it("formMarkup for Netlify: what its deploy detects, form-name, and the thank-you page in the page's language as action", () => {
  const attrs = { name: "newsletter", method: "post", action: "/ar/newsletter/thanks/", "data-netlify": "true", "netlify-honeypot": "website" };
  expect(formMarkup("newsletter", NETLIFY, "ar", SITE)).toEqual({ attrs, hidden: [["form-name", "newsletter"], elapsed] });
});

it("formMarkup for an endpoint: posts there, with _next naming the thank-you page by its absolute URL", () => {
  const attrs = { method: "post", action: "https://api.example.com/in?key=1" };
  expect(formMarkup("contact", ENDPOINT, "en", SITE)).toEqual({ attrs, hidden: [["_next", `${SITE}/contact/thanks/`], elapsed] });
});

it("deliveryRequest for Netlify: URL-encoded, to /, with every field", () => {
  const request = deliveryRequest(NETLIFY, [["form-name", "contact"], ...FIELDS])!;
  expect(request.url).toBe("/");
  expect(request.init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  expect(request.init.body).toBe("form-name=contact&name=Mariam+Al+Marri&email=m%40x.ae&message=Hello+%26+welcome+%3D+100%25");
});

// Its URL and its JSON body are tests/unit/components/form-sections.test.tsx's, as each form sends.
it("deliveryRequest for an endpoint: JSON that asks for JSON back, without cookies", () => {
  const { init } = deliveryRequest(ENDPOINT, FIELDS)!;
  expect(init).toMatchObject({ method: "POST", credentials: "omit", headers: { "Content-Type": "application/json", Accept: "application/json" } });
});

describe("deliver", () => {
  afterEach(() => jest.useRealTimers());

  // An answer, accepted or refused, is tests/unit/components/form-sections.test.tsx's, as each form sends it.
  it("fails on a network error: a closed port, a CORS refusal, no connection", async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as unknown as typeof fetch;
    await expect(deliver(ENDPOINT, FIELDS, { fetchImpl })).resolves.toEqual({ ok: false, reason: "network" });
  });

  it("gives up after the timeout, aborting the request", async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    }) as unknown as typeof fetch;
    const outcome = deliver(ENDPOINT, FIELDS, { fetchImpl });
    jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1);
    expect(signal!.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(outcome).resolves.toEqual({ ok: false, reason: "timeout" });
  });

  it("sends nothing for the simulation", async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    await expect(deliver(NONE, FIELDS, { fetchImpl })).resolves.toEqual({ ok: true });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

// A filled honeypot and a send at once are tests/unit/components/form-sections.test.tsx's; here, the edges of the rule.
it.each([
  [null, MIN_FILL_MS.contact - 1, true],
  ["", MIN_FILL_MS.contact, false],
])("looksLikeBot, for a filled honeypot or a send faster than the minimum fill time: honeypot %p after %i ms: %p", (honeypot, elapsed, bot) => {
  expect(looksLikeBot(honeypot, elapsed, MIN_FILL_MS.contact)).toBe(bot);
});

const entry = { name: "https://www.tamkeen.ae/contact/", domInteractive: 420 };

it.each([
  ["the document's parse, for a form that came with the page", 2600, "/contact/", entry, 420],
  ["the mount, after a client-side navigation to another path", 9000, "/insights/", entry, 9000],
  ["the mount, without a navigation entry", 1234, "/contact/", undefined, 1234],
  ["the mount, for an entry not yet interactive", 1234, "/contact/", { ...entry, domInteractive: 0 }, 1234],
])("usableSince is %s", (_, mountedAt, path, documentEntry, since) => {
  expect(usableSince(mountedAt, path, documentEntry)).toBe(since);
});

it("fieldsToSend is every text field as typed, in order, then the elapsed milliseconds (replacing the empty hidden field)", () => {
  const data = new FormData();
  data.set("_elapsed_ms", "");
  data.set("name", "  Mariam ");
  data.set("website", "");
  expect(fieldsToSend(data, 4321.7)).toEqual([
    ["name", "  Mariam "],
    ["website", ""],
    ["_elapsed_ms", "4322"],
  ]);
});

const item = { text: "Simulated.", form: "contact" as const, textWhenSent: "Sent to {processor}, for {processor}." };

it.each([
  ["the simulated text while the term's form sends nothing", item, { contact: NONE, newsletter: NETLIFY }, "Simulated."],
  ["the sent text, naming the endpoint's processor", item, { contact: ENDPOINT, newsletter: NONE }, "Sent to api.example.com, for api.example.com."],
  ["the text of a term about no form", { text: "Cookies." }, { contact: ENDPOINT, newsletter: ENDPOINT }, "Cookies."],
])("privacyText is %s", (_, term, forms, text) => {
  expect(privacyText(term, forms)).toBe(text);
});
