import { useTranslation } from 'react-i18next';
import { EventFormPage } from './event-form-page';
import { useEventEditor } from './use-event-editor';
import { newEduEventValues, EduEventForm, eduEventValues } from './edu-event-form';
import {
  CreateEduEventMutation,
  UpdateEduEventMutation,
  EduEventQuery,
} from './edu-event-operations';

/** /app/events/edu/new and /app/events/edu/edit/{eventId}. */
export function EduEventPage() {
  const { t } = useTranslation();
  const { eventId, event, load, save } = useEventEditor({
    query: EduEventQuery,
    pick: (data) => data.eduEvent,
    createDocument: CreateEduEventMutation,
    updateDocument: UpdateEduEventMutation,
  });
  return (
    <EventFormPage title={t(eventId ? 'pages.editEduEvent' : 'pages.newEduEvent')} load={load}>
      <EduEventForm
        key={eventId}
        defaultValues={event ? eduEventValues(event) : newEduEventValues}
        save={save}
      />
    </EventFormPage>
  );
}
