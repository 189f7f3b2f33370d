import type { Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import { articleHtml, type Article } from '../blog';
import { useHref, useSite } from '../site-context';
import { absolute, SiteLayout } from '../site-layout';
import { ClosingCallToAction } from '../site-parts';
import { fill } from '../site-text';

/** A publication date as readers of `language` write it ("October 6, 2026"). */
const longDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The date, reading time and topics of an article. */
function ArticleFacts({ article }: { article: Article }) {
  const { text, language } = useSite();
  return (
    <p className="post-meta">
      <time dateTime={article.date}>{longDate(article.date, language)}</time>
      <span>{fill(text.blog.readingTime, { minutes: article.readingMinutes })}</span>
      {article.tags.map((tag) => (
        <span className="tag" key={tag}>
          {text.blog.tags[tag]}
        </span>
      ))}
    </p>
  );
}

/** `/blog`: every article, newest first, with its summary, date, reading time and topics. */
export function BlogIndexPage({ articles }: { articles: Article[] }) {
  const site = useSite();
  const href = useHref();
  const { blog } = site.text;
  return (
    <SiteLayout
      meta={{
        title: fill(site.text.titleSuffix, { title: blog.title, brand: site.brand }),
        description: fill(blog.description, { brand: site.brand }),
        path: paths.blog(),
        ogImage: `og/blog.${site.language}.jpg`,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: blog.title,
            url: absolute(site, paths.blog()),
            inLanguage: site.language,
            publisher: { '@type': 'Organization', name: site.brand },
          },
        ],
      }}
    >
      <section className="section" aria-labelledby="page-title">
        <div className="wrap narrow">
          <h1 id="page-title">{blog.title}</h1>
          <p className="lead">{blog.lead}</p>
          <p>
            <a href={href(paths.blogFeed())}>{blog.feed}</a>
          </p>
          <ul className="posts">
            {articles.map((article) => (
              <li className="post" key={article.slug}>
                <article aria-labelledby={`post-${article.slug}`}>
                  <h2 id={`post-${article.slug}`}>
                    <a href={href(paths.blogArticle(article.slug))}>{article.title}</a>
                  </h2>
                  <ArticleFacts article={article} />
                  <p>{article.description}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </SiteLayout>
  );
}

/** `/blog/{slug}`: one article. */
export function ArticlePage({ article }: { article: Article }) {
  const site = useSite();
  const href = useHref();
  const { blog } = site.text;
  const path = paths.blogArticle(article.slug);
  return (
    <SiteLayout
      meta={{
        title: fill(site.text.titleSuffix, { title: article.title, brand: site.brand }),
        description: article.description,
        path,
        current: paths.blog(),
        ogType: 'article',
        ogImage: `og/blog-${article.slug}.${site.language}.jpg`,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.description,
            datePublished: article.date,
            inLanguage: site.language,
            wordCount: article.words,
            url: absolute(site, path),
            mainEntityOfPage: absolute(site, path),
            author: { '@type': 'Organization', name: site.brand },
            publisher: {
              '@type': 'Organization',
              name: site.brand,
              logo: { '@type': 'ImageObject', url: absolute(site, '/favicon.svg') },
            },
          },
        ],
      }}
    >
      <article className="article" aria-labelledby="page-title">
        <div className="wrap narrow">
          <nav className="breadcrumbs" aria-label={blog.breadcrumbs}>
            <ol>
              <li>
                <a href={href(paths.landing())}>{site.brand}</a>
              </li>
              <li>
                <a href={href(paths.blog())}>{blog.title}</a>
              </li>
            </ol>
          </nav>
          <h1 id="page-title">{article.title}</h1>
          <ArticleFacts article={article} />
          <div
            className="article-body"
            // Our own Markdown, rendered with HTML turned off (blog.ts): no markup of its own.
            dangerouslySetInnerHTML={{ __html: articleHtml(article.markdown, href) }}
          />
          <p>
            <a href={href(paths.blog())}>{blog.back}</a>
          </p>
        </div>
      </article>
      <ClosingCallToAction title={blog.ctaTitle} body={blog.ctaBody} />
    </SiteLayout>
  );
}
