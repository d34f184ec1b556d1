import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BUTTON_VARIANTS, Button, LinkButton } from "../../../src/components/ui/button";
import Card, { CARD_VARIANTS } from "../../../src/components/ui/card";
import { deferredHydration } from "../../../src/components/ui/deferred-hydration";
import Logo from "../../../src/components/ui/logo";
import SocialLinks from "../../../src/components/ui/social-links";
import { siteConfig } from "./site-fixture";

const classesOf = (s: string) => s.split(/\s+/).filter(Boolean);

it("Button is primary and type=button by default, so it never submits a form by accident", () => {
  const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button>Plain</Button>
      <Button type="submit">Send</Button>
    </form>,
  );
  const plain = screen.getByRole("button", { name: "Plain" });
  expect(plain).toHaveClass(...classesOf(BUTTON_VARIANTS.primary));
  plain.click();
  expect(onSubmit).not.toHaveBeenCalled();
  screen.getByRole("button", { name: "Send" }).click();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

describe("LinkButton", () => {
  it("links inside the site in the same tab at the page's one URL, styled by variant, primary by default", async () => {
    const onClick = jest.fn();
    render(
      <>
        <LinkButton to="/contact?topic=jobs#form" variant="secondary" onClick={onClick}>
          Let&apos;s Talk
        </LinkButton>
        <LinkButton to="/rss.xml">Feed</LinkButton>
      </>,
    );
    // Which URL is a page's one form is canonicalPath's (tests/unit/lib/i18n.test.ts).
    const link = screen.getByRole("link", { name: "Let's Talk" });
    expect(link).toHaveAttribute("href", "/contact/?topic=jobs#form");
    expect(link).not.toHaveAttribute("target");
    expect(link).toHaveClass(...classesOf(BUTTON_VARIANTS.secondary));
    link.addEventListener("click", (e) => e.preventDefault());
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Feed" })).toHaveAttribute("href", "/rss.xml");
    expect(screen.getByRole("link", { name: "Feed" })).toHaveClass(...classesOf(BUTTON_VARIANTS.primary));
  });

  it("opens another site in a new tab with rel noopener noreferrer and says so", () => {
    render(<LinkButton to="http://example.com/">See open roles</LinkButton>);
    const link = screen.getByRole("link", { name: "See open roles (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "http://example.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

it("Card is the default variant by default, renders the requested element and lifts on hover only when interactive", () => {
  render(
    <>
      <Card>Plain</Card>
      <Card as="article" interactive aria-label="Story">
        Story body
      </Card>
    </>,
  );
  expect(screen.getByText("Plain")).toHaveClass(...classesOf(CARD_VARIANTS.default));
  expect(screen.getByText("Plain")).not.toHaveClass("hover-lift-card");
  expect(screen.getByRole("article", { name: "Story" })).toHaveClass("hover-lift-card");
});

const MARK = siteConfig.logoMark;

it("Logo draws the mark's shapes inline, with the viewBox of its file, decorative beside the title, or named by it when the text is hidden", () => {
  const { rerender, container } = render(<Logo mark={MARK} title="Tamkeen Digital" />);
  const svg = container.querySelector("svg");
  expect(svg).toHaveAttribute("viewBox", "0 0 64 64");
  expect(container.querySelector("svg > rect")).toHaveAttribute("fill", "#84cc16");
  expect(container.querySelector("img")).toBeNull();
  expect(screen.getByText("Tamkeen Digital")).toBeInTheDocument();
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(screen.queryByRole("img")).toBeNull();
  rerender(<Logo mark={MARK} title="Tamkeen Digital" withText={false} />);
  expect(screen.getByRole("img", { name: "Tamkeen Digital" })).toBeInTheDocument();
});

it("SocialLinks links X, LinkedIn, Facebook and Instagram in that order, each named and opening in a new tab", () => {
  render(<SocialLinks links={siteConfig.socialLinks} />);
  const links = screen.getAllByRole("link");
  expect(links.map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")])).toEqual([
    ["X (Twitter) (opens in a new tab)", siteConfig.socialLinks.twitter],
    ["LinkedIn (opens in a new tab)", siteConfig.socialLinks.linkedin],
    ["Facebook (opens in a new tab)", siteConfig.socialLinks.facebook],
    ["Instagram (opens in a new tab)", siteConfig.socialLinks.instagram],
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  }
});

it("A section that hydrates when its own chunk arrives renders once its code has loaded, and a parent's re-render with the same props does not reach it", async () => {
  let renders = 0;
  function Section({ label }: { label: string }) {
    renders += 1;
    return <p>{label}</p>;
  }
  const Deferred = deferredHydration(() => Promise.resolve({ default: Section }));
  const { rerender } = render(<Deferred label="Links" />);
  expect(await screen.findByText("Links")).toBeInTheDocument();
  const before = renders;
  // While a section's code is loading, an update would make React give up hydrating it.
  rerender(<Deferred label="Links" />);
  expect(renders).toBe(before);
  rerender(<Deferred label="Other links" />);
  expect(screen.getByText("Other links")).toBeInTheDocument();
});
