import type { Language } from './language';
import type { YearMonth } from './year-month';

/**
 * A resume resolved for rendering (documents design: "one resolved document, many renderers").
 * Plain JSON: the library links, bullet picks and overrides are already applied, headings, month
 * names and date ranges are already written in the document's language. Every renderer (Typst PDF
 * and preview, DOCX, JSON Resume, plain text, the share page) takes this and nothing else.
 */
export interface ResumeDocument {
  language: Language;
  header: ResumeHeader;
  /** The summary paragraph; empty when the resume has none. */
  summary: string;
  /** The summary's heading in the document language ("Summary"). */
  summaryHeading: string;
  sections: ResumeSection[];
  theme: ResumeTheme;
}

export interface ResumeHeader {
  name: string;
  /** A one-line title under the name, e.g. the target position; may be empty. */
  headline: string;
  email: string;
  phone: string;
  location: string;
  links: ResumeLink[];
}

export interface ResumeLink {
  label: string;
  url: string;
}

export const resumeSectionKinds = ['WORK', 'EDUCATION', 'SKILLS', 'CUSTOM'] as const;
export type ResumeSectionKind = (typeof resumeSectionKinds)[number];

export interface ResumeSection {
  id: string;
  kind: ResumeSectionKind;
  heading: string;
  entries: ResumeEntry[];
}

/**
 * One entry of a section. Work: title = position, organization = company. Education: title =
 * degree (with major), organization = university, details = coursework. Skills: title = skill
 * name, subtitle = level label, details = keywords. Custom: title and free bullets.
 */
export interface ResumeEntry {
  id: string;
  title: string;
  organization: string;
  subtitle: string;
  location: string;
  url: string;
  /** The date range as printed, e.g. "Jan 2020 – Present"; empty when undated. */
  dates: string;
  /** The raw dates, for exports that need them (JSON Resume). */
  startDate: YearMonth | null;
  endDate: YearMonth | null;
  current: boolean;
  /** The visible bullets in their resume order, overrides applied. */
  bullets: string[];
  /** Short items shown on one line: coursework or skill keywords. */
  details: string[];
  /** The heading printed before `details` ("Coursework"); empty when none. */
  detailsLabel: string;
}

/** An entry with every field empty, and the given fields. */
export function resumeEntry(fields: Partial<ResumeEntry> & Pick<ResumeEntry, 'id'>): ResumeEntry {
  return {
    title: '',
    organization: '',
    subtitle: '',
    location: '',
    url: '',
    dates: '',
    startDate: null,
    endDate: null,
    current: false,
    bullets: [],
    details: [],
    detailsLabel: '',
    ...fields,
  };
}

export const resumeTemplates = ['classic', 'modern', 'compact'] as const;
export type ResumeTemplate = (typeof resumeTemplates)[number];

export const resumeFonts = ['Source Serif 4', 'Inter', 'Lato'] as const;
export type ResumeFont = (typeof resumeFonts)[number];

export const paperSizes = ['LETTER', 'A4'] as const;
export type PaperSize = (typeof paperSizes)[number];

export interface ResumeTheme {
  template: ResumeTemplate;
  font: ResumeFont;
  /** Body text size in points, before `scale`. */
  fontSize: number;
  /** `#rrggbb`. */
  accentColor: string;
  /** Page margins in millimetres, before `scale`. */
  marginMm: number;
  paper: PaperSize;
  /**
   * One factor over size and spacing, 1 by default; "fit to N pages" lowers it within
   * `themeBounds.scale`.
   */
  scale: number;
}

/** Readable bounds for the theme; the editor and "fit to N pages" stay inside them. */
export const themeBounds = {
  fontSize: { min: 9, max: 12.5 },
  marginMm: { min: 10, max: 25 },
  scale: { min: 0.8, max: 1 },
} as const;
