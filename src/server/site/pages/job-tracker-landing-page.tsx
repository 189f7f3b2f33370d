import { paths } from '../../../domain/paths';
import type { Article } from '../blog';
import { useSite } from '../site-context';
import { TopicPage } from './topic-page';

/** `/job-tracker`: every application on a board, with what was sent and what is due. */
export function JobTrackerLandingPage({ related }: { related: Article[] }) {
  const { text } = useSite();
  return (
    <TopicPage
      text={text.jobTrackerLanding}
      path={paths.jobTrackerLanding()}
      ogName="job-tracker"
      hero="tracker-board"
      screens={{
        board: 'tracker-board',
        sent: 'tracker-detail',
        due: 'tracker-due',
        stats: 'tracker-stats',
      }}
      related={related}
    />
  );
}
