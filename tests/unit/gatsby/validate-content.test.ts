/**
 * @jest-environment node
 */
import path from "node:path";
import fs from "node:fs";
import {
  describe as describeValue,
  formatProblem,
  jsonPath,
  readContentDir,
  syntaxErrorLocation,
  validateContent,
  type Problem,
} from "../../../gatsby/content/validate";
import { PAGE_BLOCKS } from "../../../src/lib/content/page-blocks";
import { anyImage, contentTree } from "../support/content-tree";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT_DIR = path.join(ROOT, "content");

/** A content tree written for these tests (not content/, which editors change); every test gets its own copy. */
const TREE = contentTree();

function sources(): Record<string, string> {
  return { ...TREE };
}

/** The key of a file in the tree: "services/marketing" is the English file, services/marketing.en. */
const keyOf = (name: string) => (/\.[a-z]{2}$/.test(name) ? name : `${name}.en`);

/** Parses one file of a source tree, lets the test change it, and writes it back as formatted JSON. */
function mutate<T = any>(tree: Record<string, string>, file: string, change: (data: T) => void): Record<string, string> {
  const name = keyOf(file);
  const data = JSON.parse(tree[name]!) as T;
  change(data);
  tree[name] = JSON.stringify(data, null, 2);
  return tree;
}

function problemsOf(tree: Record<string, string>, exists: (p: string) => boolean = anyImage): Problem[] {
  return validateContent(tree, CONTENT_DIR, exists).problems;
}

function messages(tree: Record<string, string>, exists?: (p: string) => boolean): string[] {
  return problemsOf(tree, exists).map(formatProblem);
}

/** The one message that mentions the given file and JSON path, failing with every message if there is not exactly one. */
function messageAt(list: string[], file: string, where: string): string {
  const hits = list.filter((m) => m.startsWith(`${file} at ${where}:`));
  if (hits.length !== 1) throw new Error(`expected one problem at ${file} ${where}, got ${hits.length}:\n${list.join("\n")}`);
  return hits[0]!;
}

const parse = <T = any>(name: string): T => JSON.parse(TREE[keyOf(name)]!) as T;
/** Every record of a collection in the tree, in file-name order. */
const records = (name: string): any[] =>
  Object.keys(TREE)
    .filter((key) => key.startsWith(`${name}/`) && key.endsWith(".en"))
    .sort()
    .map((key) => parse(key));

describe("a valid content tree", () => {
  it("has every content file and no problems", () => {
    const list = messages(sources());
    // Printed in full so a failure says what to fix.
    expect(list.join("\n")).toBe("");
    expect(list).toHaveLength(0);
  });

  it("parses into the content model", () => {
    const { content } = validateContent(sources(), CONTENT_DIR);
    expect(content.site?.siteTitle).toBe(parse("site").siteTitle);
    expect(content.services?.map((s) => s.slug)).toEqual(
      records("services")
        .sort((a, b) => a.order - b.order)
        .map((s) => s.slug),
    );
  });

  it("lists articles newest first and other collections by their order field", () => {
    let tree = mutate(sources(), "services/digital-transformation", (s) => {
      s.order = 9;
    });
    tree = mutate(tree, "articles/article-0", (a) => {
      a.date = "2030-01-01";
    });
    const { content, files } = validateContent(tree, CONTENT_DIR, anyImage);
    expect(content.services?.map((s) => s.slug)).toEqual(["marketing", "tech-consulting", "ai-integration", "digital-transformation"]);
    expect(content.articles?.map((a) => a.slug)).toEqual(["article-0", "article-5", "article-4", "article-3", "article-2", "article-1"]);
    expect(files.articles?.[0]).toBe("content/articles/article-0.en.json");
  });
});

describe("formatProblem", () => {
  it("names file, place, expectation and finding in one line", () => {
    expect(formatProblem({ file: "content/services/marketing.en.json", where: "$.title", expected: "text", found: "nothing (the field is missing)" })).toBe(
      "content/services/marketing.en.json at $.title: expected text, found nothing (the field is missing)",
    );
  });
});

