import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  languages,
  pickLanguage,
  type Language,
} from '../../domain/language';
import en from '../../locales/en.json';

/** Where the visitor's own choice of language is kept. */
export const languageStorageKey = 'myresume.language';

/** Each language's name in itself, as the language switcher lists it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

type Catalogue = typeof en;

// English ships with the app (it is the fallback); the others load when chosen.
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  es: () => import('../../locales/es.json').then((module) => module.default),
  fr: () => import('../../locales/fr.json').then((module) => module.default),
};

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The visitor's language: their stored choice, then the browser's preferences (docs/product/overview.md#languages). */
export function detectLanguage(
  stored: string | null = storedLanguage(),
  preferences: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  return pickLanguage(preferences);
}

async function ensureLoaded(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loaders[language](), true, true);
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18next in the given language (its catalogue loaded first). */
export async function initI18n(language: Language = detectLanguage()) {
  const resources: Record<string, { translation: Catalogue }> = { en: { translation: en } };
  if (language !== defaultLanguage) {
    resources[language] = { translation: await loaders[language]().catch(() => en) };
  }
  i18next.on('languageChanged', syncDocumentLanguage);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocumentLanguage(i18next.language);
  return i18next;
}

/** Switches language and remembers the choice. */
export async function changeLanguage(language: Language) {
  await ensureLoaded(language);
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // The choice then lasts for this page only.
  }
  await i18next.changeLanguage(language);
}

export const currentLanguage = (): Language =>
  isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : defaultLanguage;
