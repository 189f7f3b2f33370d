import type { ResumeHeader } from '../../domain/resume-document';
import { mailtoAddress } from '../../domain/resume-exports/link-address';

/**
 * What a Typst template is given: the resolved document, its header with `mailto`, the checked
 * `mailto:` address of the email (empty when the email is not an address), so the PDF links an
 * email by the same rule as the share page and the DOCX (`mailtoAddress`) and prints it as typed.
 */
export const templateDocument = <Doc extends { header: ResumeHeader }>(doc: Doc) => ({
  ...doc,
  header: { ...doc.header, mailto: mailtoAddress(doc.header.email) ?? '' },
});
