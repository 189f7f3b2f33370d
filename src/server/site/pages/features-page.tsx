import { paths } from '../../../domain/paths';
import { useSite } from '../site-context';
import { TopicPage } from './topic-page';

/**
 * `/features`: every capability, grouped, each group with a picture, then a plain comparison
 * with what people use today.
 */
export function FeaturesPage() {
  const { text } = useSite();
  const { comparison } = text.features;
  return (
    <TopicPage
      text={text.features}
      path={paths.features()}
      ogName="features"
      hero="resume-editor"
      screens={{
        library: 'library-work',
        resumes: 'resume-design',
        letters: 'cover-letter-editor',
        sharing: 'share-page',
        tracker: 'tracker-board',
        yours: 'library-skills',
      }}
    >
      <section className="section section-alt" aria-labelledby="comparison-title">
        <div className="wrap">
          <h2 id="comparison-title">{comparison.title}</h2>
          <p>{comparison.lead}</p>
          {/* A phone scrolls the table sideways: the box can take focus, so a keyboard can too. */}
          <div
            className="table-scroll"
            role="region"
            aria-labelledby="comparison-title"
            tabIndex={0}
          >
            <table>
              <caption className="muted">{comparison.caption}</caption>
              <thead>
                <tr>
                  <td />
                  <th scope="col">{comparison.columns.ours}</th>
                  <th scope="col">{comparison.columns.documents}</th>
                  <th scope="col">{comparison.columns.spreadsheet}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(comparison.rows).map(([key, row]) => (
                  <tr key={key}>
                    <th scope="row">{row.what}</th>
                    <td>{row.ours}</td>
                    <td>{row.documents}</td>
                    <td>{row.spreadsheet}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </TopicPage>
  );
}
