/**
 * Formal Modern Standard Arabic, gender-neutral; counts take the plural form for their number
 * (Intl.PluralRules) and Latin digits, as the UAE writes them. Brand names stay in Latin script.
 */
import type { Messages } from "./messages";

/**
 * A whole count in Latin digits with thousands grouped (1,234), as UAE practice writes them. Not
 * Intl.NumberFormat, which writes the same: making one took Chromium 20 to 90 ms on this project's
 * 2-core host (five times that on a low-end phone), in the task that loads this table on every Arabic page.
 */
const num = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

/** Made when first used: only counts need it, and most pages show none. */
let pluralRules: Intl.PluralRules | undefined;

type PluralForms = Record<Intl.LDMLPluralRule, (count: string) => string>;
const plural = (n: number, forms: PluralForms): string => forms[(pluralRules ??= new Intl.PluralRules("ar-AE")).select(n)](num(n));

/** "مقال" on its own: 0 -> لا توجد مقالات, 1 -> مقال واحد, 2 -> مقالان, 3–10 -> 3 مقالات, 11–99 -> 11 مقالًا, 100 -> 100 مقال. */
const articleForms: PluralForms = {
  zero: () => "لا توجد مقالات",
  one: () => "مقال واحد",
  two: () => "مقالان",
  few: (c) => `${c} مقالات`,
  many: (c) => `${c} مقالًا`,
  other: (c) => `${c} مقال`,
};

/**
 * The articles a listing shows, "مقال" governed by "عرض" and so in the genitive: عرض مقال واحد،
 * عرض مقالَين (not مقالان)، عرض 3 مقالات، عرض 11 مقالًا، عرض 100 مقال; none is لا توجد مقالات.
 */
const shownForms: PluralForms = {
  zero: () => "لا توجد مقالات",
  one: () => "عرض مقال واحد",
  two: () => "عرض مقالَين",
  few: (c) => `عرض ${c} مقالات`,
  many: (c) => `عرض ${c} مقالًا`,
  other: (c) => `عرض ${c} مقال`,
};

/**
 * "يطابق" agreeing with the counted articles: a plural of things takes the feminine singular (3 مقالات
 * تطابق), one article the masculine (مقال واحد يطابق), two the dual (مقالَين يطابقان), and a count whose
 * noun stays singular (11 مقالًا، 100 مقال) agrees with that noun (يطابق).
 */
const matchForms: PluralForms = {
  zero: () => "تطابق",
  one: () => "يطابق",
  two: () => "يطابقان",
  few: () => "تطابق",
  many: () => "يطابق",
  other: () => "يطابق",
};

/** Reading time, after "مدة القراءة:": أقل من دقيقة، دقيقة واحدة، دقيقتان، 5 دقائق، 12 دقيقة، 100 دقيقة. */
const readingForms: PluralForms = {
  zero: () => "أقل من دقيقة",
  one: () => "دقيقة واحدة",
  two: () => "دقيقتان",
  few: (c) => `${c} دقائق`,
  many: (c) => `${c} دقيقة`,
  other: (c) => `${c} دقيقة`,
};

/** "صفحة": صفحة واحدة، صفحتان، 8 صفحات، 12 صفحة، 100 صفحة. */
const pageForms: PluralForms = {
  zero: (c) => `${c} صفحة`,
  one: () => "صفحة واحدة",
  two: () => "صفحتان",
  few: (c) => `${c} صفحات`,
  many: (c) => `${c} صفحة`,
  other: (c) => `${c} صفحة`,
};

