import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ContactForm from "../../../src/components/sections/contact-form";
import Newsletter from "../../../src/components/sections/newsletter";
import { LangProvider } from "../../../src/hooks/use-lang";
import { formMarkup, MIN_FILL_MS, thanksPath, UNCONFIGURED } from "../../../src/lib/forms/form-delivery";
import type { FormDelivery, FormDestination, FormName } from "../../../src/lib/forms/form-delivery";
import { SEND_EVENT } from "../../../src/lib/forms/forms";
import { MESSAGES_BY_LANG } from "../../../src/lib/language/all-messages";
import type { Lang } from "../../../src/lib/language/i18n";
import type { Messages } from "../../../src/lib/language/messages";
import { serverPage } from "../support/server-render";
import { siteConfig } from "./site-fixture";

const EMAIL = siteConfig.contact.email;
const SITE = "https://www.tamkeen.ae";
const ENDPOINT = "https://forms.example.com/in";
const TO_ENDPOINT: FormDestination = { kind: "endpoint", url: ENDPOINT, processor: "forms.example.com" };
const deliveringTo = (form: FormName, destination: FormDestination): FormDelivery => ({ siteUrl: SITE, forms: { ...UNCONFIGURED.forms, [form]: destination } });

const CONTACT_TYPED = { name: "Mariam", email: "m@x.ae", subject: "AI & data", message: "An assessment, please." };
const ADDRESS = "reader@company.ae";

// Each form as a page holds it; without a destination, the build's (the simulation, in unit tests).
// `mail` is the subject and body of the email offered when a send fails.
const FORMS = {
  contact: {
    heading: "Get in Touch",
    element: (delivery?: FormDelivery) => <ContactForm heading="Get in Touch" email={EMAIL} delivery={delivery} />,
    typed: CONTACT_TYPED,
    words: (m: Messages) => m.contactForm,
    mail: (m: Messages) => [CONTACT_TYPED.subject, m.contactForm.mailBody(CONTACT_TYPED.name, CONTACT_TYPED.email, CONTACT_TYPED.message)],
  },
  newsletter: {
    heading: "News",
    element: (delivery?: FormDelivery) => <Newsletter heading="News" body="Monthly." email={EMAIL} delivery={delivery} />,
    typed: { email: ADDRESS },
    words: (m: Messages) => m.newsletter,
    mail: (m: Messages) => [m.newsletter.mailSubject, m.newsletter.mailBody(ADDRESS)],
  },
};

let fetched: jest.Mock;
/** The simulation's sends. */
const simulated = jest.fn();
beforeEach(() => {
  jest.useFakeTimers();
  simulated.mockClear();
  window.addEventListener(SEND_EVENT, simulated);
  fetched = jest.fn().mockResolvedValue({ ok: true, status: 200 });
  globalThis.fetch = fetched as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  window.removeEventListener(SEND_EVENT, simulated);
  delete (globalThis as { fetch?: unknown }).fetch;
});

const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

function setup(form: FormName, destination?: FormDestination, lang: Lang = "en") {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { container } = render(<LangProvider lang={lang}>{FORMS[form].element(destination && deliveringTo(form, destination))}</LangProvider>);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  async function fill(values: Record<string, string> = FORMS[form].typed) {
    for (const [name, text] of Object.entries(values)) {
      await user.click(field(name));
      await user.paste(text);
    }
  }
  const send = () => user.click(submitButton());
  return { user, container, field, submitButton, fill, send, words: FORMS[form].words(MESSAGES_BY_LANG[lang]) };
}

