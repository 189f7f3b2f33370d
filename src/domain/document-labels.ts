import type { Language } from './language';
import type { DocumentLabels } from './resume';
import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };

/** The words a resolved resume prints besides the user's own, per document language. */
export const documentLabels: Record<Language, DocumentLabels> = {
  en: en.resumeDocument as DocumentLabels,
  es: es.resumeDocument as DocumentLabels,
  fr: fr.resumeDocument as DocumentLabels,
};
