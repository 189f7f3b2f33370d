import type { ReactNode } from 'react';
import { paths } from '../../../domain/paths';
import type { Article } from '../blog';
import { useHref, useSite } from '../site-context';
import { SiteLayout } from '../site-layout';
import { ClosingCallToAction, Hero, Screenshot, type Screen } from '../site-parts';
import { fill } from '../site-text';

/** A section of a topic page: what it says, and the picture that shows it. */
interface TopicSection {
  title: string;
  body: string;
  points: Record<string, string>;
}

/** The words of a topic page (one namespace of the site's catalogue). */
export interface TopicText {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  sections: Record<string, TopicSection>;
  relatedTitle?: string;
  ctaTitle: string;
  ctaBody: string;
}

/**
 * A landing page about one part of the product (`/features`, `/resumes`, `/education`,
 * `/job-tracker`): a hero with the ways in and a picture, a section per capability with its own
 * picture, anything else the page has, the articles that go deeper, and a closing call.
 */
export function TopicPage({
  text,
  path,
  ogName,
  hero,
  screens,
  related = [],
  children,
}: {
  text: TopicText;
  path: string;
  /** The page's Open Graph card: content/site/og/<ogName>.<language>.jpg. */
  ogName: string;
  hero: Screen;
  /** Each section's picture, by the section's key (a section without one stands alone). */
  screens: Record<string, Screen>;
  related?: Article[];
  children?: ReactNode;
}) {
  const site = useSite();
  const href = useHref();
  return (
    <SiteLayout
      meta={{
        title: fill(site.text.titleSuffix, { title: text.meta.title, brand: site.brand }),
        description: text.meta.description,
        path,
        ogImage: `og/${ogName}.${site.language}.jpg`,
      }}
    >
      <Hero text={text} screen={hero} />
      <div className="section">
        <div className="wrap">
          {Object.entries(text.sections).map(([key, section]) => (
            <section
              className={screens[key] ? 'feature' : 'feature feature-alone'}
              key={key}
              aria-labelledby={`section-${key}`}
            >
              <div className="feature-text">
                <h2 id={`section-${key}`}>{section.title}</h2>
                <p>{section.body}</p>
                <ul>
                  {Object.values(section.points).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
              {screens[key] && <Screenshot screen={screens[key]} />}
            </section>
          ))}
        </div>
      </div>
      {children}
      {related.length > 0 && text.relatedTitle && (
        <section className="section" aria-labelledby="related-title">
          <div className="wrap narrow">
            <h2 id="related-title">{text.relatedTitle}</h2>
            <ul className="posts">
              {related.map((article) => (
                <li className="post" key={article.slug}>
                  <h3>
                    <a href={href(paths.blogArticle(article.slug))}>{article.title}</a>
                  </h3>
                  <p>{article.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <ClosingCallToAction title={text.ctaTitle} body={text.ctaBody} />
    </SiteLayout>
  );
}
