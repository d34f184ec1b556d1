// Synthetic articles for a copy of the site (scripts/bench-scale.mjs, scripts/e2e-scale.mjs): each its
// own English file in content/articles/ (published before any translation) and its own 1200x675 JPEG, with bodies made of the real articles'
// sections, tags from a small set (so tag pages fill unevenly, as real ones do) and dates a week or
// so apart over the years before the real ones. Seeded, so every run adds the same articles.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** A small seeded generator (mulberry32), so every run adds the same articles. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

// Each subject brings the tags an editor would give it, so tag pages fill as unevenly as real ones.
const SUBJECTS = [
  ["Cloud Cost Control", ["Cloud", "Technology Consulting"]],
  ["Data Governance", ["Data", "Strategy"]],
  ["Customer Experience Design", ["Digital Transformation", "Marketing"]],
  ["ERP Modernization", ["Digital Transformation", "Technology Consulting"]],
  ["Process Automation", ["Automation", "AI Integration"]],
  ["AI Copilots for Staff", ["AI Integration", "Change Management"]],
  ["Cybersecurity Readiness", ["Cybersecurity", "Technology Consulting"]],
  ["Omnichannel Campaigns", ["Marketing", "Social Media"]],
  ["Arabic Language Models", ["AI Integration", "Data"]],
  ["Digital Payments", ["Digital Transformation", "Strategy"]],
  ["Supply Chain Visibility", ["Data", "Automation"]],
  ["Low-Code Platforms", ["Automation", "Technology Consulting"]],
  ["Change Programs", ["Change Management", "Strategy"]],
  ["Executive Dashboards", ["Data", "Strategy"]],
  ["Legacy Migration", ["Cloud", "Digital Transformation"]],
  ["Customer Service Chatbots", ["AI Integration", "Automation"]],
  ["Social Listening", ["Social Media", "Marketing"]],
  ["Predictive Maintenance", ["AI Integration", "Data"]],
  ["E-invoicing Compliance", ["Digital Transformation", "Automation"]],
  ["Data Residency", ["Cloud", "Cybersecurity"]],
];
const AUDIENCES = [
  "UAE Retailers",
  "Family-Owned Groups",
  "Government Entities",
  "Banks in the GCC",
  "Logistics Firms",
  "Healthcare Providers",
  "Real Estate Developers",
  "Hospitality Groups",
  "Mid-Sized Manufacturers",
  "Education Providers",
];
// Every pattern has one word of SWAPS, which the one-word edit changes.
const PATTERNS = [
  (s, a) => `${s}: A Practical Guide for ${a}`,
  (s, a) => `What ${a} Get Wrong About ${s}`,
  (s, a) => `${s} in Practice: Lessons from ${a}`,
  (s, a) => `How ${a} Can Start with ${s}`,
  (s, a) => `Measuring the Return on ${s} for ${a}`,
  (s, a) => `Five Questions ${a} Should Ask About ${s}`,
  (s, a) => `${s} Without the Hype: Notes for ${a}`,
  (s, a) => `Building the Business Case for ${s} at ${a}`,
];
const SWAPS = {
  Practical: "Pragmatic",
  Wrong: "Mistaken",
  Lessons: "Insights",
  Start: "Begin",
  Measuring: "Estimating",
  Questions: "Checks",
  Hype: "Noise",
  Building: "Making",
};
const EXCERPTS = [
  (s, a) => `Where ${a.toLowerCase()} spend their first budget on ${s.toLowerCase()}, what to measure from day one, and the mistakes that cost the most time.`,
  (s, a) =>
    `A field guide to ${s.toLowerCase()} for ${a.toLowerCase()}: the decisions that matter, the ones that can wait, and how to show results within a quarter.`,
  (s, a) => `What we learned helping ${a.toLowerCase()} with ${s.toLowerCase()}, from the first workshop to a system that people actually use.`,
];

const slugify = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The English records of a collection in the site copied to siteDir (content/{name}/*.en.json), parsed. */
const englishRecords = (siteDir, name) => {
  const dir = path.join(siteDir, "content", name);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".en.json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
};

/** Sections of the real articles, to build bodies that read like theirs. */
function realSections(siteDir) {
  const sections = englishRecords(siteDir, "articles").flatMap((a) => a.body);
  if (!sections.length) throw new Error("content/articles has no sections to build synthetic bodies from");
  return sections;
}

function authors(siteDir) {
  const names = englishRecords(siteDir, "team").map((m) => m.name);
  if (!names.length) throw new Error("content/team has nobody to sign the synthetic articles");
  return names;
}

/** The i-th synthetic article (the same on every run), dated `date`. */
function syntheticArticle(i, date, { sections, team }) {
  const rand = random(i + 1);
  const combos = SUBJECTS.length * AUDIENCES.length * PATTERNS.length;
  // Spread consecutive articles over subjects, audiences and patterns alike; past every combination, number the parts.
  const k = (i * 7919) % combos;
  const [subject, subjectTags] = SUBJECTS[k % SUBJECTS.length];
  const audience = AUDIENCES[Math.floor(k / SUBJECTS.length) % AUDIENCES.length];
  const pattern = PATTERNS[Math.floor(k / (SUBJECTS.length * AUDIENCES.length))];
  const part = Math.floor(i / combos);
  const title = pattern(subject, audience) + (part ? ` (Part ${part + 1})` : "");
  const slug = slugify(title);
  const tags = [...new Set([subjectTags[0], ...(rand() < 0.6 ? [subjectTags[1]] : []), ...(rand() < 0.25 ? ["Strategy"] : [])])];
  const body = Array.from({ length: 5 + Math.floor(rand() * 3) }, () => structuredClone(pick(rand, sections)));
  const words = body
    .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])
    .join(" ")
    .split(/\s+/).length;
  return {
    slug,
    title,
    excerpt: pick(rand, EXCERPTS)(subject, audience),
    date,
    author: pick(rand, team),
    tags,
    image: `../images/articles/${slug}.jpg`,
    imageAlt: `Abstract composition of gradients and circles illustrating ${subject.toLowerCase()}`,
    readingMinutes: Math.max(1, Math.round(words / 220)),
    body,
  };
}

