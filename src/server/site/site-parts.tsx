import type { ReactNode } from 'react';
import { paths } from '../../domain/paths';
import { useHref, useSite } from './site-context';
import { offersSignUp, offersTrial, signInPath } from './site-layout';
import type { SiteText } from './site-text';

/** The product pictures `scripts/site-pictures.ts` makes, by name. */
export type Screen = keyof SiteText['screens'];

/** The widths each picture is made in (content/site/screens/<screen>.<lang>.<width>.webp). */
const screenWidths = [640, 800, 1280] as const;

/**
 * A real picture of the product, in the page's language, described for screen readers. The
 * browser picks the width it needs; only the first picture of a page loads at once.
 */
export function Screenshot({
  screen,
  eager = false,
  caption,
}: {
  screen: Screen;
  eager?: boolean;
  caption?: ReactNode;
}) {
  const site = useSite();
  const sources = screenWidths.flatMap((width) => {
    const href = site.assets.href(`screens/${screen}.${site.language}.${width}.webp`);
    return href ? [`${href} ${width}w`] : [];
  });
  const largest = site.assets.href(`screens/${screen}.${site.language}.1280.webp`);
  if (!largest) return null;
  return (
    <figure className="shot">
      <img
        src={largest}
        srcSet={sources.join(', ')}
        sizes="(min-width: 72rem) 36rem, (min-width: 60rem) 50vw, calc(100vw - 2.5rem)"
        width={1280}
        height={800}
        alt={site.text.screens[screen]}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/**
 * The ways in: create an account (where this deployment offers it), try without one, and for
 * `withSignIn` a sign-in line for those who have an account.
 */
export function CallsToAction({ withSignIn = false }: { withSignIn?: boolean }) {
  const site = useSite();
  const href = useHref();
  const { nav, landing } = site.text;
  return (
    <>
      <div className="actions">
        {offersSignUp(site) && (
          <a className="button button-primary" href={href(paths.signUp())}>
            {nav.startFree}
          </a>
        )}
        {offersTrial(site) && (
          <a
            className={`button ${offersSignUp(site) ? 'button-secondary' : 'button-primary'}`}
            href={href(paths.tryWithoutAccount())}
          >
            {nav.tryWithoutAccount}
          </a>
        )}
        {!offersTrial(site) && (
          <a className="button button-primary" href={href(signInPath(site))}>
            {nav.signIn}
          </a>
        )}
      </div>
      {withSignIn && offersTrial(site) && (
        <p>
          {landing.haveAccount} <a href={href(signInPath(site))}>{nav.signIn}</a>
        </p>
      )}
    </>
  );
}

/** A page's opening: what it is about, the page's one main heading, the ways in and a picture. */
export function Hero({
  text,
  screen,
}: {
  text: { eyebrow: string; title: string; lead: string };
  screen: Screen;
}) {
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="wrap hero-grid">
        <div>
          <p className="eyebrow">{text.eyebrow}</p>
          <h1 id="page-title">{text.title}</h1>
          <p className="lead">{text.lead}</p>
          <CallsToAction withSignIn />
        </div>
        <Screenshot screen={screen} eager />
      </div>
    </section>
  );
}

/** A closing band that asks the reader to start. */
export function ClosingCallToAction({ title, body }: { title: string; body: string }) {
  return (
    <section className="section section-alt cta" aria-labelledby="closing-title">
      <div className="wrap narrow">
        <h2 id="closing-title">{title}</h2>
        <p>{body}</p>
        <CallsToAction />
      </div>
    </section>
  );
}
