import { paragraphOrder, type CoverLetterEventInput } from '../../../domain/career-event';
import { coverLetterEvents } from '../../db/schema';
import { eventStore } from './event-store';

/** Reusable cover-letter paragraphs: openings, bodies, closings, each by title. */
export const coverLetterEventStore = eventStore({
  table: coverLetterEvents,
  noun: 'cover-letter paragraphs',
  order: paragraphOrder,
  // Paragraphs are written here, never imported.
  importKey: (_input: CoverLetterEventInput) => null,
  values: (input) => input,
});
