import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import SideBar from "../../../src/components/layout/side-bar";
import { siteConfig } from "./site-fixture";

describe("SideBar", () => {
  beforeEach(() => {
    render(<SideBar email={siteConfig.contact.email} phone={siteConfig.contact.phone} whatsapp={siteConfig.contact.whatsapp} />);
  });

  it("is a labelled complementary landmark with three links", () => {
    const aside = screen.getByRole("complementary", { name: "Quick contact" });
    expect(within(aside).getAllByRole("link")).toHaveLength(3);
  });

  it("links WhatsApp to wa.me with the number's digits, in a new tab", () => {
    const link = screen.getByRole("link", { name: "WhatsApp (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://wa.me/971505550142");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("links Email to mailto: and Call to tel: with non-digits stripped", () => {
    expect(screen.getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:hello@tamkeen.ae");
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:97145550142");
  });
});