describe.each(Object.keys(FORMS) as FormName[])("the %s form, as both forms behave", (form) => {
  const { typed } = FORMS[form];

  it.each([
    ["the build's (the simulation)", undefined],
    ["Netlify", { kind: "netlify", processor: "Netlify" } as const],
  ])("is a region named by its heading that posts without JavaScript as formMarkup says, to %s, with a hidden honeypot", (_, destination) => {
    const { container, field } = setup(form, destination, "ar");
    expect(screen.getByRole("region", { name: FORMS[form].heading })).toContainElement(field("website"));
    expect(field("website")).toHaveAttribute("tabindex", "-1");
    expect(field("website").closest("[aria-hidden='true']")).not.toBeNull();
    const { attrs, hidden } = formMarkup(form, destination ?? UNCONFIGURED.forms[form], "ar", SITE);
    const element = container.querySelector("form")!;
    for (const [name, value] of Object.entries(attrs)) expect(element).toHaveAttribute(name, value);
    expect([...element.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value])).toEqual(hidden);
  });

  it("sends once, even on a double submit: busy for 1000 ms, then the thanks for 5000 ms, then an empty form", async () => {
    const { container, fill, user, submitButton, field, words } = setup(form);
    await fill();
    await user.dblClick(submitButton());
    expect(submitButton()).toHaveTextContent(words.sending);
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    await advance(999);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await advance(1);
    expect(screen.getByRole("status")).toHaveTextContent(words.success);
    expect(container.querySelector("form")).toBeNull();
    await advance(4999);
    expect(screen.getByRole("status")).toHaveTextContent(words.success);
    await advance(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    for (const name of Object.keys(typed)) expect(field(name)).toHaveValue("");
    expect(submitButton()).toHaveTextContent(words.submit);
    expect(simulated).toHaveBeenCalledTimes(1);
  });

  it("sends what was typed as JSON to an endpoint, and thanks once the endpoint accepted and 1000 ms passed", async () => {
    let accept: (r: { ok: boolean; status: number }) => void = () => {};
    fetched.mockReturnValue(new Promise((resolve) => (accept = resolve)));
    const { fill, send, submitButton, words } = setup(form, TO_ENDPOINT);
    await advance(MIN_FILL_MS[form]);
    await fill();
    await send();
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ ...typed, website: "", _next: `${SITE}${thanksPath(form, "en")}` });
    expect(Number(body._elapsed_ms)).toBeGreaterThanOrEqual(MIN_FILL_MS[form]);
    await advance(1000);
    expect(submitButton()).toHaveTextContent(words.sending);
    await act(async () => accept({ ok: true, status: 200 }));
    expect(screen.getByRole("status")).toHaveTextContent(words.success);
  });

  it.each([
    ["a filled honeypot", "spam", MIN_FILL_MS[form]],
    ["a send within the minimum fill time", "", 0],
  ])("treats %s as a bot: the same thanks, nothing sent", async (_, website, wait) => {
    const { fill, send, words } = setup(form, TO_ENDPOINT);
    await advance(wait);
    await fill({ ...typed, website });
    await send();
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(words.success);
    expect(fetched).not.toHaveBeenCalled();
  });

  it("on a refusal keeps the same form and what was typed, focuses the failure, and offers a retry and an email of what was typed (Arabic page)", async () => {
    fetched.mockResolvedValueOnce({ ok: false, status: 500 });
    const { container, fill, send, field, submitButton, user, words } = setup(form, TO_ENDPOINT, "ar");
    const element = container.querySelector("form");
    await advance(MIN_FILL_MS[form]);
    await fill();
    await send();
    await advance(1000);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(words.failed);
    expect(alert).toHaveFocus();
    expect(container.querySelector("form")).toBe(element);
    for (const [name, text] of Object.entries(typed)) expect(field(name)).toHaveValue(text);
    const mail = new URL(within(alert).getByRole("link", { name: words.emailInstead }).getAttribute("href")!);
    expect([`${mail.protocol}${mail.pathname}`, mail.searchParams.get("subject"), mail.searchParams.get("body")]).toEqual([
      `mailto:${EMAIL}`,
      ...FORMS[form].mail(MESSAGES_BY_LANG.ar),
    ]);

    await user.click(within(alert).getByRole("button", { name: words.retry }));
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(submitButton()).toHaveFocus();
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(words.success);
  });
});

const CONTACT_WORDS = MESSAGES_BY_LANG.en.contactForm;

it("the contact form asks for four labelled fields, all required, the email as an email, and sends nothing while one is empty", async () => {
  const { fill, send, submitButton } = setup("contact");
  for (const key of ["name", "email", "subject", "message"] as const) expect(screen.getByRole("textbox", { name: CONTACT_WORDS[key] })).toBeRequired();
  expect(screen.getByRole("textbox", { name: CONTACT_WORDS.email })).toHaveAttribute("type", "email");
  const { message: _left, ...allButOne } = CONTACT_TYPED;
  await fill(allButOne);
  await send();
  await advance(1000);
  expect(simulated).not.toHaveBeenCalled();
  expect(submitButton()).toHaveTextContent(CONTACT_WORDS.submit);
});

it.each([
  ["the simulation", undefined, true],
  ["an endpoint", TO_ENDPOINT, false],
])("with %s, the contact form tells a visitor without JavaScript to write to the email address instead", (_, destination, noted) => {
  const page = serverPage(FORMS.contact.element(destination && deliveringTo("contact", destination)));
  expect(page.querySelector("noscript")?.textContent?.includes(CONTACT_WORDS.noscript(EMAIL)) ?? false).toBe(noted);
});

it("the newsletter refuses an address isValidEmail refuses: says why beside it, marks it invalid, keeps it and sends nothing, until the next edit", async () => {
  const m = MESSAGES_BY_LANG.en.newsletter;
  const input = () => screen.getByRole("textbox", { name: m.emailLabel });
  const { fill, send, user } = setup("newsletter");
  await fill({ email: "name@domain" });
  await send();
  expect(screen.getByRole("alert")).toHaveTextContent(m.invalidEmail);
  expect(input()).toHaveAttribute("aria-invalid", "true");
  expect(input()).toHaveAccessibleDescription(m.invalidEmail);
  expect(input()).toHaveValue("name@domain");
  await advance(1000);
  expect(simulated).not.toHaveBeenCalled();
  await user.type(input(), "x");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(input()).not.toHaveAttribute("aria-invalid");
  expect(input()).not.toHaveAccessibleDescription();
});
