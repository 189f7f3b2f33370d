import { useTranslation } from 'react-i18next';
import { paths } from '../../../domain/paths';
import {
  CoverLetterEventsQuery,
  DeleteCoverLetterEventMutation,
  RestoreCoverLetterEventMutation,
} from './cover-letter-event-operations';
import { EventListPage } from './event-list-page';
import { useEventLibrary } from './use-event-library';

const previewLength = 90;

/** The start of a paragraph, on one line, for the list. */
const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > previewLength ? `${line.slice(0, previewLength).trimEnd()}…` : line;
};

/** /app/events/cover-letter: reusable paragraphs, openings first; title, kind, tags, a preview. */
export function CoverLetterEventsPage() {
  const { t } = useTranslation();
  const { data, deletion, ...state } = useEventLibrary({
    query: CoverLetterEventsQuery,
    typename: 'CoverLetterEvent',
    deleteDocument: DeleteCoverLetterEventMutation,
    restoreDocument: RestoreCoverLetterEventMutation,
  });
  const items = data?.coverLetterEvents.map((event) => ({
    id: event.id,
    title: event.title,
    details: [
      t(`events.coverLetter.kinds.${event.kind}`),
      event.tags.join(', '),
      preview(event.text),
    ]
      .filter(Boolean)
      .join(' · '),
    editPath: paths.editCoverLetterEvent(event.id),
  }));
  return (
    <EventListPage
      kind="coverLetter"
      title={t('pages.coverLetterEvents')}
      addPath={paths.newCoverLetterEvent()}
      items={items}
      deletion={deletion}
      {...state}
    />
  );
}
