import type { ResourceCategory } from "../content/resource-categories";

/**
 * Interface words and the specification's error catalogue (section 8); page copy lives in content/. The
 * browser loads each language as its own chunk (messages-by-lang.ts): import this only for its type, or
 * where both languages belong (server render, build, tests).
 */
/** The specification's start-up error, for developers, in English whatever the page's language. */
export const ROOT_NOT_FOUND = "Root element not found";

export const MESSAGES = {
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  letsTalk: "Let's Talk",
  home: "Home",
  social: {
    twitter: "X (Twitter)",
    linkedin: "LinkedIn",
    facebook: "Facebook",
    instagram: "Instagram",
  },
  /** A person's account on a social network, as its link's name: each language relates the two in its own words. */
  socialProfile: (name: string, network: string) => `${name} on ${network}`,
  sideBar: {
    label: "Quick contact",
    whatsapp: "WhatsApp",
    email: "Email",
    call: "Call",
  },
  opensInNewTab: "(opens in a new tab)",
  footer: {
    contact: "Contact",
    rights: "All rights reserved.",
    privacy: "Privacy Policy",
    careers: "Careers",
  },
  learnMore: "Learn More",
  /** Hidden words that make each repeated 'Learn More' link distinct for screen readers. */
  about: (title: string) => ` about ${title}`,
  carousel: {
    label: "Client testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    goTo: (n: number) => `Go to testimonial ${n}`,
    pause: "Pause automatic rotation",
    play: "Start automatic rotation",
    position: (n: number, total: number) => `Testimonial ${n} of ${total}`,
  },
  serviceNotFound: {
    heading: "Service Not Found",
    text: "The service you're looking for doesn't exist or has been moved.",
    link: "View All Services",
  },
  loadingService: "Loading service…",
  insights: {
    searchLabel: "Search articles",
    searchSubmit: "Search",
    searchNeedsScripts: "Searching needs JavaScript. The articles are listed below, newest first, and the categories open each topic's page.",
    searching: "Searching all articles…",
    searchFailed: "Search could not load. Check your connection and try again.",
    retrySearch: "Try again",
    showMore: "Show more articles",
    sidebar: "Popular articles and newsletter",
    searchPlaceholder: "Search by title or summary",
    categoriesLabel: "Filter by category",
    all: "All",
    noResultsHeading: "No articles found",
    noResultsText: "No articles found matching your criteria. Try adjusting your search or filters.",
    clearFilters: "Clear filters",
    readMore: "Read article",
    by: "By",
    minutes: (n: number) => `${n} min read`,
    tagHeading: (tag: string) => `Articles tagged "${tag}"`,
    tagCount: (n: number) => `${n} ${n === 1 ? "article" : "articles"}`,
    showing: (count: number, category: string | null, search: string) =>
      `Showing ${count} ${count === 1 ? "article" : "articles"}${category ? ` in "${category}"` : ""}${search ? ` matching "${search}"` : ""}`,
  },
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    page: (n: number) => `Page ${n}`,
    position: (n: number, count: number) => `Page ${n} of ${count}`,
    /** So each page of results has its own document title. */
    title: (title: string, n: number, count: number) => (n > 1 ? `${title} (page ${n} of ${count})` : title),
  },
  newsletter: {
    emailLabel: "Email address",
    placeholder: "you@company.com",
    submit: "Subscribe",
    sending: "Subscribing…",
    invalidEmail: "Please enter a valid email address.",
    success: "Thank you for subscribing!",
    honeypot: "Leave this field empty",
    failed: "We could not subscribe you just now. Your address is still in the field: try again, or subscribe by email.",
    retry: "Try again",
    emailInstead: "Subscribe by email",
    mailSubject: "Newsletter subscription",
    mailBody: (email: string) => `Please subscribe ${email} to your newsletter.`,
  },
  contactForm: {
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    submit: "Send Message",
    sending: "Sending…",
    success: "Thank you for your message! We will get back to you soon.",
    honeypot: "Leave this field empty",
    /** Non-English pages set it; English keeps the browser's own message. */
    required: "Please fill out this field.",
    noscript: (email: string) => `This form needs JavaScript. You can also email us at ${email}.`,
    failed: "Your message could not be sent. Everything you typed is still in the form: try again, or send it to us by email.",
    retry: "Try again",
    emailInstead: "Send it by email",
    mailBody: (name: string, email: string, message: string) => `${message}\n\n${name}\n${email}`,
  },
  map: {
    label: "Map of our office",
    fallbackHeading: "Our office",
    openInMaps: "Open in Google Maps",
    loading: "Loading map…",
  },
  caseStudies: {
    client: "Client",
    industry: "Industry",
    services: "Services",
    duration: "Duration",
    challenge: "Challenge",
    solution: "Solution",
    results: "Results",
    readMore: "Read the full case study",
    details: "Project details",
  },
  guides: {
    download: "Download",
    pages: (n: number) => `${n} pages`,
    types: {
      ebook: "E-book",
      whitepaper: "Whitepaper",
      template: "Template",
      checklist: "Checklist",
    },
    otherType: "Resource",
    /** Keyed by the English names content uses (src/lib/content/resource-categories.ts). */
    categories: {
      "Digital Transformation": "Digital Transformation",
      "AI Integration": "AI Integration",
      "Marketing & Social": "Marketing & Social",
      "Technology Consulting": "Technology Consulting",
    } satisfies Record<ResourceCategory, string>,
  },
  privacy: {
    lastUpdated: "Last updated",
  },
  feedTitle: (siteTitle: string) => `${siteTitle} Insights`,
  breadcrumbs: {
    home: "Home",
    services: "Services",
    insights: "Insights",
    caseStudies: "Case Studies",
  },
} as const;

type Widen<T> = T extends string ? string : T extends (...args: infer A) => infer R ? (...args: A) => R : { readonly [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof MESSAGES>;
