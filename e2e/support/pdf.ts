import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text, whitespace squashed, as a job-application system would extract it (`bytes` stay usable: pdf.js is given a copy). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 })
    .promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '');
    }
    text += ' ';
  }
  return text.replace(/\s+/g, ' ');
}

/** How many pages a PDF has. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise)
    .numPages;
}
