/**
 * @jest-environment node
 */
// An editor's valid change must never fail the tests; an invalid one must, naming file and field.
// This copies content/ (and the service images it names in static/) to a temporary folder, edits
// the copy as an editor would, and runs the validator and content-rules.test.ts on it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/validate-content";

const ROOT = path.resolve(__dirname, "../../..");
const RULES = path.join(ROOT, "tests/unit/content/content-rules.test.ts");

type Row = Record<string, any>;

/** A copy of the site's content, laid out as in the repository so relative image paths resolve. */
function copyContent(): { root: string; dir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-edits-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static/images"), path.join(root, "static/images"), { recursive: true });
  return { root, dir: path.join(root, "content") };
}

const readJson = (dir: string, name: string): Row[] => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")) as Row[];
const writeJson = (dir: string, name: string, data: unknown) => fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
function edit(dir: string, name: string, change: (rows: Row[]) => Row[]): void {
  writeJson(dir, name, change(readJson(dir, name)));
}

/** Copies the image a record names to a new file next to it, and returns the new relative path. */
function copyImage(dir: string, from: string, basename: string): string {
  const to = path.posix.join(path.posix.dirname(from), `${basename}${path.posix.extname(from)}`);
  fs.copyFileSync(path.resolve(dir, from), path.resolve(dir, to));
  return to;
}

/** Runs the content rules with Jest in a child process on the given content directory. */
function runRules(dir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [require.resolve("jest/bin/jest"), "--ci", "--runTestsByPath", RULES], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: dir, FORCE_COLOR: "0" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** An editor's afternoon: a new service, team member, article and case study; one testimonial fewer. */
function editAsAnEditor(dir: string): void {
  edit(dir, "services", (services) => {
    const model = services[0]!;
    const slug = "data-governance";
    return [
      ...services,
      {
        ...model,
        slug,
        title: "Data Governance",
        description: "Policies, ownership and controls that make your data trustworthy enough to automate with.",
        longDescription: "We map where your data lives, who owns it and how it flows, then set the rules that keep it accurate.",
        image: copyImage(dir, model.image, `service-${slug}`),
        imageAlt: "A data catalogue on a laptop screen",
        features: ["Data inventory", "Ownership model", "Quality rules", "Access controls", "Retention policy"],
      },
    ];
  });
  edit(dir, "team", (team) => {
    const model = team[0]!;
    return [
      ...team,
      {
        ...model,
        slug: "noor-rahman",
        name: "Noor Rahman",
        title: "Data Governance Lead",
        bio: "Noor sets up the data rules that AI projects depend on.",
        image: copyImage(dir, model.image, "noor-rahman"),
        imageAlt: "Portrait of Noor Rahman",
        linkedin: "https://www.linkedin.com/in/noor-rahman-example",
      },
    ];
  });
  edit(dir, "articles", (articles) => {
    const model = articles[0]!;
    const slug = "data-governance-before-ai";
    return [
      ...articles,
      {
        ...model,
        slug,
        title: "Data Governance Before AI",
        excerpt: "Why the first AI project should start with the data rules.",
        date: "2026-01-15",
        author: "Noor Rahman",
        tags: ["Data Governance", ...model.tags.slice(0, 1)],
        image: copyImage(dir, model.image, slug),
        imageAlt: "A whiteboard of data flows",
      },
    ];
  });
  edit(dir, "case-studies", (studies) => {
    const model = studies[0]!;
    const slug = "bank-data-governance";
    return [
      ...studies,
      {
        ...model,
        slug,
        title: "Governing a Bank's Data for AI",
        services: ["data-governance", "ai-integration"],
        image: copyImage(dir, model.image, slug),
      },
    ];
  });
  edit(dir, "testimonials", (testimonials) => testimonials.slice(0, -1));
}

describe("editing content", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("adding an article, a case study, a service and a team member and removing a testimonial keeps the validator and the content rules green", () => {
    const copy = copyContent();
    root = copy.root;
    editAsAnEditor(copy.dir);

    const { problems, content } = validateContent(readContentDir(copy.dir), copy.dir);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(content.articles?.some((a) => a.slug === "data-governance-before-ai")).toBe(true);
    expect(content.testimonials).toHaveLength(readJson(path.join(ROOT, "content"), "testimonials").length - 1);

    const rules = runRules(copy.dir);
    expect(rules.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    expect(rules.status).toBe(0);
  });

  it("an article by someone who is not on the team fails, naming the file and the field", () => {
    const copy = copyContent();
    root = copy.root;
    let index = -1;
    edit(copy.dir, "articles", (articles) => {
      index = articles.length;
      return [...articles, { ...articles[0], slug: "guest-post", author: "A. Guest" }];
    });

    const message = `content/articles.json at $[${index}].author: expected the name of a member of content/team.json, found "A. Guest"`;
    expect(validateContent(readContentDir(copy.dir), copy.dir).problems.map(formatProblem)).toEqual([message]);

    const rules = runRules(copy.dir);
    expect(rules.status).not.toBe(0);
    expect(rules.output).toContain(message);
  });
});