describe("schema problems", () => {
  it("(a) reports a missing required field with file, path, expectation and 'missing'", () => {
    const tree = mutate(sources(), "services/marketing", (s) => {
      delete s.title;
    });
    const list = messages(tree);
    const m = messageAt(list, "content/services/marketing.en.json", "$.title");
    expect(m).toContain("content/services/marketing.en.json");
    expect(m).toContain("$.title");
    expect(m).toContain("expected text");
    expect(m).toContain("missing");
    expect(list).toHaveLength(1);
  });

  // One field of one file made invalid: the message at that place names what was expected and what was found.
  it.each<[string, string, string, (data: any) => void, string[]]>([
    ["(b) a number where text is expected", "services/digital-transformation", "$.title", (s) => (s.title = 42), ["expected text, found the number 42"]],
    ["empty text where text is required", "team/member-2", "$.bio", (t) => (t.bio = "   "), ["non-empty text"]],
    [
      "(c) a service with 4 features instead of exactly 5",
      "services/digital-transformation",
      "$.features",
      (s) => s.features.splice(4),
      ["exactly 5", "an array of 4 items"],
    ],
    [
      "(c) a service with 6 features as too many",
      "services/tech-consulting",
      "$.features",
      (s) => s.features.push("One more"),
      ["exactly 5", "an array of 6 items"],
    ],
    ["(e) an unknown key in a nested object", "site", "$.contact", (s) => (s.contact.fax = "+971 4 555 0000"), ["unknown: fax"]],
    [
      "(f) a case study colour outside the allowed values",
      "case-studies/study-1",
      "$.color",
      (c) => (c.color = "green"),
      ['one of "primary", "accent"', 'found the text "green"'],
    ],
    ["(g) an impossible date", "articles/article-2", "$.date", (a) => (a.date = "2025-13-45"), ["a date as YYYY-MM-DD", '"2025-13-45"']],
    ["(g) a date in another format", "privacy", "$.lastUpdated", (p) => (p.lastUpdated = "12/05/2025"), ["YYYY-MM-DD"]],
    ["a non-https social link", "site", "$.socialLinks.twitter", (s) => (s.socialLinks.twitter = "http://x.com/tamkeendigital"), ["https://"]],
    ["a navigation path that is not a site path", "site", "$.navigation[1].path", (s) => (s.navigation[1].path = "about"), ['"about"']],
    [
      "a page count on a slide deck",
      "resources/guide-1",
      "$.pages",
      (r) => Object.assign(r, { format: "PPTX", pages: 18 }),
      ["no page count (a PPTX file has no pages", "number of slides belongs in its description", "found the number 18"],
    ],
    [
      "a page count on a workbook",
      "resources/guide-2",
      "$.pages",
      (r) => Object.assign(r, { format: "XLSX", pages: 3 }),
      ["no page count (a XLSX file has no pages"],
    ],
  ])("reports %s", (_what, name, where, change, expected) => {
    const message = messageAt(messages(mutate(sources(), name, change)), `content/${name}.en.json`, where);
    for (const part of expected) expect(message).toContain(part);
  });

  it.each(["PDF", "DOCX"])("accepts a page count on a %s guide", (format) => {
    expect(messages(mutate(sources(), "resources/guide-1", (r) => Object.assign(r, { format, pages: 18 })))).toEqual([]);
  });

  it("(d) reports broken JSON with the file, the line of the error and 'valid JSON'", () => {
    const tree = sources();
    const text = tree["site.en"]!;
    // Remove the first comma that ends a line.
    const comma = text.indexOf(",\n");
    expect(comma).toBeGreaterThan(0);
    tree["site.en"] = text.slice(0, comma) + text.slice(comma + 1);
    // The parser stops at the next token, the first non-blank character after the removed comma.
    const nextToken = comma + (/\S/.exec(tree["site.en"].slice(comma))?.index ?? 0);
    const before = tree["site.en"].slice(0, nextToken).split("\n");
    const line = before.length;
    const column = before.at(-1)!.length + 1;
    expect(line).toBe(text.slice(0, comma).split("\n").length + 1);

    const list = messages(tree);
    const m = messageAt(list, "content/site.en.json", `line ${line}, column ${column}`);
    expect(m).toContain("content/site.en.json");
    expect(m).toContain(`line ${line}`);
    expect(m).toContain("valid JSON");
    expect(m).toContain("a syntax error");
    // The position is translated into the line; the raw offset is not repeated.
    expect(m).not.toMatch(/position \d+/);
  });

  it("(d) reports a truncated file at its end", () => {
    const tree = sources();
    const text = tree["values.en"]!.trimEnd();
    tree["values.en"] = text.slice(0, text.length - 10);
    const lines = tree["values.en"].split("\n");
    const m = messageAt(messages(tree), "content/values.en.json", `line ${lines.length}, column ${lines.at(-1)!.length + 1}`);
    expect(m).toContain("valid JSON");
  });

  it("(e) reports an unknown key (a typo) and the field it was meant to be", () => {
    const tree = mutate(sources(), "services/digital-transformation", (s) => {
      s.titel = s.title;
      delete s.title;
    });
    const list = messages(tree);
    const unknown = messageAt(list, "content/services/digital-transformation.en.json", "$");
    expect(unknown).toContain("only the documented fields (unknown: titel)");
    expect(unknown).toContain("titel");
    expect(messageAt(list, "content/services/digital-transformation.en.json", "$.title")).toContain("missing");
  });
});

