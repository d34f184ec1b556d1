import {
  FORM_DELIVERY,
  formMarkup,
  mailtoHref,
  MIN_FILL_MS,
  privacyText,
  thanksPath,
  UNCONFIGURED,
  type FormDestination,
} from "../../../src/lib/forms/form-delivery";
import { deliver, deliveryRequest, fieldsToSend, looksLikeBot, SEND_TIMEOUT_MS, usableSince } from "../../../src/lib/forms/form-send";

const NETLIFY: FormDestination = { kind: "netlify", processor: "Netlify" };
const ENDPOINT: FormDestination = { kind: "endpoint", url: "https://api.example.com/in?key=1", processor: "api.example.com" };
const NONE: FormDestination = { kind: "none" };
const FIELDS: [string, string][] = [
  ["name", "Mariam Al Marri"],
  ["email", "m@x.ae"],
  ["message", "Hello & welcome = 100%"],
];

describe("FORM_DELIVERY", () => {
  it("without a build (unit tests) is the simulation for both forms", () => {
    expect(FORM_DELIVERY).toEqual(UNCONFIGURED);
  });
});

describe("thanksPath", () => {
  it("is each form's thank-you page in the page's language, with the trailing slash", () => {
    expect(thanksPath("contact", "en")).toBe("/contact/thanks/");
    expect(thanksPath("contact", "ar")).toBe("/ar/contact/thanks/");
    expect(thanksPath("newsletter", "ar")).toBe("/ar/newsletter/thanks/");
  });
});

describe("formMarkup: the form without JavaScript", () => {
  it("unconfigured: posts to the page itself, as the simulation always has", () => {
    expect(formMarkup("contact", NONE, "en", "https://www.tamkeen.ae")).toEqual({ attrs: { method: "post" }, hidden: [] });
  });

  it("Netlify: what Netlify's deploy detects (name, data-netlify, netlify-honeypot), form-name, and the thank-you page as action", () => {
    expect(formMarkup("newsletter", NETLIFY, "ar", "https://www.tamkeen.ae")).toEqual({
      attrs: { name: "newsletter", method: "post", action: "/ar/newsletter/thanks/", "data-netlify": "true", "netlify-honeypot": "website" },
      hidden: [
        ["form-name", "newsletter"],
        ["_elapsed_ms", ""],
      ],
    });
  });

  it("an endpoint: posts there, with _next naming our thank-you page by its absolute URL", () => {
    expect(formMarkup("contact", ENDPOINT, "en", "https://www.tamkeen.ae")).toEqual({
      attrs: { method: "post", action: "https://api.example.com/in?key=1" },
      hidden: [
        ["_next", "https://www.tamkeen.ae/contact/thanks/"],
        ["_elapsed_ms", ""],
      ],
    });
  });
});

