import { useTranslation } from 'react-i18next';
import { EventFormPage } from './event-form-page';
import { useEventEditor } from './use-event-editor';
import { newWorkEventValues, WorkEventForm, workEventValues } from './work-event-form';
import {
  CreateWorkEventMutation,
  UpdateWorkEventMutation,
  WorkEventQuery,
} from './work-event-operations';

/** /app/events/work/new and /app/events/work/edit/{eventId}. */
export function WorkEventPage() {
  const { t } = useTranslation();
  const { eventId, event, load, save } = useEventEditor({
    query: WorkEventQuery,
    pick: (data) => data.workEvent,
    createDocument: CreateWorkEventMutation,
    updateDocument: UpdateWorkEventMutation,
  });
  return (
    <EventFormPage title={t(eventId ? 'pages.editWorkEvent' : 'pages.newWorkEvent')} load={load}>
      <WorkEventForm
        key={eventId}
        defaultValues={event ? workEventValues(event) : newWorkEventValues}
        save={save}
      />
    </EventFormPage>
  );
}
