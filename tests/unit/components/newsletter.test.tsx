import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Newsletter from "../../../src/components/sections/newsletter";
import { LangProvider } from "../../../src/hooks/use-lang";
import type { FormDelivery, FormDestination } from "../../../src/lib/forms/form-delivery";
import { siteConfig } from "./site-fixture";
import { useFakeFetch } from "../support/fake-fetch";

// user-event typing is slow on a busy machine; the fake clock keeps the timings exact.
jest.setTimeout(30000);

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

function renderNewsletter() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Newsletter heading={siteConfig.newsletter.heading} body={siteConfig.newsletter.body} email={siteConfig.contact.email} id="insights-newsletter" />);
  const input = () => screen.getByRole("textbox", { name: "Email address" });
  const submit = () => screen.getByRole("button", { name: /^(Subscribe|Subscribing…)$/ });
  return { user, input, submit };
}

describe("Newsletter", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is a labelled section with its heading, text, an email field and a Subscribe button", () => {
    const { input, submit } = renderNewsletter();
    expect(screen.getByRole("region", { name: siteConfig.newsletter.heading })).toHaveTextContent(siteConfig.newsletter.body);
    expect(input()).toHaveAttribute("type", "email");
    expect(input()).toBeRequired();
    expect(submit()).toHaveTextContent("Subscribe");
  });

  it.each(["not-an-email", "name@domain", "@domain.com", "name@.com", "two words@x.ae"])(
    "rejects %p: alert with the message, aria-invalid and aria-describedby, and keeps the typed text",
    async (typed) => {
      const { user, input, submit } = renderNewsletter();
      await user.type(input(), typed);
      await user.click(submit());
      const alert = screen.getByRole("alert");
      expect(alert).toHaveTextContent("Please enter a valid email address.");
      expect(input()).toHaveAttribute("aria-invalid", "true");
      expect(input()).toHaveAttribute("aria-describedby", alert.id);
      expect(input()).toHaveAccessibleDescription("Please enter a valid email address.");
      expect(input()).toHaveValue(typed);
      expect(submit()).toHaveTextContent("Subscribe");
      await advance(2000);
      expect(screen.queryByText("Thank you for subscribing!")).not.toBeInTheDocument();
    },
  );

  it("rejects an empty address with the same message", async () => {
    const { user, submit } = renderNewsletter();
    await user.click(submit());
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address.");
  });

  it("clears the error once the visitor edits the field", async () => {
    const { user, input, submit } = renderNewsletter();
    await user.type(input(), "oops");
    await user.click(submit());
    await user.type(input(), "@tamkeen.ae");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute("aria-invalid");
    expect(input()).not.toHaveAttribute("aria-describedby");
  });

  it("sends a valid address: busy 'Subscribing…', then after 1000 ms the thanks in role=status, after 5000 ms more an empty form", async () => {
    const { user, input, submit } = renderNewsletter();
    await user.type(input(), "reader@company.ae");
    await user.click(submit());
    expect(submit()).toHaveTextContent("Subscribing…");
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await advance(999);
    expect(screen.queryByText("Thank you for subscribing!")).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
    expect(screen.queryByRole("textbox", { name: "Email address" })).not.toBeInTheDocument();

    await advance(4999);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
    await advance(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(input()).toHaveValue("");
    expect(submit()).toHaveTextContent("Subscribe");
  });

  it("accepts surrounding spaces and submits with Enter", async () => {
    const { user, input } = renderNewsletter();
    await user.type(input(), "  reader@company.ae {Enter}");
    expect(screen.getByRole("button", { name: "Subscribing…" })).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
  });

  it("ignores a second submit while sending", async () => {
    const { user, input, submit } = renderNewsletter();
    await user.type(input(), "reader@company.ae");
    await user.click(submit());
    await advance(500);
    await user.click(submit());
    await user.type(input(), "{Enter}");
    expect(submit()).toHaveTextContent("Subscribing…");
    // The first send ends at 1000 ms; a restarted send would end later.
    await advance(500);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
    // And the form returns 5000 ms after that one success, not twice.
    await advance(5000);
    expect(input()).toHaveValue("");
    await advance(6000);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(input()).toBeInTheDocument();
  });
});

describe("Newsletter delivering to a destination", () => {
  const SITE = "https://www.tamkeen.ae";
  const ENDPOINT = "https://news.example.com/subscribe";
  const delivery = (newsletter: FormDestination): FormDelivery => ({ siteUrl: SITE, forms: { contact: { kind: "none" }, newsletter } });
  const toEndpoint = delivery({ kind: "endpoint", url: ENDPOINT, processor: "news.example.com" });
  const fetched = useFakeFetch();

  function setup(d: FormDelivery, lang: "en" | "ar" = "en") {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const utils = render(
      <LangProvider lang={lang}>
        <Newsletter heading="News" body="Monthly." email={siteConfig.contact.email} id="n" delivery={d} />
      </LangProvider>,
    );
    const input = () => utils.container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const subscribe = async (address: string) => {
      await user.type(input(), address);
      await user.click(utils.container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    };
    return { user, input, subscribe, ...utils };
  }

  it("has a honeypot hidden from people and assistive technology", () => {
    const { container } = setup(toEndpoint);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("carries Netlify's markup when Netlify is the destination", () => {
    const { container } = setup(delivery({ kind: "netlify", processor: "Netlify" }), "ar");
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("name", "newsletter");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", "website");
    expect(form).toHaveAttribute("action", "/ar/newsletter/thanks/");
    expect(form.querySelector('input[name="form-name"]')).toHaveValue("newsletter");
  });

  it("sends the address as JSON and thanks once accepted", async () => {
    const { subscribe, container } = setup(toEndpoint);
    expect(container.querySelector("form")).toHaveAttribute("action", ENDPOINT);
    await advance(2000);
    await subscribe("reader@company.ae");
    const [url, init] = fetched().mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(init.body as string)).toMatchObject({ email: "reader@company.ae", website: "", _next: `${SITE}/newsletter/thanks/` });
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
  });

  it("does not send an invalid address", async () => {
    const { subscribe } = setup(toEndpoint);
    await advance(2000);
    await subscribe("nope");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address.");
    expect(fetched()).not.toHaveBeenCalled();
  });

  it("on a refusal keeps the address, focuses the explanation and offers a retry and a prefilled email, in Arabic on an Arabic page", async () => {
    fetched().mockResolvedValueOnce({ ok: false, status: 500 });
    const { subscribe, input, user } = setup(toEndpoint, "ar");
    await advance(2000);
    await subscribe("reader@company.ae");
    await advance(1000);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("تعذّر تسجيل اشتراككم الآن");
    expect(alert).toHaveFocus();
    expect(input()).toHaveValue("reader@company.ae");
    const mail = new URL(screen.getByRole("link", { name: "الاشتراك عبر البريد الإلكتروني" }).getAttribute("href")!);
    expect(mail.searchParams.get("subject")).toBe("الاشتراك في النشرة الإخبارية");
    expect(mail.searchParams.get("body")).toContain("reader@company.ae");
    await user.click(screen.getByRole("button", { name: "حاولوا مرة أخرى" }));
    await advance(1000);
    expect(fetched()).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status")).toHaveTextContent("شكرًا لاشتراككم!");
  });

  it("treats a send within the minimum fill time as a bot: nothing sent, the same thank-you", async () => {
    const { subscribe } = setup(toEndpoint);
    await subscribe("reader@company.ae");
    await advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
    expect(fetched()).not.toHaveBeenCalled();
  });
});
