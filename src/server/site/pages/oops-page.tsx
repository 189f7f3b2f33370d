import { paths } from '../../../domain/paths';
import { useHref, useSite } from '../site-context';
import { SiteLayout, useBlogHref } from '../site-layout';
import { fill } from '../site-text';

/**
 * `/oops` and every address nothing answers (with a 404): a friendly "we couldn't find that" and
 * the ways back. Kept out of search results.
 */
export function OopsPage() {
  const site = useSite();
  const href = useHref();
  const blog = useBlogHref();
  const { oops } = site.text;
  return (
    <SiteLayout
      meta={{
        title: fill(site.text.titleSuffix, { title: oops.title, brand: site.brand }),
        description: oops.body,
        path: paths.dataNotFound(),
        noindex: true,
      }}
    >
      <section className="section" aria-labelledby="page-title">
        <div className="wrap narrow">
          <h1 id="page-title">{oops.title}</h1>
          <p className="lead">{oops.body}</p>
          <ul>
            <li>
              <a href={href(paths.landing())}>{oops.home}</a>
            </li>
            <li>
              <a href={href(paths.resumes())}>{oops.myResumes}</a>
            </li>
            <li>
              <a href={blog}>{oops.blog}</a>
            </li>
          </ul>
        </div>
      </section>
    </SiteLayout>
  );
}