describe("cross-reference problems", () => {
  it("(h) reports a case study naming a service that does not exist", () => {
    const tree = mutate(sources(), "case-studies/study-0", (c) => {
      c.services[0] = "blockchain";
    });
    const m = messageAt(messages(tree), "content/case-studies/study-0.en.json", "$.services[0]");
    expect(m).toContain("the slug of a service in content/services/");
    expect(m).toContain("digital-transformation");
    expect(m).toContain('found "blockchain"');
  });

  it("(h) reports two articles with one slug, and the file not named after its slug", () => {
    // Articles are listed newest first, so article-3 is met before article-0.
    const tree = mutate(sources(), "articles/article-0", (a) => {
      a.slug = "article-3";
    });
    expect(messages(tree).sort()).toEqual([
      'content/articles/article-0.en.json at $.slug: expected a unique slug (also used by content/articles/article-3.en.json), found the slug "article-3" again',
      'content/articles/article-0.en.json at $.slug: expected the file\'s name, "article-0" (or rename the file), found "article-3"',
    ]);
  });

  it("(h) reports a record whose slug is not its file's name", () => {
    const tree = mutate(sources(), "team/member-1", (t) => {
      t.slug = "someone-else";
    });
    expect(messageAt(messages(tree), "content/team/member-1.en.json", "$.slug")).toContain('the file\'s name, "member-1"');
  });

  it("(h) reports duplicate slugs in the other collections too", () => {
    const tree = mutate(sources(), "team/member-1", (t) => {
      t.slug = "member-0";
    });
    expect(
      messages(tree)
        .filter((m) => m.startsWith("content/team/member-1.en.json at $.slug"))
        .join("\n"),
    ).toContain("unique slug (also used by content/team/member-0.en.json)");
  });

  it.each(["AI/ML", "ai-integration", "AI  Integration", " AI", "AI "])("(h) reports the tag %p, which has no clean URL, at $[i].tags[j]", (bad) => {
    const tree = mutate(sources(), "articles/article-1", (a) => {
      a.tags[1] = bad;
    });
    const m = messageAt(messages(tree), "content/articles/article-1.en.json", "$.tags[1]");
    expect(m).toContain("tag of letters, digits and single spaces");
    expect(m).toContain(JSON.stringify(bad));
  });

  it("(h) reports an article author who is not in team.json", () => {
    const tree = mutate(sources(), "articles/article-5", (a) => {
      a.author = "Jane Doe";
    });
    const m = messageAt(messages(tree), "content/articles/article-5.en.json", "$.author");
    expect(m).toContain("the name of a member of the team (content/team/)");
    expect(m).toContain('found "Jane Doe"');
  });

  it("(h) reports two spellings of one tag", () => {
    // Articles are checked newest first: find one using a tag a newer article used, and respell it.
    const articles = records("articles").sort((a, b) => b.date.localeCompare(a.date));
    let target: [string, number, string] | undefined;
    const seen = new Set<string>();
    articles.forEach((a: { slug: string; tags: string[] }) =>
      a.tags.forEach((t, j) => {
        if (!target && seen.has(t)) target = [a.slug, j, t];
        seen.add(t);
      }),
    );
    expect(target).toBeDefined();
    const [slug, j, tag] = target!;
    const respelled = tag.toLowerCase() === tag ? tag.toUpperCase() : tag.toLowerCase();
    const tree = mutate(sources(), `articles/${slug}`, (a) => {
      a.tags[j] = respelled;
    });
    const m = messageAt(messages(tree), `content/articles/${slug}.en.json`, `$.tags[${j}]`);
    expect(m).toContain(`the same spelling as the other use of this tag, ${JSON.stringify(tag)}`);
    expect(m).toContain(JSON.stringify(respelled));
  });

  it('(h) reports "AI Integration" against "AI integration"', () => {
    // article-1 is newer, so its spelling is met first.
    let tree = mutate(sources(), "articles/article-1", (a) => {
      a.tags = ["AI Integration"];
    });
    tree = mutate(tree, "articles/article-0", (a) => {
      a.tags = ["AI integration"];
    });
    const m = messageAt(messages(tree), "content/articles/article-0.en.json", "$.tags[0]");
    expect(m).toContain('"AI Integration"');
    expect(m).toContain('found "AI integration"');
  });

  it("reports a page listed in PAGE_BLOCKS that lacks one of its blocks", () => {
    const pages = parse("pages");
    const index = pages.findIndex((p: { slug: string }) => p.slug === "home");
    expect(PAGE_BLOCKS.home).toContain("cta");
    const tree = mutate(sources(), "pages", (p) => {
      p[index].blocks = p[index].blocks.filter((b: { key: string }) => b.key !== "cta");
    });
    const list = messages(tree);
    // The Arabic page still has the block, so it no longer matches its English twin either.
    expect(list).toEqual([
      `content/pages.en.json at $[${index}].blocks: expected a block with key "cta", found none`,
      `content/pages.ar.json at $[${index}].blocks: expected 4 items in content/pages.en.json's order, one for each, found an array of 5 items`,
    ]);
  });

  it.each(Object.entries(PAGE_BLOCKS).map(([slug, keys]) => [slug, keys[0]!]))("reports the page %p without its %p block", (slug, key) => {
    const index = parse("pages").findIndex((p: { slug: string }) => p.slug === slug);
    const tree = mutate(sources(), "pages", (p) => {
      p[index].blocks = p[index].blocks.filter((b: { key: string }) => b.key !== key);
    });
    expect(messages(tree)).toContain(`content/pages.en.json at $[${index}].blocks: expected a block with key ${JSON.stringify(key)}, found none`);
  });

  it("reports a page listed in PAGE_BLOCKS that is missing altogether", () => {
    const tree = mutate(sources(), "pages", (p) => {
      const i = p.findIndex((page: { slug: string }) => page.slug === "careers");
      p.splice(i, 1);
    });
    expect(messages(tree)).toContain('content/pages.en.json at $: expected a page with slug "careers", found none');
  });
});

