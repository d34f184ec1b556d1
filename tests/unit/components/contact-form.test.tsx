import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import ContactForm from "../../../src/components/sections/contact-form";
import { LangProvider } from "../../../src/hooks/use-lang";
import type { FormDelivery, FormDestination } from "../../../src/lib/forms/form-delivery";
import * as forms from "../../../src/lib/forms/forms";
import { siteConfig } from "./site-fixture";
import { useFakeFetch } from "../support/fake-fetch";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

// user-event typing is slow on a busy machine; the fake clock keeps the timings exact.
jest.setTimeout(30000);

const SUCCESS = "Thank you for your message! We will get back to you soon.";

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

const form = <ContactForm heading="Get in Touch" body={["Tell us about your project."]} email={siteConfig.contact.email} />;

function renderForm() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const utils = render(form);
  const field = (name: "Name" | "Email" | "Subject" | "Message") => screen.getByRole("textbox", { name });
  const submit = () => screen.getByRole("button", { name: /^(Send Message|Sending…)$/ });
  async function fillIn() {
    await user.type(field("Name"), "Mariam");
    await user.type(field("Email"), "m@x.ae");
    await user.type(field("Subject"), "AI");
    // A longer text, pasted as a visitor would.
    await user.click(field("Message"));
    await user.paste("We would like an AI readiness assessment.");
  }
  return { user, field, submit, fillIn, ...utils };
}

describe("ContactForm", () => {
  let send: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    send = jest.spyOn(forms, "simulateSubmit");
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("is titled 'Get in Touch' and posts (method=post) so nothing typed leaks into a URL", () => {
    const { container } = renderForm();
    expect(screen.getByRole("region", { name: "Get in Touch" })).toHaveTextContent("Tell us about your project.");
    expect(container.querySelector("form")).toHaveAttribute("method", "post");
  });

  it("requires all four fields; email is type=email", () => {
    const { field } = renderForm();
    for (const name of ["Name", "Email", "Subject", "Message"] as const) expect(field(name)).toBeRequired();
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Message").tagName).toBe("TEXTAREA");
  });

  it("does not send while a required field is empty", async () => {
    const { user, field, submit } = renderForm();
    await user.type(field("Name"), "Mariam");
    await user.click(submit());
    expect(submit()).toHaveTextContent("Send Message");
    expect(send).not.toHaveBeenCalled();
  });

  it("sends: 'Sending…', after 1000 ms the success message for 5000 ms, then an empty form", async () => {
    const { fillIn, field, submit, user } = renderForm();
    await fillIn();
    await user.click(submit());
    expect(submit()).toHaveTextContent("Sending…");
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    expect(send).toHaveBeenCalledTimes(1);

    await advance(999);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(screen.queryByRole("textbox", { name: "Name" })).not.toBeInTheDocument();

    await advance(4999);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    await advance(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    for (const name of ["Name", "Email", "Subject", "Message"] as const) expect(field(name)).toHaveValue("");
    expect(submit()).toHaveTextContent("Send Message");
  });

  it("sends once on a double submit", async () => {
    const { fillIn, submit, user } = renderForm();
    await fillIn();
    await user.dblClick(submit());
    await user.click(submit());
    expect(send).toHaveBeenCalledTimes(1);
    await advance(1000);
    expect(screen.getAllByText(SUCCESS)).toHaveLength(1);
    await advance(5000);
    expect(submit()).toHaveTextContent("Send Message");
    await advance(10000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("has a honeypot field named 'website', hidden from people and assistive technology", () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).not.toBeInTheDocument();
  });

  it("with the honeypot filled, shows the same success message but sends nothing", async () => {
    const { fillIn, submit, user, container } = renderForm();
    await fillIn();
    await user.type(container.querySelector<HTMLInputElement>('input[name="website"]')!, "spam");
    await user.click(submit());
    // The bot path takes exactly as long as a real send, so the timing gives nothing away.
    await advance(999);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(send).not.toHaveBeenCalled();
    await advance(5000);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(container.querySelector('input[name="website"]')).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
  });

  it("keeps what a visitor typed before the app hydrated, through hydration and the send", async () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(form);
    document.body.append(page);
    const typed = { name: "Mariam", email: "m@x.ae", subject: "AI", message: "An assessment, please." };
    for (const [name, value] of Object.entries(typed)) page.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(page, form);
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    for (const [name, value] of Object.entries(typed)) expect(page.querySelector(`[name="${name}"]`)).toHaveValue(value);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    // While sending, a re-render leaves the typed text alone.
    expect(screen.getByRole("button", { name: "Sending…" })).toBeInTheDocument();
    for (const [name, value] of Object.entries(typed)) expect(page.querySelector(`[name="${name}"]`)).toHaveValue(value);
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(send).toHaveBeenCalledTimes(1);
    act(() => root!.unmount());
    page.remove();
  });

  it("offers the email address in a <noscript> note for visitors without JavaScript", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(form);
    expect(page.querySelector("noscript")!.textContent).toContain(`This form needs JavaScript. You can also email us at ${siteConfig.contact.email}.`);
  });
});

