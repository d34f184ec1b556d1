import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import ContactForm from "../../../src/components/sections/contact-form";
import * as forms from "../../../src/lib/forms";
import { siteConfig } from "./site-fixture";

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
