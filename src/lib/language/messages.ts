import type { ResourceCategory } from "../content/resource-categories";

/**
 * Interface words: button labels, accessible names and the specification's error catalogue (section 8).
 * Page copy lives in content/; these are the words of the controls around it.
 *
 * The browser gets each language's table as a chunk of its own, loaded before the page renders
 * (src/lib/language/messages-by-lang.ts): import this module only for its type, or where both languages
 * belong (the server render, the build, tests).
 */
export const MESSAGES = {
  /** The specification's start-up error when the root container is missing. */
  rootNotFound: "Root element not found",
  skipToContent: "Skip to content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  footerNavigation: "Footer",
  letsTalk: "Let's Talk",
  home: "Home",
  social: {
    twitter: "X (Twitter)",
    linkedin: "LinkedIn",
    facebook: "Facebook",
    instagram: "Instagram",
  },
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
    /** 'Showing N article(s)', then ' in "{category}"' and ' matching "{search}"' when they apply. */
    showing: (count: number, category: string | null, search: string) =>
      `Showing ${count} ${count === 1 ? "article" : "articles"}${category ? ` in "${category}"` : ""}${search ? ` matching "${search}"` : ""}`,
  },
  pagination: {
    label: "Pages",
    previous: "Previous",
    next: "Next",
    page: (n: number) => `Page ${n}`,
    position: (n: number, count: number) => `Page ${n} of ${count}`,
    /** The document title of a listing's later pages, so each page of results has its own. */
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
    /** An empty required field (non-English pages set it; English keeps the browser's own message). */
    required: "Please fill out this field.",
    noscript: (email: string) => `This form needs JavaScript. You can also email us at ${email}.`,
    failed: "Your message could not be sent. Everything you typed is still in the form: try again, or send it to us by email.",
    retry: "Try again",
    emailInstead: "Send it by email",
    /** The body of the prefilled email offered when a send fails: the message, then who wrote it. */
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
    /** The label of each resource type that has one, by its lower-case key (resourceTypeLabel). */
    types: {
      ebook: "E-book",
      whitepaper: "Whitepaper",
      template: "Template",
      checklist: "Checklist",
    },
    /** The specification's fallback: any other type is shown as 'Resource'. */
    otherType: "Resource",
    /** The heading of each category of src/lib/content/resource-categories.ts, which content names in English. */
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
  /**
   * The title of the feed of articles (rss.xml, and the page's link to it that browsers and feed
   * readers list): each language orders the site's name and the listing's in its own way.
   */
  feedTitle: (siteTitle: string) => `${siteTitle} Insights`,
  breadcrumbs: {
    home: "Home",
    services: "Services",
    insights: "Insights",
    caseStudies: "Case Studies",
  },
} as const;

/** The shape every language's messages share: MESSAGES with its words widened to any string. */
type Widen<T> = T extends string ? string : T extends (...args: infer A) => infer R ? (...args: A) => R : { readonly [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof MESSAGES>;
