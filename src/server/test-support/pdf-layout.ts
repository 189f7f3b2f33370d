/**
 * A resume PDF read as an applicant tracking system reads it, and the layout rules it needs
 * (docs/templates.md): `readPdfLines` gives the lines a parser builds, `layoutProblems` every
 * rule a template breaks on them.
 */
export { bulletMarkers, readPdfLines, squash, type PdfItem, type PdfLine } from './pdf-lines';
export { layoutChecks, layoutProblems, layoutReport, type LayoutCheck } from './pdf-layout-checks';