describe("file-level problems", () => {
  it("(i) reports a missing content file", () => {
    const tree = sources();
    delete tree["values.en"];
    expect(messages(tree)).toEqual(["content/values.en.json at $: expected the file to exist, found no such file"]);
  });

  it("(j) reports a collection kept in one file (the old layout) and points to the folder", () => {
    const tree = { ...sources(), articles: "[]" };
    expect(messageAt(messages(tree), "content/articles.json", "$")).toContain("one file per record in content/articles/");
  });

  it("(j) reports a file in a folder that is not a collection", () => {
    const tree = { ...sources(), "articles/drafts/next": "{}", "blog/first": "{}" };
    const list = messages(tree);
    expect(messageAt(list, "content/articles/drafts/next.json", "$")).toContain("a known content file");
    expect(messageAt(list, "content/blog/first.json", "$")).toContain("an unknown file");
  });

  it("(j) reports a site without any service", () => {
    const tree = Object.fromEntries(Object.entries(sources()).filter(([key]) => !key.startsWith("services/")));
    expect(messages(tree)).toContain("content/services/ at $: expected at least 1 record, found 0");
  });

  it("accepts a collection with no records where the site allows it", () => {
    const tree = Object.fromEntries(Object.entries(sources()).filter(([key]) => !key.startsWith("testimonials/")));
    expect(messages(tree)).toEqual([]);
  });

  it("(j) reports an unknown extra content file", () => {
    const tree = { ...sources(), "blog-posts": "[]" };
    const m = messageAt(messages(tree), "content/blog-posts.json", "$");
    expect(m).toContain("a known content file");
    expect(m).toContain("an unknown file");
  });

  it("(k) reports an image file that does not exist, as a path from the project", () => {
    const member = parse("team/member-1");
    expect(member.image).toBe("../images/team/member-1.jpg");
    const missing = path.resolve(CONTENT_DIR, "team", member.image);
    const exists = (p: string) => p !== missing;
    const list = messages(sources(), exists);
    expect(list).toEqual(["content/team/member-1.en.json at $.image: expected an image file at content/images/team/member-1.jpg, found no such file"]);
  });

  it("(k) resolves images relative to the file that names them", () => {
    const asked: string[] = [];
    validateContent(sources(), CONTENT_DIR, (p) => {
      asked.push(p);
      return true;
    });
    const service = parse("services/marketing");
    expect(asked).toContain(path.resolve(CONTENT_DIR, "services", service.image));
    expect(asked).toContain(path.resolve(CONTENT_DIR, parse("site").ogImage));
    for (const p of asked) expect(path.isAbsolute(p)).toBe(true);
  });
});

