import type { ReactNode } from 'react';
import { languages, type Language } from '../../domain/language';
import { paths } from '../../domain/paths';
import { isPartnerDeployment } from '../../domain/runtime-config';
import { useHref, useSite, withLanguage, type Site } from './site-context';
import { fill } from './site-text';

/** How a public page describes itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The whole `<title>`. */
  title: string;
  description: string;
  /** The page's path, without the language parameter. */
  path: string;
  /** Its Open Graph picture, by name under content/site (`og/landing.en.jpg`). */
  ogImage?: string;
  ogType?: 'website' | 'article';
  /** schema.org objects, written as JSON-LD. */
  structuredData?: object[];
  /** Keep the page out of search results (`/oops`). */
  noindex?: boolean;
  /** The path the page highlights in the navigation. */
  current?: string;
}

/** Each language's name in itself, as the language links show it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

const ogLocales: Record<Language, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR' };

/** An absolute address on this deployment. */
export const absolute = (site: Site, path: string) => `${site.publicUrl}${path}`;

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function Head({ meta }: { meta: PageMeta }) {
  const site = useSite();
  const canonical = absolute(
    site,
    site.languageFromUrl ? withLanguage(meta.path, site.language) : meta.path,
  );
  const image = meta.ogImage ? site.assets.href(meta.ogImage) : undefined;
  const structuredData = meta.structuredData ?? [];
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#1f4fb4" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={site.assets.cssHref} />
      {!meta.noindex && <link rel="canonical" href={canonical} />}
      {!meta.noindex &&
        languages.map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={language}
            href={absolute(site, withLanguage(meta.path, language))}
          />
        ))}
      {!meta.noindex && (
        <link rel="alternate" hrefLang="x-default" href={absolute(site, meta.path)} />
      )}
      <link
        rel="alternate"
        type="application/atom+xml"
        title={site.text.blog.title}
        href={withLanguage(paths.blogFeed(), site.language)}
      />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[site.language]} />
      {image && <meta property="og:image" content={absolute(site, image)} />}
      {image && <meta property="og:image:width" content="1200" />}
      {image && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {image && <meta name="twitter:image" content={absolute(site, image)} />}
      {structuredData.length > 0 && (
        <script
          type="application/ld+json"
          // Our own objects, escaped for a script element (no `<` can close it).
          dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }}
        />
      )}
    </head>
  );
}

/** The product mark (the favicon's drawing), inline so it costs no request. */
function Mark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#1f4b99" />
      <path d="M9 8h10l4 4v12H9z" fill="#fff" />
      <path d="M12 15h8M12 19h8M12 11h5" stroke="#1f4b99" strokeWidth="1.6" />
    </svg>
  );
}

/** The public site's own sections, in navigation order (the partner deployment has none of them). */
const sections = (site: Site) =>
  isPartnerDeployment(site.env)
    ? []
    : ([
        [paths.features(), site.text.nav.features],
        [paths.resumesLanding(), site.text.nav.resumes],
        [paths.educationLanding(), site.text.nav.education],
        [paths.jobTrackerLanding(), site.text.nav.jobTracker],
        [paths.blog(), site.text.nav.blog],
      ] as const);

/** The sign-in page of this deployment: the partner's single sign-on on its deployment. */
export const signInPath = (site: Site) =>
  isPartnerDeployment(site.env) ? paths.oidc() : paths.login();

/** Sign-up is offered on every deployment but production (where it goes to sign-in) and the partner's. */
export const offersSignUp = (site: Site) => site.env !== 'prod' && !isPartnerDeployment(site.env);

/** "Try without an account" starts an anonymous account; the partner deployment has none. */
export const offersTrial = (site: Site) => !isPartnerDeployment(site.env);

function Header({ current }: { current?: string }) {
  const site = useSite();
  const href = useHref();
  const { nav } = site.text;
  return (
    <header className="site-header">
      <div className="wrap">
        <a
          className="brand"
          href={href(paths.landing())}
          aria-label={fill(nav.home, { brand: site.brand })}
        >
          <Mark />
          <span>{site.brand}</span>
        </a>
        <nav className="site-nav" aria-label={nav.label}>
          <ul>
            {sections(site).map(([path, label]) => (
              <li key={path}>
                <a
                  href={href(path)}
                  aria-current={
                    current === path || current?.startsWith(`${path}/`) ? 'page' : undefined
                  }
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account">
          <a href={href(signInPath(site))}>{nav.signIn}</a>
          {offersSignUp(site) && (
            <a className="button button-primary button-small" href={href(paths.signUp())}>
              {nav.startFree}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

/** Links to this page in each language, the current one marked. */
function LanguageLinks({ path }: { path: string }) {
  const site = useSite();
  return (
    <nav className="languages" aria-label={site.text.languages.label}>
      <h2>{site.text.languages.label}</h2>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={withLanguage(path, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === site.language ? 'true' : undefined}
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Where the blog is: ours, or on the partner deployment the partner's. */
export function useBlogHref(): string {
  const site = useSite();
  const href = useHref();
  return isPartnerDeployment(site.env) && site.links.partnerBlog
    ? site.links.partnerBlog
    : href(paths.blog());
}

function Footer({ path }: { path: string }) {
  const site = useSite();
  const href = useHref();
  const blog = useBlogHref();
  const { footer } = site.text;
  return (
    <footer className="site-footer">
      <div className="wrap">
        <p>{fill(footer.tagline, { brand: site.brand })}</p>
        <nav aria-label={footer.product}>
          <h2>{footer.product}</h2>
          <ul>
            {sections(site)
              .filter(([sectionPath]) => sectionPath !== paths.blog())
              .map(([sectionPath, label]) => (
                <li key={sectionPath}>
                  <a href={href(sectionPath)}>{label}</a>
                </li>
              ))}
            <li>
              <a href={blog}>{site.text.nav.blog}</a>
            </li>
          </ul>
        </nav>
        <nav aria-label={footer.help}>
          <h2>{footer.help}</h2>
          <ul>
            <li>
              <a href={site.links.help}>{footer.helpCenter}</a>
            </li>
            <li>
              <a href={site.links.contact}>{footer.contact}</a>
            </li>
            <li>
              <a href={site.links.terms}>{footer.terms}</a>
            </li>
            <li>
              <a href={site.links.privacy}>{footer.privacy}</a>
            </li>
          </ul>
        </nav>
        <LanguageLinks path={path} />
      </div>
    </footer>
  );
}

/** A whole public page: head, header, the page's content as `<main>`, footer. */
export function SiteLayout({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  const site = useSite();
  return (
    <html lang={site.language}>
      <Head meta={meta} />
      <body>
        <a className="skip" href="#main">
          {site.text.skipToContent}
        </a>
        <Header current={meta.current ?? meta.path} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer path={meta.path} />
      </body>
    </html>
  );
}
