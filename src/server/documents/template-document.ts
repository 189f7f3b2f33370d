import type { ResumeDocument } from '../../domain/resume-document';
import { mailtoAddress } from '../../domain/resume-exports/link-address';

/**
 * What a Typst template is given: the resolved document, its header with `mailto`, the checked
 * `mailto:` address of the email (empty when the email is not an address), so the PDF links an
 * email by the same rule as the share page and the DOCX (`mailtoAddress`) and prints it as typed.
 */
export const templateDocument = (doc: ResumeDocument) => ({
  ...doc,
  header: { ...doc.header, mailto: mailtoAddress(doc.header.email) ?? '' },
});