describe("(l) all problems in one run", () => {
  /** Applies several edits, each to one record file, and returns the tree. */
  function edits(changes: Record<string, (data: any) => void>): Record<string, string> {
    let tree = sources();
    for (const [key, change] of Object.entries(changes)) tree = mutate(tree, key, change);
    return tree;
  }
  const places = (list: string[]) => list.map((m) => m.split(":")[0]);

  it("reports every schema problem introduced across several files, not just the first", () => {
    const tree = edits({
      "services/marketing": (s) => delete s.title,
      "services/digital-transformation": (s) => s.features.pop(),
      "services/tech-consulting": (s) => (s.icon = 7),
      "articles/article-0": (a) => (a.date = "2025-13-45"),
      "articles/article-2": (a) => a.tags.push("AI/ML"),
      "articles/article-3": (a) => (a.readingMinutes = "five"),
    });
    const list = messages(tree);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(places(list)).toEqual(
      expect.arrayContaining([
        "content/services/marketing.en.json at $.title",
        "content/services/digital-transformation.en.json at $.features",
        "content/services/tech-consulting.en.json at $.icon",
        "content/articles/article-0.en.json at $.date",
        "content/articles/article-2.en.json at $.tags[2]",
        "content/articles/article-3.en.json at $.readingMinutes",
      ]),
    );
  });

  it("reports every reference problem introduced across several files", () => {
    const tree = edits({
      "articles/article-1": (a) => (a.author = "Nobody"),
      "articles/article-3": (a) => (a.slug = "article-4"),
      "case-studies/study-0": (c) => (c.services[0] = "blockchain"),
      "case-studies/study-2": (c) => (c.slug = "study-1"),
    });
    const list = messages(tree);
    expect(places(list)).toEqual(
      expect.arrayContaining([
        "content/articles/article-1.en.json at $.author",
        "content/articles/article-3.en.json at $.slug",
        "content/case-studies/study-0.en.json at $.services[0]",
        "content/case-studies/study-2.en.json at $.slug",
      ]),
    );
  });

  it("reports schema and reference problems together, even when they are in the same file", () => {
    const tree = edits({
      "services/marketing": (s) => delete s.title, // schema
      "services/digital-transformation": (s) => s.features.pop(), // schema
      "articles/article-0": (a) => {
        a.date = "2025-13-45"; // schema
        a.author = "Nobody"; // reference: not on the team
      },
      "articles/article-3": (a) => (a.slug = "article-4"), // reference: a duplicate slug
      "case-studies/study-0": (c) => (c.color = "green"), // schema
      "case-studies/study-1": (c) => (c.services[0] = "blockchain"), // reference: unknown service
    });
    const list = messages(tree);
    // Printed in full so a failure shows what was left out.
    expect({ list }).toEqual({
      list: expect.arrayContaining(
        [
          "content/services/marketing.en.json at $.title",
          "content/services/digital-transformation.en.json at $.features",
          "content/articles/article-0.en.json at $.date",
          "content/articles/article-0.en.json at $.author",
          "content/articles/article-3.en.json at $.slug",
          "content/case-studies/study-0.en.json at $.color",
          "content/case-studies/study-1.en.json at $.services[0]",
        ].map((place) => expect.stringContaining(place)),
      ),
    });
  });

  it("still checks the other files when one is not valid JSON", () => {
    const tree = mutate(sources(), "team/member-0", (t) => {
      t.name = "";
    });
    tree["site.en"] = tree["site.en"]!.replace("{", "{,");
    const list = messages(tree);
    expect(list.some((m) => m.startsWith("content/site.en.json at line 1, column 2") && m.includes("valid JSON"))).toBe(true);
    expect(list.some((m) => m.startsWith("content/team/member-0.en.json at $.name"))).toBe(true);
  });
});

