import type { Language } from '../domain/language';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';

/**
 * The web app's catalogues, for the text the server writes itself: emails, the share pages, the
 * document labels, the page title.
 */
export const catalogues = { en, es, fr } satisfies Record<Language, typeof en>;
