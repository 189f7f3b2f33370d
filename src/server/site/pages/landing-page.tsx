import { paths } from '../../../domain/paths';
import { catalogues } from '../../catalogues';
import { useSite } from '../site-context';
import { absolute, SiteLayout } from '../site-layout';
import { ClosingCallToAction, Hero, Screenshot, type Screen } from '../site-parts';
import { fill } from '../site-text';

const best: Array<{ key: 'library' | 'pdf' | 'tracker'; screen: Screen }> = [
  { key: 'library', screen: 'library-work' },
  { key: 'pdf', screen: 'resume-design' },
  { key: 'tracker', screen: 'tracker-detail' },
];

/**
 * `/`: what My Resume is in one sentence, the three things it does best with real pictures of
 * them, how it works, and the ways in. Its title and description are the spec's sentence.
 */
export function LandingPage() {
  const site = useSite();
  const { landing } = site.text;
  const sentence = fill(catalogues[site.language].pages.landing, { brand: site.brand });
  return (
    <SiteLayout
      meta={{
        title: sentence,
        description: sentence,
        path: paths.landing(),
        ogImage: `og/landing.${site.language}.jpg`,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: site.brand,
            url: absolute(site, paths.landing()),
            logo: absolute(site, '/favicon.svg'),
          },
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: site.brand,
            url: absolute(site, paths.landing()),
            inLanguage: site.language,
            description: sentence,
          },
        ],
      }}
    >
      <Hero text={landing} screen="resume-editor" />
      <section className="section" aria-labelledby="best-title">
        <div className="wrap">
          <h2 id="best-title">{fill(landing.bestTitle, { brand: site.brand })}</h2>
          {best.map(({ key, screen }) => (
            <article className="feature" key={key} aria-labelledby={`best-${key}`}>
              <div className="feature-text">
                <h3 id={`best-${key}`}>{landing.best[key].title}</h3>
                <p>{landing.best[key].body}</p>
                <ul>
                  {Object.values(landing.best[key].points).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
              <Screenshot screen={screen} />
            </article>
          ))}
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="steps-title">
        <div className="wrap">
          <h2 id="steps-title">{landing.stepsTitle}</h2>
          <ol className="steps">
            {Object.values(landing.steps).map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="open-title">
        <div className="wrap">
          <h2 id="open-title">{landing.openTitle}</h2>
          <ul className="cards">
            {Object.values(landing.open).map((card) => (
              <li className="card" key={card.title}>
                <h3>{card.title}</h3>
                <p>{card.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ClosingCallToAction title={landing.ctaTitle} body={landing.ctaBody} />
    </SiteLayout>
  );
}