describe("syntaxErrorLocation", () => {
  const source = '{\n  "a": 1\n  "b": 2\n}';

  it("turns a 'position N' message into line and column", () => {
    expect(syntaxErrorLocation(source, new Error("Unexpected string in JSON at position 13"))).toEqual({ line: 3, column: 3 });
    expect(syntaxErrorLocation(source, new Error("Unexpected token in JSON at position 0"))).toEqual({ line: 1, column: 1 });
    expect(syntaxErrorLocation(source, new Error("Unexpected token in JSON at position 2"))).toEqual({ line: 2, column: 1 });
  });

  it("uses an explicit 'line X column Y' when the message has one", () => {
    expect(syntaxErrorLocation(source, new Error("Expected ',' or '}' after property value in JSON at position 13 (line 3 column 3)"))).toEqual({
      line: 3,
      column: 3,
    });
    expect(syntaxErrorLocation("", new Error("Bad control character in string literal at line 7 column 12"))).toEqual({ line: 7, column: 12 });
  });

  it("places 'Unexpected end of JSON input' at the end of the source", () => {
    const truncated = '{\n  "a": [1,';
    expect(syntaxErrorLocation(truncated, new Error("Unexpected end of JSON input"))).toEqual({ line: 2, column: 11 });
  });

  it("returns undefined for a message without any location", () => {
    expect(syntaxErrorLocation(source, new Error("Something else went wrong"))).toBeUndefined();
  });

  it("locates the error this Node's JSON.parse actually reports", () => {
    let error: Error | undefined;
    try {
      JSON.parse(source);
    } catch (e) {
      error = e as Error;
    }
    expect(syntaxErrorLocation(source, error!)).toEqual({ line: 3, column: 3 });
  });
});

describe("jsonPath", () => {
  it("is $ for the root", () => {
    expect(jsonPath([])).toBe("$");
  });

  it("uses brackets for indexes and dots for plain keys", () => {
    expect(jsonPath([1, "features"])).toBe("$[1].features");
    expect(jsonPath(["contact", "address", "streetAddress"])).toBe("$.contact.address.streetAddress");
    expect(jsonPath([0, "services", 2])).toBe("$[0].services[2]");
  });

  it("quotes keys that are not identifiers", () => {
    expect(jsonPath(["odd-key"])).toBe('$["odd-key"]');
    expect(jsonPath([2, "two words", "x"])).toBe('$[2]["two words"].x');
    expect(jsonPath(["1st"])).toBe('$["1st"]');
  });
});

describe("describe (the 'found' half of a message)", () => {
  it("says a missing field is missing", () => {
    expect(describeValue(undefined)).toBe("nothing (the field is missing)");
  });

  it("describes null, numbers and booleans", () => {
    expect(describeValue(null)).toBe("null");
    expect(describeValue(42)).toBe("the number 42");
    expect(describeValue(true)).toBe("the boolean true");
  });

  it("counts array items with the right plural", () => {
    expect(describeValue([])).toBe("an array of 0 items");
    expect(describeValue(["a"])).toBe("an array of 1 item");
    expect(describeValue([1, 2, 3, 4])).toBe("an array of 4 items");
  });

  it("quotes short text and shortens long text", () => {
    expect(describeValue("green")).toBe('the text "green"');
    const long = "x".repeat(100);
    expect(describeValue(long)).toBe(`the text "${"x".repeat(57)}..."`);
    expect(describeValue("y".repeat(60))).toBe(`the text "${"y".repeat(60)}"`);
  });

  it("lists the keys of an object", () => {
    expect(describeValue({ title: "a", titel: "b" })).toBe("an object with keys title, titel");
    expect(describeValue({})).toBe("an object with keys (none)");
  });
});

