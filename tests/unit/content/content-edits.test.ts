/**
 * @jest-environment node
 */
// An editor's valid change must never fail the tests. This copies content/ (and the service images it
// names in static/) to a temporary folder, edits the copy as an editor would, and runs the validator on it.
// How an invalid change fails is validate-content.test.ts's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";

const ROOT = path.resolve(__dirname, "../../..");

type Row = Record<string, any>;

/** A copy of the site's content, laid out as in the repository so relative image paths resolve. */
function copyContent(): { root: string; dir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-edits-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(ROOT, "static/images"), path.join(root, "static/images"), { recursive: true });
  return { root, dir: path.join(root, "content") };
}

const readJson = (file: string): Row => JSON.parse(fs.readFileSync(file, "utf8")) as Row;
const writeJson = (file: string, data: unknown) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
/** The English records of a collection (content/{name}/*.en.json), in file-name order. */
const recordFiles = (dir: string, name: string): string[] =>
  fs
    .readdirSync(path.join(dir, name))
    .filter((f) => f.endsWith(".en.json"))
    .sort()
    .map((f) => path.join(dir, name, f));

/**
 * Adds a record to a collection as an editor would: a copy of an existing one with new values,
 * in a new file named after its slug, with a copy of the model's image beside the model's; and, when
 * given, its Arabic translation: the model's translation with the new words.
 */
function addRecord(dir: string, name: string, slug: string, change: (model: Row, image: (basename: string) => string) => Row, arabic?: Row): void {
  const modelFile = recordFiles(dir, name)[0]!;
  const model = readJson(modelFile);
  const image = (basename: string) => copyImage(path.dirname(modelFile), model.image, basename);
  writeJson(path.join(dir, name, `${slug}.en.json`), { ...model, ...change(model, image), ...(model.slug ? { slug } : {}) });
  if (arabic) writeJson(path.join(dir, name, `${slug}.ar.json`), { ...readJson(modelFile.replace(/\.en\.json$/, ".ar.json")), ...arabic });
}

/** Copies the image a record names to a new file next to it, and returns the new path relative to the record. */
function copyImage(recordDir: string, from: string, basename: string): string {
  const to = path.posix.join(path.posix.dirname(from), `${basename}${path.posix.extname(from)}`);
  fs.copyFileSync(path.resolve(recordDir, from), path.resolve(recordDir, to));
  return to;
}

function editAsAnEditor(dir: string): void {
  addRecord(
    dir,
    "services",
    "data-governance",
    (_, image) => ({
      title: "Data Governance",
      description: "Policies, ownership and controls that make your data trustworthy enough to automate with.",
      longDescription: "We map where your data lives, who owns it and how it flows, then set the rules that keep it accurate.",
      image: image("service-data-governance"),
      imageAlt: "A data catalogue on a laptop screen",
      features: ["Data inventory", "Ownership model", "Quality rules", "Access controls", "Retention policy"],
      order: 99,
    }),
    {
      title: "حوكمة البيانات",
      description: "سياسات وملكية وضوابط تجعل بياناتكم جديرة بالثقة قبل أتمتتها.",
      longDescription: "نرسم خريطة بياناتكم ومالكيها ومساراتها، ثم نضع القواعد التي تحافظ على دقتها.",
      imageAlt: "فهرس بيانات على شاشة حاسوب محمول",
      features: ["جرد البيانات", "نموذج الملكية", "قواعد الجودة", "ضوابط الوصول", "سياسة الاحتفاظ"],
    },
  );
  addRecord(
    dir,
    "team",
    "noor-rahman",
    (_, image) => ({
      name: "Noor Rahman",
      title: "Data Governance Lead",
      bio: "Noor sets up the data rules that AI projects depend on.",
      image: image("noor-rahman"),
      imageAlt: "Portrait of Noor Rahman",
      linkedin: "https://www.linkedin.com/in/noor-rahman-example",
      order: 99,
    }),
    {
      name: "نور رحمن",
      title: "رئيسة حوكمة البيانات",
      bio: "تضع نور قواعد البيانات التي تعتمد عليها مشاريع الذكاء الاصطناعي.",
      imageAlt: "صورة شخصية لنور رحمن",
    },
  );
  addRecord(dir, "articles", "data-governance-before-ai", (model, image) => ({
    title: "Data Governance Before AI",
    excerpt: "Why the first AI project should start with the data rules.",
    date: "2026-01-15",
    author: "Noor Rahman",
    tags: ["Data Governance", ...model.tags.slice(0, 1)],
    image: image("data-governance-before-ai"),
    imageAlt: "A whiteboard of data flows",
  }));
  addRecord(dir, "case-studies", "bank-data-governance", (_, image) => ({
    title: "Governing a Bank's Data for AI",
    services: ["data-governance", "ai-integration"],
    image: image("bank-data-governance"),
    order: 99,
  }));
  // A testimonial leaves in both languages.
  const leaving = recordFiles(dir, "testimonials").at(-1)!;
  fs.rmSync(leaving);
  fs.rmSync(leaving.replace(/\.en\.json$/, ".ar.json"));
  // The footer's services column links to the new service, as content names pages (the site adds the trailing slash).
  for (const lang of ["en", "ar"] as const) {
    const file = path.join(dir, `site.${lang}.json`);
    const site = readJson(file);
    const services = site.footerLinks.find((c: Row) => c.links.some((l: Row) => /^\/services\//.test(l.path ?? ""))) ?? site.footerLinks[1];
    services.links.push(lang === "en" ? { name: "Data Governance", path: "/services/data-governance" } : { name: "حوكمة البيانات" });
    writeJson(file, site);
  }
}

// A service and a team member added in both languages, an article and a case study in English only, a testimonial removed.
it("an editor's afternoon keeps the validator green", () => {
  const { root, dir } = copyContent();
  try {
    editAsAnEditor(dir);
    expect(validateContent(readContentDir(dir), dir).problems.map(formatProblem)).toEqual([]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
