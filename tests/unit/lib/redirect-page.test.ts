import { redirectPageHtml, redirectScript } from "../../../src/lib/routing/redirect-page";

const page = {
  to: "/insights/",
  siteUrl: "https://www.tamkeen.ae",
  title: "Blog | Tamkeen Digital",
  heading: "Our blog is now Insights",
  lead: "You are being taken to our articles.",
  linkLabel: "Go to Insights",
};

describe("redirectScript", () => {
  it("replaces the location, keeping the query string and hash", () => {
    expect(redirectScript("/insights/")).toBe('location.replace("/insights/"+location.search+location.hash)');
  });
});

describe("redirectPageHtml", () => {
  const html = redirectPageHtml(page);

  it("is a complete English document that refreshes to the target, canonical at its absolute URL, not indexed, with the copy and a link", () => {
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(doc.querySelector("meta[charset]")?.getAttribute("charset")).toBe("utf-8");
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("0; url=/insights/");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.tamkeen.ae/insights/");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect([doc.title, doc.querySelector("h1")?.textContent, doc.querySelector("p")?.textContent]).toEqual([page.title, page.heading, page.lead]);
    expect(doc.querySelector('a[href="/insights/"]')?.textContent).toBe(page.linkLabel);
  });

  it("runs the location.replace script (the one the CSP step hashes) and no other", () => {
    expect(html).toContain(`<script>${redirectScript("/insights/")}</script>`);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("escapes HTML in the copy", () => {
    const escaped = redirectPageHtml({
      ...page,
      title: 'Tips & "Tricks"',
      heading: "<script>alert(1)</script>",
      lead: "1 < 2 & 3 > 2",
      linkLabel: "<b>Go</b>",
    });
    expect(escaped).toContain("<title>Tips &amp; &quot;Tricks&quot;</title>");
    expect(escaped).toContain("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
    expect(escaped).toContain("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    expect(escaped).toContain(">&lt;b&gt;Go&lt;/b&gt;</a>");
  });

  it("escapes quotes in the target inside attributes", () => {
    const odd = redirectPageHtml({ ...page, to: '/a"b' });
    expect(odd).toContain('href="/a&quot;b"');
    expect(odd).toContain('href="https://www.tamkeen.ae/a&quot;b"');
  });

  it("speaks the language of the path it answers: an Arabic redirect page is right to left", () => {
    const arabic = redirectPageHtml({ ...page, to: "/ar/insights/", heading: "رؤى", lang: "ar" });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('href="https://www.tamkeen.ae/ar/insights/"');
  });
});
