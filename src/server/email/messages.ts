import type { Language } from '../../domain/language';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';

const catalogues = { en, es, fr } satisfies Record<Language, typeof en>;

export type EmailKind = keyof typeof en.email;

/** An email's subject and text in the reader's language, with `{{url}}` filled in. */
export function emailMessage(kind: EmailKind, language: Language, url: string) {
  const message = catalogues[language].email[kind];
  return { subject: message.subject, text: message.body.replaceAll('{{url}}', url) };
}
