/**
 * The public site's one stylesheet (decision 090). No web font: the system's own interface font,
 * as in the app, so nothing blocks the first paint. Served under a hashed name (site-assets.ts).
 */
export const siteCss = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  color: #1f2328;
  background: #fff;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  font-size: 1.0625rem;
  line-height: 1.6;
}
a { color: #1f4fb4; text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid #1f4fb4; outline-offset: 2px; }
main:focus { outline: none; }
img { max-width: 100%; height: auto; }
h1, h2, h3 { line-height: 1.2; letter-spacing: -0.01em; }
h1 { font-size: clamp(2rem, 6vw, 3.1rem); margin: 0 0 1rem; }
h2 { font-size: clamp(1.5rem, 4vw, 2rem); margin: 0 0 1rem; }
h3 { font-size: 1.2rem; margin: 0 0 0.5rem; }
p { margin: 0 0 1rem; }
.wrap { width: 100%; max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
.narrow { max-width: 46rem; }
.skip {
  position: absolute; left: 0.5rem; top: -4rem; z-index: 10;
  padding: 0.5rem 1rem; background: #fff; border-radius: 0.375rem;
}
.skip:focus { top: 0.5rem; }

/* Header */
.site-header { border-bottom: 1px solid #e3e6ee; background: #fff; }
.site-header .wrap { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; padding-top: 0.75rem; padding-bottom: 0.75rem; }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; color: inherit; text-decoration: none; font-weight: 700; font-size: 1.15rem; }
.brand svg { display: block; }
.site-nav { flex: 1 1 auto; min-width: 0; }
.site-nav ul, .site-footer ul, .languages ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
.site-nav a, .site-footer a { color: #30363d; text-decoration: none; }
.site-nav a:hover, .site-footer a:hover { color: #1f4fb4; text-decoration: underline; }
.site-nav a[aria-current="page"] { color: #1f4fb4; font-weight: 600; }
.account { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
@media (max-width: 47.99rem) {
  .site-nav { order: 3; flex-basis: 100%; }
  .site-nav ul { gap: 0.25rem 1rem; }
  .account { margin-left: auto; }
}

/* Buttons */
.button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem;
  padding: 0.55rem 1.25rem; border-radius: 0.625rem; border: 2px solid #1f4fb4;
  font-weight: 600; text-decoration: none; line-height: 1.3;
}
.button-primary { background: #1f4fb4; color: #fff; }
.button-primary:hover { background: #183f91; border-color: #183f91; }
.button-secondary { background: #fff; color: #1f4fb4; }
.button-secondary:hover { background: #eef2fb; }
.button-small { min-height: 2.25rem; padding: 0.3rem 0.9rem; font-size: 0.95rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1.5rem 0 1rem; }

/* Sections */
.hero { background: linear-gradient(180deg, #f6f7fb 0%, #fff 100%); padding: 3rem 0 2rem; }
.hero .lead { font-size: clamp(1.1rem, 2.6vw, 1.3rem); color: #40474f; max-width: 42rem; }
.hero-grid { display: grid; gap: 2rem; align-items: center; }
@media (min-width: 60rem) { .hero-grid { grid-template-columns: 5fr 6fr; } }
.section { padding: 3rem 0; }
.section-alt { background: #f6f7fb; }
.eyebrow { color: #0f766e; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.85rem; margin: 0 0 0.5rem; }
.muted { color: #4b5563; }
.shot { margin: 0; }
.shot img { display: block; border-radius: 0.75rem; border: 1px solid #d8dce6; box-shadow: 0 12px 32px rgb(31 35 40 / 0.12); background: #fff; }
.shot figcaption { color: #4b5563; font-size: 0.95rem; margin-top: 0.5rem; }
.feature { display: grid; gap: 1.5rem; align-items: center; padding: 2rem 0; }
@media (min-width: 60rem) {
  .feature { grid-template-columns: 1fr 1fr; gap: 3rem; }
  .feature:nth-of-type(even) > .feature-text { order: 2; }
  .feature-alone { grid-template-columns: minmax(0, 46rem); }
}
.feature ul { padding-left: 1.25rem; margin: 0 0 1rem; }
.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
@media (min-width: 48rem) { .cards { grid-template-columns: repeat(3, 1fr); } }
.card { border: 1px solid #e3e6ee; border-radius: 0.75rem; padding: 1.25rem; background: #fff; }
.card p:last-child { margin-bottom: 0; }
.steps { counter-reset: step; list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; }
@media (min-width: 48rem) { .steps { grid-template-columns: repeat(3, 1fr); } }
.steps li { counter-increment: step; padding-left: 3rem; position: relative; }
.steps li::before {
  content: counter(step); position: absolute; left: 0; top: 0; width: 2.2rem; height: 2.2rem;
  border-radius: 50%; background: #1f4fb4; color: #fff; display: grid; place-items: center; font-weight: 700;
}
.table-scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
.table-scroll table { min-width: 36rem; }
th, td { border-bottom: 1px solid #e3e6ee; padding: 0.6rem 0.75rem; text-align: left; vertical-align: top; }
thead th { background: #f6f7fb; }
.cta { text-align: center; }
.cta .actions { justify-content: center; }

/* Blog */
.posts { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; }
.post { border: 1px solid #e3e6ee; border-radius: 0.75rem; padding: 1.25rem 1.5rem; }
.post h2 { font-size: 1.35rem; margin-bottom: 0.5rem; }
.post h2 a { text-decoration: none; }
.post h2 a:hover { text-decoration: underline; }
.post-meta { color: #4b5563; font-size: 0.95rem; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
.tag { display: inline-block; padding: 0 0.6rem; border-radius: 1rem; background: #e6f4f1; color: #0b5e58; font-size: 0.875rem; font-weight: 600; }
.article { padding: 2.5rem 0 3rem; }
.article-body { font-size: 1.125rem; line-height: 1.7; }
.article-body h2 { font-size: 1.6rem; margin-top: 2.25rem; }
.article-body h3 { margin-top: 1.75rem; }
.article-body blockquote { margin: 1.25rem 0; padding: 0.25rem 1.25rem; border-left: 4px solid #0f766e; background: #f6f7fb; }
.article-body li { margin-bottom: 0.35rem; }
.article-body table { margin: 1.25rem 0; font-size: 1rem; line-height: 1.5; }
.article-body th, .article-body td { padding: 0.5rem; overflow-wrap: anywhere; hyphens: auto; }
.breadcrumbs ol { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; color: #4b5563; font-size: 0.95rem; }
.breadcrumbs li + li::before { content: "/"; margin-right: 0.5rem; }

/* Footer */
.site-footer { border-top: 1px solid #e3e6ee; background: #f6f7fb; padding: 2rem 0; font-size: 0.95rem; }
.site-footer .wrap { display: grid; gap: 1.25rem; }
@media (min-width: 48rem) {
  .site-footer .wrap { grid-template-columns: repeat(3, 1fr); }
  .site-footer .wrap > p { grid-column: 1 / -1; }
}
.site-footer h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.languages a[aria-current="true"] { font-weight: 700; color: #1f2328; }
`;
