import { paths } from '../../../domain/paths';
import type { Article } from '../blog';
import { useSite } from '../site-context';
import { TopicPage } from './topic-page';

/** `/resumes`: one library, many resumes, printed exactly, read by machines and people. */
export function ResumesLandingPage({ related }: { related: Article[] }) {
  const { text } = useSite();
  return (
    <TopicPage
      text={text.resumesLanding}
      path={paths.resumesLanding()}
      ogName="resumes"
      hero="resume-editor"
      screens={{
        library: 'library-work',
        pdf: 'resume-design',
        parsers: 'share-page',
        downloads: 'resumes-list',
      }}
      related={related}
    />
  );
}