const W = 1200;
const H = 675;
let noise = null;
/** One seeded layer of grain, laid over every picture so none is trivially compressible. */
function grain() {
  if (noise) return noise;
  const rand = random(20);
  noise = Buffer.alloc(W * H * 3);
  for (let i = 0; i < noise.length; i += 3) noise[i] = noise[i + 1] = noise[i + 2] = 128 + Math.round((rand() - 0.5) * 40);
  return noise;
}

/** A 1200x675 JPEG of its own: a two-colour gradient and soft circles from the article's seed, with grain. */
async function writeImage(file, seed) {
  const rand = random(seed * 7 + 3);
  const colour = () => `rgb(${[0, 1, 2].map(() => Math.round(40 + rand() * 200)).join(",")})`;
  const circles = Array.from(
    { length: 3 + Math.floor(rand() * 4) },
    () => `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * H)}" r="${Math.round(60 + rand() * 240)}" fill="${colour()}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="g" x2="1" y2="0.45"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient>
    <filter id="b"><feGaussianBlur stdDeviation="10"/></filter></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/><g filter="url(#b)" opacity="0.6">${circles.join("")}</g></svg>`;
  await sharp(Buffer.from(svg))
    .composite([{ input: grain(), raw: { width: W, height: H, channels: 3 }, blend: "soft-light" }])
    .flatten()
    .jpeg({ quality: 82 })
    .toFile(file);
}

async function addArticle(siteDir, article, seed) {
  // English only, as an editor publishes an article before its translation.
  fs.writeFileSync(path.join(siteDir, "content", "articles", `${article.slug}.en.json`), `${JSON.stringify(article, null, 2)}\n`);
  const images = path.join(siteDir, "content", "images", "articles");
  fs.mkdirSync(images, { recursive: true });
  await writeImage(path.join(images, `${article.slug}.jpg`), seed);
}

/** Dates a week or so apart, the newest a month before the oldest real article. */
function syntheticDates(siteDir, n) {
  const oldest = englishRecords(siteDir, "articles")
    .map((a) => a.date)
    .sort()[0];
  const newest = Date.parse(oldest ?? "2025-01-01") - 30 * 86_400_000;
  return Array.from({ length: n }, (_, i) => new Date(newest - i * 6.5 * 86_400_000).toISOString().slice(0, 10));
}

/** Changes one word of the article's title (not its slug), in its file; returns what changed. */
export function changeTitleWord(siteDir, slug) {
  const file = path.join(siteDir, "content", "articles", `${slug}.en.json`);
  const article = JSON.parse(fs.readFileSync(file, "utf8"));
  const from = Object.keys(SWAPS).find((w) => new RegExp(`\\b${w}\\b`).test(article.title));
  if (!from) throw new Error(`the title of ${slug} has no word to change`);
  const to = SWAPS[from];
  article.title = article.title.replace(new RegExp(`\\b${from}\\b`), to);
  fs.writeFileSync(file, `${JSON.stringify(article, null, 2)}\n`);
  return { file: `content/articles/${slug}.en.json`, from, to, title: article.title };
}

/** Adds `count` synthetic articles, with their pictures, to the site copied to `siteDir`; returns them newest first. */
export async function addSyntheticArticles(siteDir, count) {
  const source = { sections: realSections(siteDir), team: authors(siteDir) };
  const dates = syntheticDates(siteDir, count + 1);
  const added = Array.from({ length: count }, (_, i) => syntheticArticle(i, dates[i + 1], source));
  // Two at a time: sharp encodes off the main thread, so both cores work.
  for (let i = 0; i < count; i += 2) await Promise.all(added.slice(i, i + 2).map((article, j) => addArticle(siteDir, article, i + j)));
  return added;
}

/** Adds the i-th synthetic article dated today, the newest of all, and returns it. */
export async function addNewestArticle(siteDir, i) {
  const article = syntheticArticle(i, new Date().toISOString().slice(0, 10), { sections: realSections(siteDir), team: authors(siteDir) });
  await addArticle(siteDir, article, i);
  return article;
}
