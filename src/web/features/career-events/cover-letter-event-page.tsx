import { useTranslation } from 'react-i18next';
import { EventFormPage } from './event-form-page';
import { useEventEditor } from './use-event-editor';
import {
  newCoverLetterEventValues,
  CoverLetterEventForm,
  coverLetterEventValues,
} from './cover-letter-event-form';
import {
  CreateCoverLetterEventMutation,
  UpdateCoverLetterEventMutation,
  CoverLetterEventQuery,
} from './cover-letter-event-operations';

/** /app/events/cover-letter/new and /app/events/cover-letter/edit/{eventId}. */
export function CoverLetterEventPage() {
  const { t } = useTranslation();
  const { eventId, event, load, save } = useEventEditor({
    query: CoverLetterEventQuery,
    pick: (data) => data.coverLetterEvent,
    createDocument: CreateCoverLetterEventMutation,
    updateDocument: UpdateCoverLetterEventMutation,
  });
  return (
    <EventFormPage
      title={t(eventId ? 'pages.editCoverLetterEvent' : 'pages.newCoverLetterEvent')}
      load={load}
    >
      <CoverLetterEventForm
        key={eventId}
        defaultValues={event ? coverLetterEventValues(event) : newCoverLetterEventValues}
        save={save}
      />
    </EventFormPage>
  );
}
