import type { Language } from './language';
import type { PartialDate } from './year-month';

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
 * degree (with major), organization = university, details = coursework, and the degree and major
 * apart for the exports that keep them apart. Skills: title = skill
 * name, subtitle = level label, details = keywords. Custom: title and free bullets.
 */
export interface ResumeEntry {
  id: string;
  title: string;
  organization: string;
  subtitle: string;
  location: string;
  url: string;
  /** The date range as printed, e.g. "Jan 2020 – Present" or "2014 – 2016"; empty when undated. */
  dates: string;
  /**
   * The dates as precise as the user gave them (`2020-01`, or `2014` for a year alone), for
   * exports that need them (JSON Resume). Decision 073.
   */
  startDate: PartialDate | null;
  endDate: PartialDate | null;
  current: boolean;
  /** The visible bullets in their resume order, overrides applied. */
  bullets: string[];
  /** Short items shown on one line: coursework or skill keywords. */
  details: string[];
  /** The heading printed before `details` ("Coursework"); empty when none. */
  detailsLabel: string;
  /** Education: the degree (JSON Resume `studyType`); empty otherwise. */
  degree: string;
  /** Education: the field of study, the major (JSON Resume `area`); empty otherwise. */
  fieldOfStudy: string;
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
    degree: '',
    fieldOfStudy: '',
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