describe("readContentDir", () => {
  it("reads every JSON file under content/, keyed by its path without .json", () => {
    const real = readContentDir(CONTENT_DIR);
    const files = (fs.readdirSync(CONTENT_DIR, { recursive: true }) as string[])
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.split(path.sep).join("/").slice(0, -5));
    expect(Object.keys(real).sort()).toEqual(files.sort());
    expect(real["site.en"]).toBe(fs.readFileSync(path.join(CONTENT_DIR, "site.en.json"), "utf8"));
    expect(real["site.ar"]).toBe(fs.readFileSync(path.join(CONTENT_DIR, "site.ar.json"), "utf8"));
    expect(Object.keys(real).some((key) => key.startsWith("articles/"))).toBe(true);
  });
});

describe("translations (content/{name}.ar.json beside content/{name}.en.json)", () => {
  const arabic = (tree: Record<string, string>) => validateContent(tree, CONTENT_DIR, anyImage).translations.ar;

  it("merges each translation over its English twin: translated words, shared values from the English file", () => {
    const { content } = arabic(sources());
    expect(content.site?.siteTitle).toBe(`ع ${parse("site").siteTitle}`);
    expect(content.site?.contact.phone).toBe(parse("site").contact.phone);
    const service = content.services?.find((s) => s.slug === "marketing");
    expect(service?.title).toBe(`ع ${parse("services/marketing").title}`);
    expect(service?.image).toBe(parse("services/marketing").image);
  });

  it("requires every document in both languages, naming the missing file", () => {
    const tree = sources();
    delete tree["privacy.ar"];
    expect(messages(tree)).toEqual([
      "content/privacy.ar.json at $: expected the translation of content/privacy.en.json (the site's structure exists in both languages), found no such file",
    ]);
  });

  it("requires every service, team member, testimonial, FAQ category and guide in both languages", () => {
    const tree = sources();
    delete tree["team/member-2.ar"];
    delete tree["services/marketing.en"];
    const list = messages(tree);
    expect(messageAt(list, "content/team/member-2.ar.json", "$")).toContain("the translation of content/team/member-2.en.json");
    expect(messageAt(list, "content/services/marketing.en.json", "$")).toContain("the English record that content/services/marketing.ar.json translates");
  });

  it("lets an article or case study be published in one language, and lists it", () => {
    const tree = sources();
    delete tree["articles/article-1.ar"];
    delete tree["case-studies/study-2.en"];
    tree["case-studies/study-2.ar"] = `${JSON.stringify({ ...parse("case-studies/study-2"), title: "دراسة" })}\n`;
    expect(messages(tree)).toEqual([]);
    const { untranslated, content } = arabic(tree);
    expect(untranslated).toEqual({ englishOnly: ["articles/article-1"], translationOnly: ["case-studies/study-2"] });
    expect(content.articles?.map((a) => a.slug)).not.toContain("article-1");
  });

  it("takes an article whose Arabic file translates nothing yet ({} from the CMS) as published in English only", () => {
    const tree = sources();
    tree["articles/article-2.ar"] = "{}\n";
    expect(messages(tree)).toEqual([]);
    expect(arabic(tree).untranslated.englishOnly).toEqual(["articles/article-2"]);
    tree["services/marketing.ar"] = "{}\n";
    expect(messageAt(messages(tree), "content/services/marketing.ar.json", "$.title")).toContain("expected its translation");
  });

  it("checks a record published only in Arabic against the whole schema", () => {
    const tree = sources();
    delete tree["articles/article-4.en"];
    const { date: _date, ...withoutDate } = parse("articles/article-4");
    tree["articles/article-4.ar"] = `${JSON.stringify({ ...withoutDate, title: "مقال" })}\n`;
    expect(messageAt(messages(tree), "content/articles/article-4.ar.json", "$.date")).toContain("found nothing (the field is missing)");
  });

  it("refuses a shared value the translation changes, and accepts an unchanged copy", () => {
    let tree = mutate(sources(), "services/marketing.ar", (s) => {
      s.image = "../../static/images/other.png";
    });
    expect(messageAt(messages(tree), "content/services/marketing.ar.json", "$.image")).toBe(
      'content/services/marketing.ar.json at $.image: expected nothing: this value is shared with content/services/marketing.en.json, which alone holds it, found the text "../../static/images/other.png"',
    );
    tree = mutate(sources(), "services/marketing.ar", (s) => {
      s.image = parse("services/marketing").image;
    });
    expect(messages(tree)).toEqual([]);
  });

  it("refuses a translation that leaves a text out, or a list of records of another length", () => {
    let tree = mutate(sources(), "services/marketing.ar", (s) => {
      delete s.title;
    });
    expect(messageAt(messages(tree), "content/services/marketing.ar.json", "$.title")).toContain(
      "expected its translation (content/services/marketing.en.json has this field)",
    );
    tree = mutate(sources(), "site.ar", (s) => {
      s.navigation.pop();
    });
    expect(messageAt(messages(tree), "content/site.ar.json", "$.navigation")).toContain("expected 2 items in content/site.en.json's order");
  });

  it("needs the Arabic name of every tag an Arabic article shows", () => {
    const tree = mutate(sources(), "tags.ar", (labels) => {
      labels.splice(
        labels.findIndex((l: { tag: string }) => l.tag === "Marketing"),
        1,
      );
    });
    expect(messages(tree)).toEqual([
      'content/tags.ar.json at $: expected a label for the tag "Marketing", which content/articles/article-5.ar.json shows, found none',
    ]);
  });
});

