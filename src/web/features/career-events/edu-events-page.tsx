import { useTranslation } from 'react-i18next';
import { paths } from '../../../domain/paths';
import {
  DeleteEduEventMutation,
  EduEventsQuery,
  RestoreEduEventMutation,
} from './edu-event-operations';
import { dateRangeText } from '../../lib/event-dates';
import { EventListPage } from './event-list-page';
import { ImportJsonResumeButton } from './import/import-json-resume-button';
import { useEventLibrary } from './use-event-library';

/** /app/events/edu: the user's schools, current first; school, degree and major, when. */
export function EduEventsPage() {
  const { t, i18n } = useTranslation();
  const { data, deletion, ...state } = useEventLibrary({
    query: EduEventsQuery,
    typename: 'EduEvent',
    deleteDocument: DeleteEduEventMutation,
    restoreDocument: RestoreEduEventMutation,
  });
  const items = data?.eduEvents.map((event) => ({
    id: event.id,
    title: event.university,
    details: [
      [event.degree, event.major].filter(Boolean).join(', '),
      dateRangeText(t, i18n.language, { ...event, current: event.attending }),
    ]
      .filter(Boolean)
      .join(' · '),
    editPath: paths.editEduEvent(event.id),
  }));
  return (
    <EventListPage
      kind="edu"
      title={t('pages.eduEvents')}
      addPath={paths.newEduEvent()}
      actions={<ImportJsonResumeButton />}
      items={items}
      deletion={deletion}
      {...state}
    />
  );
}
