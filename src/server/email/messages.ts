import type { Language } from '../../domain/language';
import { catalogues } from '../catalogues';

export type EmailKind = keyof typeof catalogues.en.email;

/** An email's subject and text in the reader's language, with `{{url}}` filled in. */
export function emailMessage(kind: EmailKind, language: Language, url: string) {
  const message = catalogues[language].email[kind];
  return { subject: message.subject, text: message.body.replaceAll('{{url}}', url) };
}