describe("ContactForm delivering to a destination", () => {
  const SITE = "https://www.tamkeen.ae";
  const ENDPOINT = "https://api.example.com/contact";
  const delivery = (contact: FormDestination): FormDelivery => ({ siteUrl: SITE, forms: { contact, newsletter: { kind: "none" } } });
  const toEndpoint = delivery({ kind: "endpoint", url: ENDPOINT, processor: "api.example.com" });
  const toNetlify = delivery({ kind: "netlify", processor: "Netlify" });
  const TYPED = { name: "Mariam", email: "m@x.ae", subject: "AI & data", message: "An assessment, please." };
  const FAILED = "Your message could not be sent. Everything you typed is still in the form: try again, or send it to us by email.";
  const fetched = useFakeFetch();

  function setup(d: FormDelivery, lang: "en" | "ar" = "en") {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const utils = render(
      <LangProvider lang={lang}>
        <ContactForm heading="Get in Touch" email={siteConfig.contact.email} delivery={d} />
      </LangProvider>,
    );
    const form = () => utils.container.querySelector("form")!;
    const value = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    async function fillIn() {
      for (const [name, text] of Object.entries(TYPED)) {
        await user.click(form().querySelector<HTMLElement>(`[name="${name}"]`)!);
        await user.paste(text);
      }
    }
    const send = async () => {
      await user.click(form().querySelector<HTMLButtonElement>('button[type="submit"]')!);
    };
    return { user, form, value, fillIn, send, ...utils };
  }

  it("posts to the endpoint without JavaScript, with _next naming the thank-you page, and no note that it needs JavaScript", () => {
    const { form, container } = setup(toEndpoint);
    expect(form()).toHaveAttribute("action", ENDPOINT);
    expect(form()).toHaveAttribute("method", "post");
    expect(form().querySelector('input[type="hidden"][name="_next"]')).toHaveValue(`${SITE}/contact/thanks/`);
    expect(container.querySelector("noscript")).toBeNull();
  });

  it("carries Netlify's markup: name, data-netlify, netlify-honeypot, form-name and the thank-you page (Arabic too)", () => {
    const { form } = setup(toNetlify, "ar");
    expect(form()).toHaveAttribute("name", "contact");
    expect(form()).toHaveAttribute("data-netlify", "true");
    expect(form()).toHaveAttribute("netlify-honeypot", "website");
    expect(form()).toHaveAttribute("action", "/ar/contact/thanks/");
    expect(form().querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("contact");
    expect(form().querySelector('input[name="website"]')).not.toBeNull();
  });

  it("sends the fields as JSON and thanks only once the endpoint accepted and 1000 ms passed", async () => {
    let accept: (r: { ok: boolean; status: number }) => void = () => {};
    fetched().mockReturnValue(new Promise((resolve) => (accept = resolve)));
    const { fillIn, send } = setup(toEndpoint);
    await advance(3000);
    await fillIn();
    await send();
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    expect(fetched()).toHaveBeenCalledTimes(1);
    const [url, init] = fetched().mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ ...TYPED, website: "", _next: `${SITE}/contact/thanks/` });
    expect(Number(body._elapsed_ms)).toBeGreaterThanOrEqual(3000);

    await advance(1000);
    // 1000 ms have passed, but the endpoint has not answered: still sending.
    expect(screen.getByRole("button", { name: "Sending…" })).toBeInTheDocument();
    await act(async () => accept({ ok: true, status: 200 }));
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
  });

  it("Netlify: URL-encoded to / with form-name", async () => {
    const { fillIn, send } = setup(toNetlify);
    await advance(3000);
    await fillIn();
    await send();
    const [url, init] = fetched().mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/");
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toMatchObject({ "form-name": "contact", ...TYPED });
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
  });

  it.each([
    ["a 500", () => fetched().mockResolvedValueOnce({ ok: false, status: 500 })],
    ["a network error", () => fetched().mockRejectedValueOnce(new TypeError("Failed to fetch"))],
  ])("on %s keeps the same form and every field, focuses the alert, and offers a retry and a prefilled email", async (_what, fail) => {
    fail();
    const { fillIn, send, form, value, user } = setup(toEndpoint);
    const element = form();
    await advance(3000);
    await fillIn();
    await send();
    await advance(1000);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(FAILED);
    expect(alert).toHaveFocus();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(form()).toBe(element);
    for (const [name, text] of Object.entries(TYPED)) expect(value(name)).toBe(text);

    const mail = new URL(screen.getByRole("link", { name: "Send it by email" }).getAttribute("href")!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe(siteConfig.contact.email);
    expect(mail.searchParams.get("subject")).toBe(TYPED.subject);
    expect(mail.searchParams.get("body")).toBe(`${TYPED.message}\n\n${TYPED.name}\n${TYPED.email}`);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(fetched()).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveFocus();
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
  });

  it("says so in Arabic on an Arabic page", async () => {
    fetched().mockResolvedValueOnce({ ok: false, status: 503 });
    const { fillIn, send } = setup(toEndpoint, "ar");
    await advance(3000);
    await fillIn();
    await send();
    await advance(1000);
    expect(screen.getByRole("alert")).toHaveTextContent("تعذّر إرسال رسالتكم");
    expect(screen.getByRole("button", { name: "حاولوا مرة أخرى" })).toBeInTheDocument();
  });

  it("treats a filled honeypot as a bot: nothing sent, the same thank-you", async () => {
    const { fillIn, send, form, user } = setup(toEndpoint);
    await advance(3000);
    await fillIn();
    await user.type(form().querySelector<HTMLInputElement>('input[name="website"]')!, "spam");
    await send();
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(fetched()).not.toHaveBeenCalled();
  });

  it("treats a send within the minimum fill time as a bot: nothing sent, the same thank-you", async () => {
    const { fillIn, send } = setup(toEndpoint);
    await fillIn();
    await send();
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(fetched()).not.toHaveBeenCalled();
  });
});
