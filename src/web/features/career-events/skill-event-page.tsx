import { useTranslation } from 'react-i18next';
import { EventFormPage } from './event-form-page';
import { useEventEditor } from './use-event-editor';
import { newSkillEventValues, SkillEventForm, skillEventValues } from './skill-event-form';
import {
  CreateSkillEventMutation,
  UpdateSkillEventMutation,
  SkillEventQuery,
} from './skill-event-operations';

/** /app/events/skills/new and /app/events/skills/edit/{eventId}. */
export function SkillEventPage() {
  const { t } = useTranslation();
  const { eventId, event, load, save } = useEventEditor({
    query: SkillEventQuery,
    pick: (data) => data.skillEvent,
    createDocument: CreateSkillEventMutation,
    updateDocument: UpdateSkillEventMutation,
  });
  return (
    <EventFormPage title={t(eventId ? 'pages.editOtherEvent' : 'pages.newOtherEvent')} load={load}>
      <SkillEventForm
        key={eventId}
        defaultValues={event ? skillEventValues(event) : newSkillEventValues}
        save={save}
      />
    </EventFormPage>
  );
}
