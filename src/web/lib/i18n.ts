import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  languages,
  pickLanguage,
  type Language,
} from '../../domain/language';
import { languageCookie, languageParam } from '../../domain/public-site';
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

/** The language the address asks for (`?lang=es`, as the public site's links in Spanish carry it). */
function urlLanguage(): Language | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get(languageParam);
  return isLanguage(value) ? value : null;
}

/**
 * Keeps the visitor's choice: for the app, and in a cookie for the pages the server renders (the
 * public site, decision 090).
 */
function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // The choice then lasts for this page only.
  }
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The visitor's language: the one the address asks for, then their stored choice, then the
 * browser's preferences (docs/product/overview.md#languages).
 */
export function detectLanguage(
  stored: string | null = urlLanguage() ?? storedLanguage(),
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
  // A choice made before the server's pages read the cookie is carried over to it too.
  const chosen = urlLanguage() ?? storedLanguage();
  if (chosen) rememberLanguage(chosen);
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
  rememberLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * The profile's preferred language (decision 103) drives the app: chosen there, it is this
 * browser's choice too. Null (follow the browser) leaves the app as it is.
 */
export async function followPreferredLanguage(language: Language | null | undefined) {
  if (!language || (storedLanguage() === language && i18next.language === language)) return;
  await changeLanguage(language);
}

/** Forgets the stored choice and follows the browser's preferences again. */
export async function followBrowserLanguage(
  preferences: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
) {
  try {
    window.localStorage.removeItem(languageStorageKey);
  } catch {
    // Nothing was stored.
  }
  document.cookie = `${languageCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  const language = pickLanguage(preferences);
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
}

export const currentLanguage = (): Language =>
  isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : defaultLanguage;