export const MESSAGES_AR: Messages = {
  skipToContent: "الانتقال إلى المحتوى",
  openMenu: "فتح القائمة",
  closeMenu: "إغلاق القائمة",
  mainNavigation: "القائمة الرئيسية",
  mobileNavigation: "قائمة الجوال",
  letsTalk: "لنتحدث",
  home: "الرئيسية",
  social: {
    twitter: "X (Twitter سابقًا)",
    linkedin: "LinkedIn",
    facebook: "Facebook",
    instagram: "Instagram",
  },
  /** «حساب ليلى حداد على LinkedIn»: the English order («ليلى حداد LinkedIn») would set two nouns side by side. */
  socialProfile: (name: string, network: string) => `حساب ${name} على ${network}`,
  sideBar: {
    label: "تواصل سريع",
    whatsapp: "WhatsApp",
    email: "البريد الإلكتروني",
    call: "اتصال",
  },
  opensInNewTab: "(يُفتح في علامة تبويب جديدة)",
  footer: {
    contact: "تواصل معنا",
    rights: "جميع الحقوق محفوظة.",
    privacy: "سياسة الخصوصية",
    careers: "الوظائف",
  },
  learnMore: "اعرفوا المزيد",
  about: (title: string) => ` عن ${title}`,
  carousel: {
    label: "آراء العملاء",
    previous: "الرأي السابق",
    next: "الرأي التالي",
    goTo: (n: number) => `الانتقال إلى الرأي ${num(n)}`,
    pause: "إيقاف التبديل التلقائي",
    play: "تشغيل التبديل التلقائي",
    position: (n: number, total: number) => `الرأي ${num(n)} من ${num(total)}`,
  },
  serviceNotFound: {
    heading: "الخدمة غير موجودة",
    text: "الخدمة التي تبحثون عنها غير موجودة أو نُقلت إلى صفحة أخرى.",
    link: "عرض جميع الخدمات",
  },
  loadingService: "جارٍ تحميل الخدمة…",
  insights: {
    searchLabel: "البحث في المقالات",
    searchSubmit: "بحث",
    searchNeedsScripts: "يتطلب البحث تفعيل JavaScript. المقالات معروضة أدناه من الأحدث إلى الأقدم، ويفتح كل وسم صفحة موضوعه.",
    searching: "جارٍ البحث في جميع المقالات…",
    searchFailed: "تعذّر تحميل البحث. يُرجى التحقق من الاتصال بالإنترنت والمحاولة مرة أخرى.",
    retrySearch: "إعادة المحاولة",
    showMore: "عرض المزيد من المقالات",
    sidebar: "المقالات الأكثر قراءة والنشرة الإخبارية",
    searchPlaceholder: "ابحثوا بالعنوان أو الملخص",
    categoriesLabel: "التصفية حسب الوسم",
    all: "الكل",
    noResultsHeading: "لا توجد مقالات مطابقة",
    noResultsText: "لا توجد مقالات تطابق معايير البحث. جرّبوا تعديل كلمات البحث أو عوامل التصفية.",
    clearFilters: "مسح عوامل التصفية",
    readMore: "اقرؤوا المقال",
    by: "بقلم",
    minutes: (n: number) => `مدة القراءة: ${plural(n, readingForms)}`,
    tagHeading: (tag: string) => `المقالات الموسومة بـ«${tag}»`,
    tagCount: (n: number) => plural(n, articleForms),
    showing: (count: number, category: string | null, search: string) =>
      `${plural(count, shownForms)}${category ? ` في «${category}»` : ""}${search ? ` ${plural(count, matchForms)} «${search}»` : ""}`,
  },
  pagination: {
    label: "الصفحات",
    previous: "السابق",
    next: "التالي",
    page: (n: number) => `الصفحة ${num(n)}`,
    position: (n: number, count: number) => `الصفحة ${num(n)} من ${num(count)}`,
    title: (title: string, n: number, count: number) => (n > 1 ? `${title} (الصفحة ${num(n)} من ${num(count)})` : title),
  },
  newsletter: {
    emailLabel: "البريد الإلكتروني",
    placeholder: "you@company.com",
    submit: "اشتراك",
    sending: "جارٍ الاشتراك…",
    invalidEmail: "يُرجى إدخال عنوان بريد إلكتروني صحيح.",
    success: "شكرًا لاشتراككم!",
    honeypot: "اتركوا هذا الحقل فارغًا",
    failed: "تعذّر تسجيل اشتراككم الآن. ما زال عنوانكم في الحقل، فحاولوا مرة أخرى أو اشتركوا عبر البريد الإلكتروني.",
    retry: "حاولوا مرة أخرى",
    emailInstead: "الاشتراك عبر البريد الإلكتروني",
    mailSubject: "الاشتراك في النشرة الإخبارية",
    mailBody: (email: string) => `يُرجى إضافة ${email} إلى قائمة النشرة الإخبارية.`,
  },
  contactForm: {
    name: "الاسم",
    email: "البريد الإلكتروني",
    subject: "الموضوع",
    message: "الرسالة",
    submit: "إرسال الرسالة",
    sending: "جارٍ الإرسال…",
    success: "شكرًا لرسالتكم! سنتواصل معكم قريبًا.",
    honeypot: "اتركوا هذا الحقل فارغًا",
    required: "يُرجى ملء هذا الحقل.",
    noscript: (email: string) => `يتطلب هذا النموذج تفعيل JavaScript. ويمكنكم أيضًا مراسلتنا عبر البريد الإلكتروني على ${email}.`,
    failed: "تعذّر إرسال رسالتكم. كل ما كتبتموه ما زال في النموذج، فحاولوا مرة أخرى أو أرسلوه إلينا عبر البريد الإلكتروني.",
    retry: "حاولوا مرة أخرى",
    emailInstead: "الإرسال عبر البريد الإلكتروني",
    mailBody: (name: string, email: string, message: string) => `${message}\n\n${name}\n${email}`,
  },
  map: {
    label: "خريطة موقع مكتبنا",
    fallbackHeading: "مكتبنا",
    openInMaps: "فتح في Google Maps",
    loading: "جارٍ تحميل الخريطة…",
  },
  caseStudies: {
    client: "العميل",
    industry: "القطاع",
    services: "الخدمات",
    duration: "المدة",
    challenge: "التحدي",
    solution: "الحل",
    results: "النتائج",
    readMore: "اقرؤوا دراسة الحالة كاملة",
    details: "تفاصيل المشروع",
  },
  guides: {
    download: "تنزيل",
    pages: (n: number) => plural(n, pageForms),
    types: {
      ebook: "كتاب إلكتروني",
      whitepaper: "ورقة بيضاء",
      template: "قالب",
      checklist: "قائمة تحقق",
    },
    otherType: "مورد",
    categories: {
      "Digital Transformation": "التحول الرقمي",
      "AI Integration": "دمج الذكاء الاصطناعي",
      "Marketing & Social": "التسويق ووسائل التواصل الاجتماعي",
      "Technology Consulting": "الاستشارات التقنية",
    },
  },
  privacy: {
    lastUpdated: "آخر تحديث",
  },
  /** The English order («تمكين ديجيتال رؤى») would set two nouns side by side. */
  feedTitle: (siteTitle: string) => `رؤى من ${siteTitle}`,
  breadcrumbs: {
    home: "الرئيسية",
    services: "الخدمات",
    insights: "رؤى",
    caseStudies: "دراسات الحالة",
  },
};
