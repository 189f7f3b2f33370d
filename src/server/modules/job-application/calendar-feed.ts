import ical, { type ICalEventData } from 'ical-generator';
import type { JobApplicationFields } from '../../../domain/job-application';
import type { Language } from '../../../domain/language';
import { catalogues } from '../../catalogues';

/**
 * The tracker's dates as iCalendar (RFC 5545, docs/product/api.md): an all-day event for each
 * application's deadline, its next follow-up and each day it moved to Interviewing. A UID names the
 * application and the kind of date, so a calendar that subscribes updates an event in place when
 * the date moves. ical-generator escapes the text and folds lines at 75 octets.
 */

export type CalendarApplication = Pick<
  JobApplicationFields,
  'company' | 'position' | 'postingUrl' | 'deadline' | 'nextFollowUp' | 'history'
> & { id: string; updatedAt: Date };

/** Control characters but tab and line breaks: iCalendar text may not hold them (RFC 5545). */
const controlCharacters = /[^\P{Cc}\t\n\r]/gu;
const plain = (text: string) => text.replace(controlCharacters, '');

/** The day after a `YYYY-MM-DD` day: an all-day event ends (exclusively) there. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The events of some of one user's applications, in `language`. */
export function calendarFile(
  applications: readonly CalendarApplication[],
  language: Language,
  host: string,
): string {
  const words = catalogues[language].calendarFeed;
  const calendar = ical({
    name: words.name,
    prodId: { company: 'My Resume', product: 'Job tracker', language: language.toUpperCase() },
  });
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
  for (const application of applications) {
    const company = plain(application.company);
    const position = plain(application.position);
    const job = position ? fill(words.job, { position, company }) : company;
    const event = (kind: string, day: string, template: string): ICalEventData => ({
      id: `${application.id}-${kind}@${host}`,
      start: day,
      end: nextDay(day),
      allDay: true,
      stamp: application.updatedAt,
      summary: fill(template, { job }),
      ...(application.postingUrl ? { url: plain(application.postingUrl) } : {}),
    });
    if (application.deadline) {
      calendar.createEvent(event('deadline', application.deadline, words.deadline));
    }
    if (application.nextFollowUp) {
      calendar.createEvent(event('follow-up', application.nextFollowUp, words.followUp));
    }
    const interviews = new Set(
      application.history.filter((move) => move.stage === 'INTERVIEWING').map((move) => move.at),
    );
    for (const day of interviews) {
      calendar.createEvent(event(`interview-${day}`, day, words.interview));
    }
  }
  return calendar.toString();
}