describe("a privacy term about a form", () => {
  /** The tree with one privacy term about the contact form, in English and Arabic. */
  function withFormTerm(en: Record<string, unknown>, ar: Record<string, unknown> = { term: "نموذج", text: "محاكاة.", textWhenSent: "يُرسَل إلى {processor}." }) {
    const tree = mutate(sources(), "privacy", (p) => {
      p.sections[0].items = [{ term: "Contact form", text: "Simulated.", ...en }];
    });
    return mutate(tree, "privacy.ar", (p) => {
      p.sections[0].items = [ar];
    });
  }

  it("is valid with its form and a textWhenSent naming {processor}, in both languages", () => {
    expect(messages(withFormTerm({ form: "contact", textWhenSent: "Sent to {processor}." }))).toEqual([]);
  });

  it("needs textWhenSent once it names a form", () => {
    const m = messageAt(
      messages(withFormTerm({ form: "contact" }, { term: "نموذج", text: "محاكاة." })),
      "content/privacy.en.json",
      "$.sections[0].items[0].textWhenSent",
    );
    expect(m).toBe(
      "content/privacy.en.json at $.sections[0].items[0].textWhenSent: expected the text shown when the contact form sends, naming its processor as {processor}, found nothing (the field is missing)",
    );
  });

  it("needs the form whose destination picks the text", () => {
    const m = messageAt(messages(withFormTerm({ textWhenSent: "Sent to {processor}." })), "content/privacy.en.json", "$.sections[0].items[0].form");
    expect(m).toContain("expected the form whose destination picks between text and textWhenSent (contact or newsletter)");
  });

  it("names a form that exists", () => {
    const m = messageAt(
      messages(withFormTerm({ form: "careers", textWhenSent: "Sent to {processor}." })),
      "content/privacy.en.json",
      "$.sections[0].items[0].form",
    );
    expect(m).toContain('expected one of "contact", "newsletter"');
  });

  it.each([
    ["Sent to our processor.", "no placeholder"],
    ["Sent to {provider}.", "a misspelt placeholder"],
    ["Sent to {processor} in {country}.", "another placeholder"],
  ])("refuses textWhenSent %p (%s)", (textWhenSent) => {
    const m = messageAt(messages(withFormTerm({ form: "contact", textWhenSent })), "content/privacy.en.json", "$.sections[0].items[0].textWhenSent");
    expect(m).toContain("expected a text naming the processor as {processor} and no other {placeholder}");
  });

  it("checks the Arabic text's placeholder too", () => {
    const list = messages(
      withFormTerm({ form: "contact", textWhenSent: "Sent to {processor}." }, { term: "نموذج", text: "محاكاة.", textWhenSent: "يُرسَل إلى {المعالج}." }),
    );
    expect(list.some((m) => m.startsWith("content/privacy.ar.json") && m.includes("{processor}"))).toBe(true);
  });
});
