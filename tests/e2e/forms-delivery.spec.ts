// The forms delivering to a real endpoint: scripts/form-receiver.mjs, at FORMS_E2E_RECEIVER, records what arrives
// from the build scripts/build-forms.mjs makes with the forms pointed at it (support/test-builds.json names its folder).
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ready } from "./support/forms-helpers";
import builds from "./support/test-builds.json";
import { MESSAGES_BY_LANG } from "../../src/lib/language/all-messages";

const RECEIVER = process.env.FORMS_E2E_RECEIVER ?? "";
const FORMS_DIR = builds.forms.dir;

// playwright.config.ts sets it for the forms-delivery project; a run without it is a wiring error, not a pass.
if (!RECEIVER) throw new Error("FORMS_E2E_RECEIVER names no receiver: run this spec through playwright.config.ts's forms-delivery project");

/** What the receiver recorded, oldest first. */
interface Received {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, string> | null;
}

/**
 * The email address this test types: its own, so tests running side by side against one receiver
 * each find only what they sent.
 */
const address = () => `amina+${test.info().testId}@example.com`;

/** What this test's posts to paths under `pathPrefix` brought the receiver. */
async function received(request: APIRequestContext, pathPrefix: string): Promise<Received[]> {
  const all = (await (await request.get(`${RECEIVER}/__received`)).json()) as Received[];
  return all.filter((r) => r.method === "POST" && r.path.startsWith(pathPrefix) && r.body?.email === address());
}

/**
 * The spam check treats a send within 3 s of the form becoming usable as a bot's; a person takes
 * longer, and so do these tests.
 */
const MIN_FILL_MS = 3000;
const waitLikeAPerson = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 200);

/** The fields typed into the contact form, in each language. */
const TEXT = {
  en: { name: "Amina Rahman", subject: "A readiness assessment", message: "Please call me about our AI plans.\nThanks & regards" },
  ar: { name: "أمينة رحمن", subject: "تقييم الجاهزية", message: "يُرجى التواصل معي بشأن خططنا للذكاء الاصطناعي." },
};
const typed = (lang: "en" | "ar") => ({ ...TEXT[lang], email: address() });
const PREFIX = { en: "", ar: "/ar" };

// By the id their headings keep in both languages: the form itself leaves while its thank-you shows.
const contactForm = (page: Page) => page.locator('section[aria-labelledby="contact-form-heading"]');
const newsletterBox = (page: Page) => page.locator('section[aria-labelledby="newsletter-heading"]');

async function fillContact(page: Page, lang: "en" | "ar") {
  const form = contactForm(page);
  for (const key of ["name", "email", "subject", "message"] as const)
    await form.getByRole("textbox", { name: MESSAGES_BY_LANG[lang].contactForm[key], exact: true }).fill(typed(lang)[key]);
}

for (const lang of ["en", "ar"] as const) {
  test(`the contact form (${lang}) with JavaScript: what was typed arrives, then the thank-you`, async ({ page, request }) => {
    await page.goto(`${PREFIX[lang]}/contact/`);
    await ready(page);
    await fillContact(page, lang);
    await waitLikeAPerson(page);
    await contactForm(page).getByRole("button", { name: MESSAGES_BY_LANG[lang].contactForm.submit }).click();
    await expect(contactForm(page).getByRole("status")).toHaveText(MESSAGES_BY_LANG[lang].contactForm.success);
    const [post] = await received(request, "/contact");
    expect(post?.body).toMatchObject(typed(lang));
    expect(Number(post!.body!._elapsed_ms)).toBeGreaterThanOrEqual(MIN_FILL_MS);
  });

  test.describe(`without JavaScript (${lang})`, () => {
    // The receiver answers the post with a 303 to the thank-you page, as Formspree does.
    test.use({ javaScriptEnabled: false, allowRedirects: true });

    test("the contact form posts to the endpoint and lands on the thank-you page, with no policy violation", async ({ page, request }) => {
      await page.goto(`${PREFIX[lang]}/contact/`);
      await fillContact(page, lang);
      await contactForm(page).getByRole("button", { name: MESSAGES_BY_LANG[lang].contactForm.submit }).click();
      await page.waitForURL(`**${PREFIX[lang]}/contact/thanks/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "en" ? "Thank you for your message!" : "شكرًا لرسالتكم!");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const [post] = await received(request, "/contact");
      expect(post!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      // A browser's form post writes a text area's line breaks as CRLF (HTML's form-data set).
      const sent = { ...typed(lang), message: typed(lang).message.replace(/\n/g, "\r\n") };
      expect(post!.body).toEqual({ ...sent, website: "", _next: expect.stringMatching(/\/contact\/thanks\/$/), _elapsed_ms: "" });
    });

    test("the newsletter posts to the endpoint and lands on its thank-you page", async ({ page, request }) => {
      await page.goto(`${PREFIX[lang]}/insights/`);
      const box = newsletterBox(page);
      await box.getByRole("textbox").fill(address());
      await box.getByRole("button").click();
      await page.waitForURL(`**${PREFIX[lang]}/newsletter/thanks/`);
      const [post] = await received(request, "/newsletter");
      expect(post!.body).toMatchObject({ email: address(), website: "" });
    });
  });

  test(`the newsletter (${lang}) with JavaScript: the address arrives, then the thank-you`, async ({ page, request }) => {
    await page.goto(`${PREFIX[lang]}/insights/`);
    await ready(page);
    const box = newsletterBox(page);
    await box.getByRole("textbox").fill(address());
    await waitLikeAPerson(page);
    await box.locator('button[type="submit"]').click();
    await expect(box.getByRole("status")).toHaveText(MESSAGES_BY_LANG[lang].newsletter.success);
    expect(await received(request, "/newsletter")).toHaveLength(1);
  });

  test(`the privacy policy (${lang}) names the processor of each form`, async ({ page }) => {
    await page.goto(`${PREFIX[lang]}/privacy-policy/`);
    const main = page.locator("main");
    await expect(main).toContainText("Test Receiver");
    await expect(main).toContainText("127.0.0.1");
  });
}

// The pages' own policies let the forms reach the receiver: the posts above arrive, and a refused one is a console
// error that fails them. Which origins the policies name is form-destinations.test.ts's and security-headers.test.ts's.
test("the site-wide policy of the build's rules lets the forms post to the receiver", () => {
  const headers = fs.readFileSync(path.join(FORMS_DIR, "_headers"), "utf8");
  expect(headers).toContain(`form-action 'self' ${RECEIVER};`);
});
