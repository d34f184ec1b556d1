import { redirectPageHtml, redirectScript } from "../../../src/lib/routing/redirect-page";

const page = {
  to: "/insights/",
  siteUrl: "https://www.tamkeen.ae",
  title: "Blog | Tamkeen Digital",
  heading: "Our blog is now Insights",
  lead: "You are being taken to our articles.",
  linkLabel: "Go to Insights",
};

/** The page as a browser reads it: its copy, its link and its canonical URL. */
function read(html: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const link = doc.querySelector("main a");
  return {
    doc,
    copy: [doc.title, doc.querySelector("h1")?.textContent, doc.querySelector("p")?.textContent, link?.textContent, link?.getAttribute("href")],
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
  };
}

it("redirectScript replaces the location, keeping the query string and hash", () => {
  expect(redirectScript("/insights/")).toBe('location.replace("/insights/"+location.search+location.hash)');
});

describe("redirectPageHtml", () => {
  const html = redirectPageHtml(page);

  it("is a complete English document that replaces and refreshes to the target, canonical at its absolute URL, not indexed, with the copy and a link", () => {
    const { doc, copy, canonical } = read(html);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(doc.querySelector("meta[charset]")?.getAttribute("charset")).toBe("utf-8");
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("0; url=/insights/");
    expect(canonical).toBe("https://www.tamkeen.ae/insights/");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(copy).toEqual([page.title, page.heading, page.lead, page.linkLabel, page.to]);
    // The script the CSP step hashes, and no other.
    expect(html).toContain(`<script>${redirectScript("/insights/")}</script>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("escapes the copy and the target, so they read back as written", () => {
    const odd = { ...page, to: '/a"b', title: 'Tips & "Tricks"', heading: "<script>alert(1)</script>", lead: "1 < 2 & 3 > 2", linkLabel: "<b>Go</b>" };
    const { copy, canonical } = read(redirectPageHtml(odd));
    expect(copy).toEqual([odd.title, odd.heading, odd.lead, odd.linkLabel, odd.to]);
    expect(canonical).toBe('https://www.tamkeen.ae/a"b');
  });

  it("speaks the language of the path it answers: an Arabic redirect page is right to left", () => {
    const arabic = redirectPageHtml({ ...page, to: "/ar/insights/", heading: "رؤى", lang: "ar" });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
  });
});
