import { useTranslation } from 'react-i18next';
import { paths } from '../../../domain/paths';
import { dateRangeText } from '../../lib/event-dates';
import { EventListPage } from './event-list-page';
import { ImportJsonResumeButton } from './import/import-json-resume-button';
import { useEventLibrary } from './use-event-library';
import {
  DeleteWorkEventMutation,
  RestoreWorkEventMutation,
  WorkEventsQuery,
} from './work-event-operations';

/** /app/events/work: the user's jobs, current first; "Position · Company", when, where. */
export function WorkEventsPage() {
  const { t, i18n } = useTranslation();
  const { data, deletion, ...state } = useEventLibrary({
    query: WorkEventsQuery,
    typename: 'WorkEvent',
    deleteDocument: DeleteWorkEventMutation,
    restoreDocument: RestoreWorkEventMutation,
  });
  const items = data?.workEvents.map((event) => ({
    id: event.id,
    title: t('events.work.summary', { position: event.position, company: event.company }),
    details: [
      dateRangeText(t, i18n.language, { ...event, current: event.endDate === null }),
      event.location,
    ]
      .filter(Boolean)
      .join(' · '),
    editPath: paths.editWorkEvent(event.id),
  }));
  return (
    <EventListPage
      kind="work"
      title={t('pages.workEvents')}
      addPath={paths.newWorkEvent()}
      actions={<ImportJsonResumeButton />}
      items={items}
      deletion={deletion}
      {...state}
    />
  );
}
