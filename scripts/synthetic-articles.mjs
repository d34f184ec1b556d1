// Synthetic articles for a copy of the site (scripts/bench-scale.mjs, scripts/build-scale.mjs), seeded,
// so every run adds the same: each an English file in content/articles/ (published before any
// translation) with its own 1200x675 JPEG, a body of the real articles' sections, tags from a small
// set (so tag pages fill unevenly, as real ones do) and a date a week or so before the previous one.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** A small seeded generator (mulberry32). */
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
const AUDIENCES = ["UAE Retailers", "Family-Owned Groups", "Government Entities", "Banks in the GCC", "Logistics Firms"];
AUDIENCES.push("Healthcare Providers", "Real Estate Developers", "Hospitality Groups", "Mid-Sized Manufacturers", "Education Providers");
// Title patterns ($s the subject, $a the audience), each with the word the one-word edit changes.
const PATTERNS = [
  ["$s: A Practical Guide for $a", "Practical", "Pragmatic"],
  ["What $a Get Wrong About $s", "Wrong", "Mistaken"],
  ["$s in Practice: Lessons from $a", "Lessons", "Insights"],
  ["How $a Can Start with $s", "Start", "Begin"],
  ["Measuring the Return on $s for $a", "Measuring", "Estimating"],
  ["Five Questions $a Should Ask About $s", "Questions", "Checks"],
  ["$s Without the Hype: Notes for $a", "Hype", "Noise"],
  ["Building the Business Case for $s at $a", "Building", "Making"],
];
const EXCERPTS = [
  (s, a) => `Where ${a.toLowerCase()} spend their first budget on ${s.toLowerCase()}, what to measure from day one, and the mistakes that cost the most time.`,
  (s, a) =>
    `A field guide to ${s.toLowerCase()} for ${a.toLowerCase()}: the decisions that matter, the ones that can wait, and how to show results within a quarter.`,
  (s, a) => `What we learned helping ${a.toLowerCase()} with ${s.toLowerCase()}, from the first workshop to a system that people actually use.`,
];

const slugify = (title) =>
  title
    .toLowerCase()
    .match(/[a-z0-9]+/g)
    .join("-");

/** The English records of content/<name>/ in the site copied to `siteDir`, parsed. */
function englishRecords(siteDir, name) {
  const dir = path.join(siteDir, "content", name);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".en.json"));
  return files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
}

/** The articles' sections, to make bodies that read like theirs, the team to sign them, and the oldest article's date. */
function sources(siteDir) {
  const articles = englishRecords(siteDir, "articles");
  const [sections, team] = [articles.flatMap((a) => a.body), englishRecords(siteDir, "team").map((m) => m.name)];
  if (!sections.length) throw new Error("content/articles has no sections to build synthetic bodies from");
  if (!team.length) throw new Error("content/team has nobody to sign the synthetic articles");
  return { sections, team, oldest: articles.map((a) => a.date).sort()[0] };
}

const COMBOS = PATTERNS.flatMap((pattern) =>
  AUDIENCES.flatMap((audience) => SUBJECTS.map(([subject, subjectTags]) => ({ pattern, audience, subject, subjectTags }))),
);
const titleOf = ({ pattern, subject, audience }, part) => pattern[0].replace("$s", subject).replace("$a", audience) + (part ? ` (Part ${part + 1})` : "");
// A page's title is at most 70 characters (src/lib/content/schema.ts), before and after changeTitleWord's edit: the
// first round takes the combinations whose title fits, and the numbered parts after it those that fit with a part's number.
const TITLE_MAX = 70;
const fits = (combo, part) => {
  const title = titleOf(combo, part);
  return Math.max(title.length, title.replace(combo.pattern[1], combo.pattern[2]).length) <= TITLE_MAX;
};
const FIRST = COMBOS.filter((c) => fits(c, 0));
const LATER = COMBOS.filter((c) => fits(c, 99));

