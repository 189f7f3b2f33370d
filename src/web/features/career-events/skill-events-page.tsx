import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { paths } from '../../../domain/paths';
import { EventListPage, type ReorderEvents } from './event-list-page';
import { ImportJsonResumeButton } from './import/import-json-resume-button';
import {
  DeleteSkillEventMutation,
  ReorderSkillEventsMutation,
  RestoreSkillEventMutation,
  SkillEventsQuery,
} from './skill-event-operations';
import { useEventLibrary } from './use-event-library';

/**
 * /app/events/skills: the user's skills under a heading per category, in their own order (skills
 * and categories moved up and down here); name, level, keywords.
 */
export function SkillEventsPage() {
  const { t } = useTranslation();
  const { data, deletion, ...state } = useEventLibrary({
    query: SkillEventsQuery,
    typename: 'SkillEvent',
    deleteDocument: DeleteSkillEventMutation,
    restoreDocument: RestoreSkillEventMutation,
  });
  const [, saveOrder] = useMutation(ReorderSkillEventsMutation);
  const reorder: ReorderEvents = (ids) =>
    void saveOrder({ ids }, { additionalTypenames: ['SkillEvent'] });
  const items = data?.skillEvents.map((event) => ({
    id: event.id,
    title: event.name,
    group: event.category,
    details: [
      event.level ? t(`events.skills.levels.${event.level}`) : '',
      event.keywords.join(', '),
    ]
      .filter(Boolean)
      .join(' · '),
    editPath: paths.editOtherEvent(event.id),
  }));
  return (
    <EventListPage
      kind="skills"
      title={t('pages.otherEvents')}
      addPath={paths.newOtherEvent()}
      actions={<ImportJsonResumeButton />}
      items={items}
      deletion={deletion}
      reorder={reorder}
      {...state}
    />
  );
}