describe("deliveryRequest", () => {
  it("Netlify: URL-encoded, to /, with every field (form-name among them)", () => {
    const request = deliveryRequest(NETLIFY, [["form-name", "contact"], ...FIELDS])!;
    expect(request.url).toBe("/");
    expect(request.init.method).toBe("POST");
    expect(request.init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
    expect(request.init.body).toBe("form-name=contact&name=Mariam+Al+Marri&email=m%40x.ae&message=Hello+%26+welcome+%3D+100%25");
    expect(Object.fromEntries(new URLSearchParams(request.init.body as string))).toEqual({ "form-name": "contact", ...Object.fromEntries(FIELDS) });
  });

  it("an endpoint: JSON that asks for JSON back, without cookies", () => {
    const request = deliveryRequest(ENDPOINT, FIELDS)!;
    expect(request.url).toBe("https://api.example.com/in?key=1");
    expect(request.init).toMatchObject({ method: "POST", credentials: "omit", headers: { "Content-Type": "application/json", Accept: "application/json" } });
    expect(JSON.parse(request.init.body as string)).toEqual(Object.fromEntries(FIELDS));
  });

  it("the simulation: nothing to send", () => {
    expect(deliveryRequest(NONE, FIELDS)).toBeNull();
  });
});

describe("deliver", () => {
  // jsdom has no Response; deliver reads only ok and status.
  const answer = (status: number) => jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status }) as unknown as typeof fetch;

  it.each([200, 201, 204])("is accepted on %i", async (status) => {
    await expect(deliver(ENDPOINT, FIELDS, { fetchImpl: answer(status) })).resolves.toEqual({ ok: true });
  });

  it.each([400, 422, 500, 503])("is refused on %i, with the status", async (status) => {
    await expect(deliver(ENDPOINT, FIELDS, { fetchImpl: answer(status) })).resolves.toEqual({ ok: false, reason: "status", status });
  });

  it("fails on a network error (a closed port, a CORS refusal, no connection)", async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as unknown as typeof fetch;
    await expect(deliver(NETLIFY, FIELDS, { fetchImpl })).resolves.toEqual({ ok: false, reason: "network" });
  });

  it("gives up after the timeout, aborting the request", async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetchImpl = jest.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
      }) as unknown as typeof fetch;
      const outcome = deliver(ENDPOINT, FIELDS, { fetchImpl });
      jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1);
      expect(signal!.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(signal!.aborted).toBe(true);
      await expect(outcome).resolves.toEqual({ ok: false, reason: "timeout" });
    } finally {
      jest.useRealTimers();
    }
  });

  it("sends nothing for the simulation", async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    await expect(deliver(NONE, FIELDS, { fetchImpl })).resolves.toEqual({ ok: true });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("looksLikeBot", () => {
  it("is a filled honeypot, whatever the time", () => {
    expect(looksLikeBot("https://spam.example", 60000, MIN_FILL_MS.contact)).toBe(true);
  });

  it("is a send faster than the minimum fill time", () => {
    expect(looksLikeBot("", MIN_FILL_MS.contact - 1, MIN_FILL_MS.contact)).toBe(true);
    expect(looksLikeBot(null, 500, MIN_FILL_MS.newsletter)).toBe(true);
  });

  it("is not a person who took their time and left the honeypot empty", () => {
    expect(looksLikeBot("", MIN_FILL_MS.contact, MIN_FILL_MS.contact)).toBe(false);
    expect(looksLikeBot(null, 45000, MIN_FILL_MS.contact)).toBe(false);
  });
});

describe("usableSince", () => {
  const entry = { name: "https://www.tamkeen.ae/contact/", domInteractive: 420 };

  it("is when the document was parsed, for a form that came with the page (its early input is replayed later)", () => {
    expect(usableSince(2600, "/contact/", entry)).toBe(420);
  });

  it("is when the form mounted after a client-side navigation to another path", () => {
    expect(usableSince(9000, "/insights/", entry)).toBe(9000);
  });

  it("is the mount time without a navigation entry (jsdom, old browsers)", () => {
    expect(usableSince(1234, "/contact/", undefined)).toBe(1234);
    expect(usableSince(1234, "/contact/", { name: "https://www.tamkeen.ae/contact/", domInteractive: 0 })).toBe(1234);
  });
});

describe("fieldsToSend", () => {
  it("is every text field as typed, in order, then the elapsed milliseconds (replacing the empty hidden field)", () => {
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
});

describe("mailtoHref", () => {
  it("encodes subject and body so any text survives, line breaks and Arabic included", () => {
    const href = mailtoHref("info@tamkeen.ae", "AI & you?", "سطر أول\n\nMariam <m@x.ae>");
    expect(href).toBe(`mailto:info@tamkeen.ae?subject=AI%20%26%20you%3F&body=${encodeURIComponent("سطر أول\n\nMariam <m@x.ae>")}`);
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("AI & you?");
    expect(url.searchParams.get("body")).toBe("سطر أول\n\nMariam <m@x.ae>");
  });
});

describe("privacyText", () => {
  const item = {
    text: "Simulated; nothing is sent.",
    form: "contact" as const,
    textWhenSent: "Sent to {processor}, which stores it for {processor}'s client.",
  };

  it("is the simulated text while the term's form sends nothing", () => {
    expect(privacyText(item, { contact: NONE, newsletter: NETLIFY })).toBe("Simulated; nothing is sent.");
  });

  it("is the sent text, naming the processor everywhere it is asked for, once the form delivers", () => {
    expect(privacyText(item, { contact: ENDPOINT, newsletter: NONE })).toBe("Sent to api.example.com, which stores it for api.example.com's client.");
    expect(privacyText(item, { contact: NETLIFY, newsletter: NONE })).toBe("Sent to Netlify, which stores it for Netlify's client.");
  });

  it("is the text of a term about no form", () => {
    expect(privacyText({ text: "Cookies." }, { contact: ENDPOINT, newsletter: ENDPOINT })).toBe("Cookies.");
  });
});
