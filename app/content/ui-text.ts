import type { Locale } from "~/lib/i18n/locale";
import type { PROJECT_TYPES } from "~/lib/schemas/financing-options";

type ProjectType = (typeof PROJECT_TYPES)[number];

/**
 * The words of the parts every page shares (header, menus, footer, the quote forms, toasts, the
 * reviews), in the shape both languages fill in (`ui-text.server.ts`). The root loader hands each
 * page its language's set, so neither language's words ride in the script bundle. `{name}` and
 * similar marks are filled in with `fill`.
 */
export type UiText = {
  locale: Locale;
  skipToContent: string;
  header: {
    licensed: string;
    officeHours: string;
    emergencyLine: string;
    instantQuote: string;
    call: string;
    mainNav: string;
    menu: string;
    closeMenu: string;
    getFreeQuote: string;
    /** The logo's line under the name: the year the business was founded. */
    established: string;
  };
  nav: { services: string; serviceAreas: string; about: string; allServiceAreas: string; aboutUs: string };
  /** What a page's link to its twin says, in the twin's language. */
  languageSwitch: { label: string; name: string };
  footer: {
    about: string;
    social: string;
    onNetwork: string;
    contact: string;
    phone: string;
    hours: string;
    sameNumber: string;
    license: string;
    quickLinks: string;
    services: string;
    serviceAreas: string;
    allAreas: string;
    copyright: string;
  };
  /** Link names the shell uses for pages of the site (quick links, menus). */
  pages: Record<
    "about" | "services" | "testimonials" | "blog" | "financing" | "insuranceHelp" | "instantQuote" | "roofing101",
    string
  >;
  form: {
    firstName: string;
    lastName: string;
    phone: string;
    phoneHint: string;
    email: string;
    address: string;
    city: string;
    zipCode: string;
    zipHint: string;
    service: string;
    serviceNeeded: string;
    selectService: string;
    serviceLabels: Record<"roof-inspection" | "roof-repair" | "roof-replacement" | "insurance-claim", string>;
    honeypot: string;
    consent: string;
    headerTitle: string;
    getFreeQuote: string;
    sending: string;
    contactForm: string;
    detailsForm: string;
    almostDone: string;
    whereIsIt: string;
    thankYou: string;
    bookNow: string;
    pickTime: string;
    pickTimeIntro: string;
    /** The same picker in place of the #contact form once it is sent. */
    bookAfterForm: string;
    bookAfterFormIntro: string;
    cancel: string;
    confirm: string;
    close: string;
  };
  /** The financing application (the financing page and its answer page without JavaScript). */
  financing: {
    form: string;
    state: string;
    projectType: string;
    selectProjectType: string;
    projectLabels: Record<ProjectType, string>;
    estimatedCost: string;
    selectCost: string;
    submit: string;
    submitting: string;
    success: string;
    failure: string;
    consent: string;
    answerTitle: string;
  };
  /** The newsletter signup (the blog and its answer page without JavaScript). */
  newsletter: {
    form: string;
    email: string;
    subscribe: string;
    subscribing: string;
    success: string;
    failure: string;
    consent: string;
    answerTitle: string;
    answerText: string;
  };
  toasts: {
    validationTitle: string;
    failureTitle: string;
    failure: string;
    successTitle: string;
    success: string;
    close: string;
    region: string;
  };
  /** The validation and refusal messages, from the English the schemas and the API say. */
  messages: Record<string, string>;
  reviews: {
    ratings: string;
    ratingOutOf5: string;
    carousel: string;
    /** What a screen reader calls the panel and each review in it (aria-roledescription). */
    carouselRole: string;
    slideRole: string;
    slide: string;
    previous: string;
    next: string;
    play: string;
    pause: string;
    rated: string;
  };
  serviceCard: { learnMore: string; about: string; video: string };
  /** The page that answers a quote request posted without JavaScript. */
  answer: {
    metaTitle: string;
    requestTitle: string;
    requestLead: string;
    thanksTitle: string;
    sooner: string;
    returnHome: string;
    checkTitle: string;
  };
  notFound: { metaTitle: string; title: string; text: string; needRoofer: string };
  /** The page shown when one fails on our side. */
  serverError: { title: string; text: string };
  /** The content pages' shared parts: breadcrumbs, steps, FAQ headings, call buttons, the closing cross-links. */
  pageParts: {
    /** The breadcrumb trail's first link, and the trail's name. */
    home: string;
    breadcrumb: string;
    /** Read before a numbered step's title: "Step {n}: ". */
    step: string;
    faqEyebrow: string;
    /** A call button's words before the number. */
    call: string;
    callNow: string;
    /** A closing call to action's button to the quote form. */
    getFreeQuote: string;
    explore: { eyebrow: string; title: string; lead: string };
  };
  /** The inspection picker (its days and times come from the slots API in the page's language). */
  booking: {
    title: string;
    intro: string;
    form: string;
    chooseDay: string;
    /** "Times are {zone}." */
    zone: string;
    /** "Choose a time on {day}" */
    chooseTime: string;
    /** "Book {when}" */
    book: string;
    booking: string;
    chooseFirst: string;
    loading: string;
    /** Shown without JavaScript, before the phone number: the picker cannot load its times. */
    noScript: string;
    tryAgain: string;
    noTimes: string;
    callUs: string;
    booked: string;
    requested: string;
    bookedText: string;
    requestedText: string;
    manage: string;
  };
};

/** `template` with each `{key}` replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, key: string) => (key in values ? String(values[key]) : mark));
}
