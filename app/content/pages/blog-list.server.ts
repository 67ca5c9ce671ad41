import { BLOG_CATEGORIES, type BlogCategoryName } from "~/content/blog-categories";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The blog's list in each language. The articles themselves are written in English only, so the
 * Spanish list says so and marks each card's words as English.
 */
export type BlogListWords = {
  /** `name`: the blog's name in its structured data. */
  seo: { title: (category?: string) => string; name: string; description: string; keywords: string[] };
  eyebrow: string;
  title: string;
  lead: string;
  /** Said under the lead on a page whose articles are in another language than the page. */
  articlesNote?: string;
  categoriesTitle: string;
  all: string;
  categories: Record<BlogCategoryName, string>;
  postsTitle: (category?: string) => string;
  showing: (count: number, category?: string) => string;
  unknownCategory: (name: string, count: number) => string;
  card: { minutes: string; read: string; date: Intl.DateTimeFormat; lang?: string };
  newsletter: { title: string; text: string };
};

const englishCategories = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c.name, c.name])) as Record<
  BlogCategoryName,
  string
>;

const en: BlogListWords = {
  seo: {
    title: (category) =>
      category ? `${category} Articles | ${site.name} Blog` : `Roofing Tips & Advice Blog | ${site.name}`,
    name: `${site.name} Blog`,
    description:
      "Roofing advice for Tampa Bay homeowners: choosing materials, spotting damage early, insurance claims and getting your roof ready for hurricane season.",
    keywords: [
      "roofing blog",
      "Florida roofing tips",
      "Tampa Bay roofing advice",
      "roof maintenance",
      "roof insurance claims",
      "hurricane roof preparation",
    ],
  },
  eyebrow: "Roofing blog",
  title: "Roofing advice for Florida homeowners",
  lead: "Straight answers from local roofers: which roof suits our climate, the warning signs worth a call, how insurance treats storm damage, and how to get ready before hurricane season.",
  categoriesTitle: "Browse by Category",
  all: "All",
  categories: englishCategories,
  postsTitle: (category) => (category ? `${category} articles` : "Latest articles"),
  showing: (count, category) =>
    `Showing ${count} ${count === 1 ? "article" : "articles"}${category ? ` in ${category}` : ""}.`,
  unknownCategory: (name, count) => `There is no category called "${name}". Showing all ${count} articles.`,
  card: {
    minutes: "min read",
    read: "Read article",
    date: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  },
  newsletter: {
    title: "Stay Updated",
    text: "Seasonal roofing tips, hurricane-season reminders and maintenance advice for Tampa Bay homes, sent now and then. No spam, and you can unsubscribe at any time.",
  },
};

const es: BlogListWords = {
  seo: {
    title: (category) =>
      category ? `Artículos de ${category} | Blog de ${site.name}` : `Consejos sobre techos | Blog de ${site.name}`,
    name: `Blog de ${site.name}`,
    description:
      "Consejos de techado para dueños de casa en Tampa Bay: materiales, señales de daño, reclamos al seguro y cómo preparar el techo para la temporada de huracanes.",
    keywords: [
      "blog de techos",
      "consejos de techos Florida",
      "techos Tampa Bay",
      "mantenimiento de techos",
      "reclamo al seguro techo",
      "preparar el techo para huracanes",
    ],
  },
  eyebrow: "Blog de techos",
  title: "Consejos de techado para dueños de casa en Florida",
  lead: "Respuestas claras de techadores de la zona: qué techo le conviene a nuestro clima, las señales que merecen una llamada, cómo trata el seguro los daños por tormenta y cómo prepararse antes de la temporada de huracanes.",
  articlesNote:
    "Nuestros artículos están escritos en inglés. Si prefiere hablar de su techo en español, llámenos o pídanos un estimado gratis: le atendemos en español.",
  categoriesTitle: "Buscar por tema",
  all: "Todos",
  categories: {
    "Roofing Tips": "Consejos",
    Maintenance: "Mantenimiento",
    Insurance: "Seguros",
    "Roofing Materials": "Materiales",
    "Storm Preparation": "Preparación para tormentas",
  },
  postsTitle: (category) => (category ? `Artículos de ${category}` : "Artículos recientes"),
  showing: (count, category) =>
    `${count} ${count === 1 ? "artículo" : "artículos"}${category ? ` de ${category}` : ""}, en inglés.`,
  unknownCategory: (name, count) => `No hay un tema llamado “${name}”. Mostramos los ${count} artículos.`,
  card: {
    minutes: "min de lectura",
    read: "Leer el artículo (en inglés)",
    lang: "en",
    date: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }),
  },
  newsletter: {
    title: "Manténgase al día",
    text: "Consejos de temporada sobre techos, recordatorios antes de los huracanes y mantenimiento para casas de Tampa Bay, de vez en cuando y en inglés. Sin spam, y puede darse de baja cuando quiera.",
  },
};

export const blogListWords: Record<Locale, BlogListWords> = { en, es };

/** What a post card says around its article, in `locale` (the component's `PostCardWords`). */
export function cardWordsIn(locale: Locale) {
  const { minutes, read, lang } = blogListWords[locale].card;
  return { minutes, read, lang };
}
