import { paths } from '../../../domain/paths';
import type { Article } from '../blog';
import { useSite } from '../site-context';
import { TopicPage } from './topic-page';

/** `/education`: a first resume for students and recent graduates, from their coursework. */
export function EducationLandingPage({ related }: { related: Article[] }) {
  const { text } = useSite();
  return (
    <TopicPage
      text={text.educationLanding}
      path={paths.educationLanding()}
      ogName="education"
      hero="library-education"
      screens={{
        coursework: 'library-education',
        skills: 'library-skills',
        onePage: 'resume-design',
        internships: 'tracker-board',
      }}
      related={related}
    />
  );
}