/** The i-th synthetic article (the same on every run), dated `date`. */
function syntheticArticle(i, date, { sections, team }) {
  const rand = random(i + 1);
  // Spread consecutive articles over subjects, audiences and patterns alike (7919 is a prime, so every combination comes once).
  const later = i - FIRST.length;
  const { subject, subjectTags, audience, pattern } = later < 0 ? FIRST[(i * 7919) % FIRST.length] : LATER[(later * 7919) % LATER.length];
  const part = later < 0 ? 0 : 1 + Math.floor(later / LATER.length);
  const title = titleOf({ pattern, subject, audience }, part);
  const slug = slugify(title);
  const tags = [...new Set([subjectTags[0], ...(rand() < 0.6 ? [subjectTags[1]] : []), ...(rand() < 0.25 ? ["Strategy"] : [])])];
  const body = Array.from({ length: 5 + Math.floor(rand() * 3) }, () => structuredClone(pick(rand, sections)));
  const text = body.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]).join(" ");
  return {
    slug,
    title,
    excerpt: pick(rand, EXCERPTS)(subject, audience),
    date,
    author: pick(rand, team),
    tags,
    image: `../images/articles/${slug}.jpg`,
    imageAlt: `Abstract composition of gradients and circles illustrating ${subject.toLowerCase()}`,
    readingMinutes: Math.max(1, Math.round(text.split(/\s+/).length / 220)),
    body,
  };
}

const W = 1200;
const H = 675;
/** One seeded layer of grain, laid over every picture so none is trivially compressible. */
const GRAIN = Buffer.alloc(W * H * 3);
for (let i = 0, rand = random(20); i < GRAIN.length; i += 3) GRAIN[i] = GRAIN[i + 1] = GRAIN[i + 2] = 128 + Math.round((rand() - 0.5) * 40);

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
    .composite([{ input: GRAIN, raw: { width: W, height: H, channels: 3 }, blend: "soft-light" }])
    .flatten()
    .jpeg({ quality: 82 })
    .toFile(file);
}

async function addArticle(siteDir, article, seed, picture = true) {
  // English only, as an editor publishes an article before its translation.
  fs.writeFileSync(path.join(siteDir, "content", "articles", `${article.slug}.en.json`), `${JSON.stringify(article, null, 2)}\n`);
  if (!picture) return;
  const images = path.join(siteDir, "content", "images", "articles");
  fs.mkdirSync(images, { recursive: true });
  await writeImage(path.join(images, `${article.slug}.jpg`), seed);
}

/** Changes one word of the article's title (not its slug), in its file; returns what changed. */
export function changeTitleWord(siteDir, slug) {
  const file = path.join(siteDir, "content", "articles", `${slug}.en.json`);
  const article = JSON.parse(fs.readFileSync(file, "utf8"));
  const [, from, to] = PATTERNS.find(([, w]) => new RegExp(`\\b${w}\\b`).test(article.title)) ?? [];
  if (!from) throw new Error(`the title of ${slug} has no word to change`);
  article.title = article.title.replace(new RegExp(`\\b${from}\\b`), to);
  fs.writeFileSync(file, `${JSON.stringify(article, null, 2)}\n`);
  return { file: `content/articles/${slug}.en.json`, from, to, title: article.title };
}

/**
 * Adds `count` synthetic articles, with their pictures, to the site copied to `siteDir`; returns them newest
 * first. With `onePicture`, they all show the first one's, which the build encodes once: for tests of
 * listings, where what the pictures cost is not the question.
 */
export async function addSyntheticArticles(siteDir, count, { onePicture = false } = {}) {
  const source = sources(siteDir);
  // A week or so apart, the newest a month before the oldest real article.
  const newest = Date.parse(source.oldest ?? "2025-01-01") - 30 * 86_400_000;
  const date = (i) => new Date(newest - (i + 1) * 6.5 * 86_400_000).toISOString().slice(0, 10);
  const added = Array.from({ length: count }, (_, i) => syntheticArticle(i, date(i), source));
  if (onePicture) for (const article of added) article.image = added[0].image;
  // Two at a time: sharp encodes off the main thread, so both cores work.
  for (let i = 0; i < count; i += 2)
    await Promise.all(added.slice(i, i + 2).map((article, j) => addArticle(siteDir, article, i + j, !onePicture || i + j === 0)));
  return added;
}

/** Adds the i-th synthetic article dated today, the newest of all, and returns it. */
export async function addNewestArticle(siteDir, i) {
  const article = syntheticArticle(i, new Date().toISOString().slice(0, 10), sources(siteDir));
  await addArticle(siteDir, article, i);
  return article;
}
