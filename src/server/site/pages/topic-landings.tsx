import { paths } from '../../../domain/paths';
import type { Article } from '../blog';
import { useSite } from '../site-context';
import type { Screen } from '../site-parts';
import type { SiteText } from '../site-text';
import { TopicPage, type TopicText } from './topic-page';

interface TopicLanding {
  text: (text: SiteText) => TopicText;
  path: string;
  ogName: string;
  hero: Screen;
  screens: Record<string, Screen>;
  /** The articles that go deeper, by slug. */
  related: string[];
}

/** The landings that are a topic page and nothing more: the words, the pictures, the reading. */
export const topicLandings = {
  /** `/resumes`: one library, many resumes, printed exactly, read by machines and people. */
  resumes: {
    text: (text) => text.resumesLanding,
    path: paths.resumesLanding(),
    ogName: 'resumes',
    hero: 'resume-editor',
    screens: {
      library: 'library-work',
      pdf: 'resume-design',
      parsers: 'share-page',
      downloads: 'resumes-list',
    },
    related: [
      'accomplishment-bullets-with-numbers',
      'tailoring-your-resume-to-a-job-description',
      'ats-myths-and-facts',
    ],
  },
  /** `/education`: a first resume for students and recent graduates, from their coursework. */
  education: {
    text: (text) => text.educationLanding,
    path: paths.educationLanding(),
    ogName: 'education',
    hero: 'resume-editor',
    screens: {
      coursework: 'library-education',
      skills: 'library-skills',
      onePage: 'resume-design',
      internships: 'tracker-board',
    },
    related: ['first-resume-from-coursework', 'accomplishment-bullets-with-numbers'],
  },
  /** `/job-tracker`: every application on a board, with what was sent and what is due. */
  jobTracker: {
    text: (text) => text.jobTrackerLanding,
    path: paths.jobTrackerLanding(),
    ogName: 'job-tracker',
    hero: 'tracker-board',
    screens: { sent: 'tracker-detail', due: 'tracker-due', stats: 'tracker-stats' },
    related: ['tracking-applications-and-following-up', 'cover-letters-that-get-read'],
  },
} satisfies Record<string, TopicLanding>;

export type TopicLandingName = keyof typeof topicLandings;

/** One of the topic landings, with the articles it points to. */
export function TopicLandingPage({
  name,
  related,
}: {
  name: TopicLandingName;
  related: Article[];
}) {
  const { text } = useSite();
  const landing: TopicLanding = topicLandings[name];
  return (
    <TopicPage
      text={landing.text(text)}
      path={landing.path}
      ogName={landing.ogName}
      hero={landing.hero}
      screens={landing.screens}
      related={related}
    />
  );
}
