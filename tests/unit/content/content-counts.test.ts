/**
 * @jest-environment node
 */
// The specification's fixed content, checked against the real files in content/.
import fs from "node:fs";
import path from "node:path";

const CONTENT_DIR = path.resolve(__dirname, "../../../content");
const read = <T = any>(name: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, `${name}.json`), "utf8")) as T;
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe("services", () => {
  const services = read<{ slug: string; features: string[] }[]>("services");

  it("are the four the specification names, in order", () => {
    expect(services.map((s) => s.slug)).toEqual(["digital-transformation", "marketing", "tech-consulting", "ai-integration"]);
  });

  it("each list exactly five features", () => {
    for (const s of services) expect({ slug: s.slug, features: s.features.length }).toEqual({ slug: s.slug, features: 5 });
  });
});

describe("collections have the specified sizes", () => {
  it.each([
    ["articles", 6],
    ["testimonials", 3],
    ["team", 4],
    ["values", 4],
    ["process", 4],
    ["services-faq", 6],
    ["faq", 5],
    ["case-studies", 4],
    ["resources", 8],
    ["benefits", 4],
  ])("%s has %i entries", (name, count) => {
    expect(read<unknown[]>(name)).toHaveLength(count);
  });
});

describe("about and services copy", () => {
  it("values are Client-Focused, Collaborative, Innovative, Excellence", () => {
    expect(titles(read("values"))).toEqual(["Client-Focused", "Collaborative", "Innovative", "Excellence"]);
  });

  it("process steps are the four specified, in order", () => {
    expect(titles(read("process"))).toEqual(["Discovery & Assessment", "Strategy Development", "Implementation & Integration", "Optimization & Growth"]);
  });
});

describe("resources", () => {
  it("exactly two are featured", () => {
    expect(read<{ featured?: boolean }[]>("resources").filter((r) => r.featured === true)).toHaveLength(2);
  });
});

describe("privacy policy", () => {
  const privacy = read<{ lastUpdated: string; sections: { slug: string; heading: string; paragraphs: string[] }[] }>("privacy");

  it("was last updated on 2025-05-12", () => {
    expect(privacy.lastUpdated).toBe("2025-05-12");
  });

  it("has a children section naming the age of 16", () => {
    const children = privacy.sections.find((s) => s.slug === "children");
    expect(children).toBeDefined();
    expect([children!.heading, ...children!.paragraphs].join(" ")).toMatch(/\b16\b/);
  });
});

describe("FAQ", () => {
  it('recommends posting "3-5 times per week"', () => {
    const faq = read<{ items: { question: string; answer: string }[] }[]>("faq");
    const text = faq.flatMap((c) => c.items.flatMap((i) => [i.question, i.answer])).join("\n");
    expect(text).toContain("3-5 times per week");
  });
});

describe("site navigation", () => {
  const site = read("site");
  const links = (list: { name: string; path: string }[]) => list.map((l) => [l.name, l.path]);

  it("is exactly Home, About, Services, Insights, Contact", () => {
    expect(links(site.navigation)).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Insights", "/insights"],
      ["Contact", "/contact"],
    ]);
  });

  it("has footer columns Company, Services and Resources with the specified paths", () => {
    const columns = site.footerLinks as { title: string; links: { name: string; path: string }[] }[];
    expect(columns.map((c) => c.title)).toEqual(["Company", "Services", "Resources"]);
    expect(columns.map((c) => c.links.map((l) => l.path))).toEqual([
      ["/about", "/careers", "/privacy-policy", "/contact"],
      ["/services/digital-transformation", "/services/marketing", "/services/tech-consulting", "/services/ai-integration"],
      ["/blog", "/case-studies", "/guides", "/faq"],
    ]);
  });
});

describe("company name", () => {
  it("appears only in site.json (outside email addresses and URLs)", () => {
    const name = read("site").siteTitle as string;
    expect(name.trim()).not.toBe("");
    const pattern = new RegExp(name.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"), "i");
    const offenders: string[] = [];
    for (const file of fs.readdirSync(CONTENT_DIR).filter((f) => f.endsWith(".json") && f !== "site.json")) {
      const text = fs
        .readFileSync(path.join(CONTENT_DIR, file), "utf8")
        .replace(/\b(?:https?:\/\/|www\.)[^\s"]*/gi, " ")
        .replace(/[^\s"@]+@[^\s"@]+/g, " ");
      text.split("\n").forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`content/${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
