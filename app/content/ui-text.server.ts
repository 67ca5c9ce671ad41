import type { Locale } from "~/lib/i18n/locale";
import type { UiText } from "./ui-text";
import { en } from "./ui-text/en.server";
import { es } from "./ui-text/es.server";

/**
 * The shared parts' words in both languages (the shape is `UiText`: a Spanish set cannot miss a
 * word the English one has).
 */
export const uiText: Record<Locale, UiText> = { en, es };
