// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '../../domain/resume-document';
import {
  entry,
  fixtureDocument,
  fixtureLetter,
  fixtureTheme,
  minimalDocument,
} from '../../domain/test-support/export-fixtures';
import {
  escapeHtml,
  letterHtml,
  readableAccent,
  resumeHtml,
  resumeHtmlCss,
  resumeHtmlCssPath,
  resumeThemeCss,
  resumeThemeCssHref,
  resumeThemeCssPath,
  resumeThemeFromQuery,
  type ResumeHtmlOptions,
} from './resume-html';

const options: ResumeHtmlOptions = {
  title: 'Hélène Dubois-Ÿvon — CV',
  pdfUrl: '/r/AAAAAAAAAAAAAAAAAAAAAA/resume.pdf',
  lang: 'en',
  labels: { downloadPdf: 'Download PDF', contact: 'Contact details' },
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const texts = (page: Document, selector: string) =>
  [...page.querySelectorAll(selector)].map((node) => node.textContent?.replace(/\s+/g, ' ').trim());

describe('resumeHtml', () => {
  it('is a standalone HTML5 page with no script, no inline style and two same-site stylesheets', () => {
    const html = resumeHtml(fixtureDocument, options);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    const page = parse(html);
    expect(page.title).toBe('Hélène Dubois-Ÿvon — CV');
    expect(page.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(
      [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    ).toEqual([resumeHtmlCssPath, resumeThemeCssHref(fixtureTheme)]);
    expect(resumeHtmlCssPath).toMatch(/^\/share\/resume\.[0-9a-f]{12}\.css$/);
  });

  it('lays the resume out semantically: h1 name, h2 sections, h3 entries, lists of bullets', () => {
    const page = parse(resumeHtml(fixtureDocument, options));
    const main = page.querySelector('main');
    expect(main?.getAttribute('lang')).toBe('fr');
    expect(texts(page, 'main h1')).toEqual(['Hélène Dubois-Ÿvon']);
    expect(texts(page, 'main .headline')).toEqual(['Développeuse full-stack']);
    expect(page.querySelector('.contact')?.getAttribute('aria-label')).toBe('Contact details');
    expect(texts(page, '.contact li')).toEqual([
      'helene@example.com',
      '+1 514 555 0199',
      'Montréal, Canada',
      // Links as the PDF prints them: "Label : address", the address without www.
      'LinkedIn : linkedin.com/in/helene',
      'Site : helene.example.com',
    ]);
    expect(texts(page, 'h2')).toEqual([
      'Profil',
      'Expérience professionnelle',
      'Formation',
      'Compétences',
      'Bénévolat',
    ]);
    expect(texts(page, 'h3')).toEqual([
      'Développeuse principale',
      'Ingénieure logiciel',
      'Master en informatique',
      'Mentore',
    ]);
    expect(texts(page, '.entry-dates')).toEqual([
      'janv. 2021 – aujourd’hui',
      'mars 2018 – déc. 2020',
      '2016 – 2018',
      '2019',
    ]);
    expect(texts(page, 'section ul.bullets > li')).toEqual([
      'Réduit le temps de build de 40 % grâce à un cache partagé',
      'Encadré une équipe de 5 ingénieurs (Zoë, Ângela, Łukasz)',
      'Livré l’application mobile 日本語 en 6 mois',
      'Ateliers du samedi pour débutants',
    ]);
    // A French label takes a no-break space before its colon.
    expect(page.querySelector('.details')?.textContent).toBe(
      'Cours\u00a0: Algorithmique, Bases de données',
    );
    expect(texts(page, 'ul.skills > li')).toEqual([
      'TypeScript (Expert): Node.js, React, Fastify',
      'Français',
    ]);
    // A skill's name and level are one bold run.
    expect(texts(page, '.skills strong')).toEqual(['TypeScript (Expert)', 'Français']);
    // Every section is named by its heading.
    for (const section of page.querySelectorAll('section')) {
      const id = section.getAttribute('aria-labelledby') ?? '';
      expect(page.getElementById(id)?.tagName).toBe('H2');
    }
  });

  it('gives each field of an entry its own line or run, in reading order', () => {
    const page = parse(resumeHtml(fixtureDocument, options));
    const heads = [...page.querySelectorAll('.entry-head')].map((head) =>
      [...head.children].map((child) => `${child.className}: ${child.textContent}`),
    );
    expect(heads).toEqual([
      [
        'entry-title: Développeuse principale',
        'entry-dates: janv. 2021 – aujourd’hui',
        'entry-org: Société Générale',
        'entry-location: Montréal, QC',
      ],
      [
        'entry-title: Ingénieure logiciel',
        'entry-dates: mars 2018 – déc. 2020',
        'entry-org: Café Crème',
      ],
      [
        'entry-title: Master en informatique',
        'entry-dates: 2016 – 2018',
        'entry-org: Université de Montréal',
        'entry-location: Montréal',
      ],
      ['entry-title: Mentore', 'entry-dates: 2019', 'entry-org: Les Pâtissiers du Code'],
    ]);
    // Without a title, the organization is the heading and carries the link.
    const untitled = parse(
      resumeHtml(
        {
          ...minimalDocument,
          sections: [
            {
              id: 'w',
              kind: 'WORK',
              heading: 'Work',
              entries: [entry({ id: '1', organization: 'Acme', url: 'https://acme.example.com' })],
            },
          ],
        },
        options,
      ),
    );
    expect(untitled.querySelector('h3.entry-org a')?.getAttribute('href')).toBe(
      'https://acme.example.com/',
    );
  });

  it('prints what parsers read: "|" between contact items, "•" before bullets, capital headings', () => {
    expect(resumeHtmlCss).toContain('content: "|" / "";');
    expect(resumeHtmlCss).not.toContain('·');
    expect(resumeHtmlCss).toContain('list-style-type: "•  ";');
    // Printed, section headings are in capitals, the one heading form parsers find in any language.
    const print = resumeHtmlCss.slice(resumeHtmlCss.indexOf('@media print'));
    expect(print).toContain('h2 { text-transform: uppercase; }');
  });

  it('links the PDF and the resume’s web and mail addresses', () => {
    const page = parse(resumeHtml(fixtureDocument, options));
    const download = page.querySelector('header.toolbar a.download');
    expect(download?.textContent).toBe('Download PDF');
    expect(download?.getAttribute('href')).toBe('/r/AAAAAAAAAAAAAAAAAAAAAA/resume.pdf');
    expect(download?.hasAttribute('download')).toBe(true);
    expect([...page.querySelectorAll('main a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:helene@example.com',
      'https://www.linkedin.com/in/helene',
      'https://helene.example.com/',
      'https://example.com/sg',
      'https://umontreal.example.com/',
    ]);
    for (const link of page.querySelectorAll('main a')) {
      expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    }
  });

  it('says noindex unless the owner opted in, and keeps one lang when they agree', () => {
    const page = parse(
      resumeHtml(
        { ...fixtureDocument, language: 'es' },
        { ...options, lang: 'es', indexable: true },
      ),
    );
    expect(page.querySelector('meta[name="robots"]')).toBeNull();
    expect(page.documentElement.getAttribute('lang')).toBe('es');
    expect(page.querySelector('main')?.hasAttribute('lang')).toBe(false);
  });

  it('escapes every piece of user text', () => {
    const nasty = `<script>alert("x")</script> & 'quoted' "double"`;
    const doc: ResumeDocument = {
      ...fixtureDocument,
      header: {
        ...fixtureDocument.header,
        name: nasty,
        headline: nasty,
        email: `"><script>@example.com`,
        phone: nasty,
        location: nasty,
        links: [{ label: nasty, url: `https://example.com/"><script>alert('x')</script>` }],
      },
      summary: nasty,
      summaryHeading: nasty,
      sections: [
        {
          id: `"><script>`,
          kind: 'CUSTOM',
          heading: nasty,
          entries: [
            entry({
              id: '1',
              title: nasty,
              organization: nasty,
              location: nasty,
              dates: nasty,
              subtitle: nasty,
              url: 'https://example.com/?q="&a=\'<b>',
              bullets: [nasty],
              details: [nasty],
              detailsLabel: nasty,
            }),
          ],
        },
        {
          id: 's',
          kind: 'SKILLS',
          heading: 'Skills',
          entries: [entry({ id: '2', title: nasty, subtitle: nasty, details: [nasty] })],
        },
      ],
    };
    const html = resumeHtml(doc, {
      ...options,
      title: nasty,
      labels: { downloadPdf: nasty, contact: nasty },
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const page = parse(html);
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.title).toBe(nasty);
    expect(page.querySelector('h1')?.textContent).toBe(nasty);
    expect(page.querySelector('.download')?.textContent).toBe(nasty);
    expect(page.querySelector('.contact')?.getAttribute('aria-label')).toBe(nasty);
    expect(page.querySelector('.bullets li')?.textContent).toBe(nasty);
    expect(page.querySelector('.details')?.textContent).toBe(`${nasty}\u00a0: ${nasty}`);
    expect(page.querySelector('.skills li')?.textContent).toBe(`${nasty} (${nasty}): ${nasty}`);
    expect(texts(page, 'h2')).toEqual([nasty, nasty, 'Skills']);
    // Addresses are normalised: quotes and angle brackets are percent-encoded, then escaped.
    const hrefs = [...page.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      `https://example.com/%22%3E%3Cscript%3Ealert('x')%3C/script%3E`,
      `https://example.com/?q=%22&a=%27%3Cb%3E`,
    ]);
    // The email is not an address, so it is shown as text, not linked.
    expect(texts(page, '.contact li')[0]).toBe(`"><script>@example.com`);
  });

  it('drops link addresses that are not http(s) or mailto, and a PDF link that is not one', () => {
    const doc: ResumeDocument = {
      ...minimalDocument,
      header: {
        ...minimalDocument.header,
        links: [
          { label: 'js', url: 'javascript:alert(1)' },
          { label: 'data', url: 'data:text/html,<script>alert(1)</script>' },
          { label: 'relative', url: '/admin' },
          { label: 'vb', url: ' JAVASCRIPT:alert(1)' },
          { label: 'mail', url: 'mailto:ada@example.com' },
        ],
      },
      sections: [
        {
          id: 'w',
          kind: 'WORK',
          heading: 'Work',
          entries: [entry({ id: '1', title: 'Analyst', url: 'javascript:alert(1)' })],
        },
      ],
    };
    for (const pdfUrl of [
      'javascript:alert(1)',
      '//evil.example.com/x.pdf',
      '/\\evil',
      'ftp://x',
    ]) {
      const html = resumeHtml(doc, { ...options, pdfUrl });
      expect(html).not.toMatch(/javascript:|data:|\/admin|evil|ftp:/i);
      const page = parse(html);
      expect(page.querySelector('.download')).toBeNull();
      expect([...page.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        'mailto:ada@example.com',
      ]);
      expect(texts(page, 'h3')).toEqual(['Analyst']);
    }
    const absolute = parse(
      resumeHtml(doc, { ...options, pdfUrl: 'https://cdn.example.com/a b.pdf' }),
    );
    expect(absolute.querySelector('.download')?.getAttribute('href')).toBe(
      'https://cdn.example.com/a%20b.pdf',
    );
  });

  it('leaves out what a resume does not have', () => {
    const doc: ResumeDocument = {
      ...minimalDocument,
      sections: [
        { id: 'a', kind: 'WORK', heading: 'Empty', entries: [] },
        { id: 'b', kind: 'SKILLS', heading: 'Also empty', entries: [entry({ id: '1' })] },
        {
          id: 'c',
          kind: 'CUSTOM',
          heading: 'Awards',
          entries: [entry({ id: '2', dates: '2020' })],
        },
      ],
    };
    const page = parse(resumeHtml(doc, options));
    expect(texts(page, 'h2')).toEqual(['Awards']);
    expect(page.querySelector('.headline')).toBeNull();
    expect(page.querySelector('.contact')).toBeNull();
    expect(page.querySelector('.summary')).toBeNull();
    expect(page.querySelectorAll('h3')).toHaveLength(0);
    expect(texts(page, '.entry-dates')).toEqual(['2020']);
  });
});

describe('the share page stylesheets', () => {
  it('prints: hides the toolbar, keeps entries whole and headings with what follows', () => {
    const print = resumeHtmlCss.slice(resumeHtmlCss.indexOf('@media print'));
    expect(print).toContain('.toolbar { display: none; }');
    expect(print).toContain('break-inside: avoid');
    expect(print).toContain('break-after: avoid');
    expect(resumeHtmlCss).toContain('@media (max-width: 40rem)');
    // Nothing loaded from elsewhere.
    expect(resumeHtmlCss).not.toMatch(/url\(|@import/);
  });

  it('writes one theme as its font, custom properties and the printed page', () => {
    const css = resumeThemeCss(fixtureTheme);
    // The theme font's four files, from our own origin (served by the share routes).
    const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((match) => match[1] ?? '');
    expect(faces).toHaveLength(4);
    for (const face of faces) {
      expect(face).toContain('font-family: "Source Serif 4";');
      expect(face).toMatch(/src: url\("\/share\/fonts\/SourceSerif4_\w+\.[0-9a-f]{12}\.ttf"\)/);
    }
    expect(faces.map((face) => /font-weight: (\d+);/.exec(face)?.[1]).sort()).toEqual([
      '400',
      '400',
      '700',
      '700',
    ]);
    expect(css.slice(css.indexOf(':root'))).toBe(
      [
        ':root {',
        '  --accent: #1f6feb;',
        `  --accent-ink: ${readableAccent('#1f6feb')};`,
        '  --font: "Source Serif 4", "Source Serif Pro", Georgia, "Times New Roman", serif;',
        '  --print-size: 10.5pt;',
        '}',
        '@page { size: A4; margin: 18mm; }',
        '',
      ].join('\n'),
    );
    const letter = resumeThemeCss({ ...fixtureTheme, paper: 'LETTER', scale: 0.9, font: 'Inter' });
    expect(letter).toContain('@page { size: letter; margin: 16.2mm; }');
    expect(letter).toContain('--print-size: 9.45pt;');
    expect(letter).toContain('--font: Inter, ');
  });

  it('names a theme in a query the server can read back, and refuses anything else', () => {
    const href = resumeThemeCssHref(fixtureTheme);
    expect(href).toBe(
      `${resumeThemeCssPath}?template=classic&font=source-serif-4&size=10.5&accent=1f6feb&margin=18&paper=a4&scale=1`,
    );
    const query = Object.fromEntries(new URL(href, 'https://x.invalid').searchParams);
    expect(resumeThemeFromQuery(query)).toEqual(fixtureTheme);
    for (const bad of [
      { accent: '000000;}body{display:none' },
      { accent: 'red' },
      { size: '30' },
      { size: '1e1' },
      { margin: '5' },
      { scale: '2' },
      { font: 'comic-sans' },
      { paper: 'a3' },
      { template: '<b>' },
    ]) {
      expect(resumeThemeFromQuery({ ...query, ...bad }), JSON.stringify(bad)).toBeNull();
    }
    expect(resumeThemeFromQuery(null)).toBeNull();
    expect(resumeThemeFromQuery({})).toBeNull();
  });

  it('never lets a malformed theme into CSS or the page', () => {
    const broken = {
      ...fixtureTheme,
      accentColor: 'red;} body { display: none',
      font: 'Evil"Font' as never,
      template: 'x" onload="y' as never,
      fontSize: Number.NaN,
    };
    const css = resumeThemeCss(broken);
    expect(css).not.toMatch(/display: none|Evil/);
    expect(css).toContain('font-family: "Source Serif 4";');
    const html = resumeHtml({ ...minimalDocument, theme: broken }, options);
    expect(html).toContain('<body class="template-classic">');
    expect(html).not.toMatch(/onload|Evil|display/);
  });

  it('darkens an accent that would not read on white, and keeps one that does', () => {
    const contrast = (hex: string) => {
      const channel = (offset: number) => {
        const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
      return 1.05 / (l + 0.05);
    };
    expect(readableAccent('#1f4e79')).toBe('#1f4e79');
    for (const light of ['#ffcc00', '#ffffff', '#7fdbff']) {
      expect(contrast(readableAccent(light)), light).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('letterHtml', () => {
  const letter = fixtureLetter;

  it('is the share page with a letter for its body: escaped, in order, a missing placeholder marked', () => {
    const html = letterHtml(letter, { ...options, pdfUrl: '/c/AAAAAAAAAAAAAAAAAAAAAA/pdf' });
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=|<b>/i);
    const page = parse(html);
    expect(texts(page, 'h1')).toEqual([fixtureDocument.header.name]);
    expect(texts(page, '.letter > *')).toEqual([
      '26 novembre 2026',
      'Mme OrtizSociété <Générale>29 bd Haussmann75009 Paris',
      'Madame Ortiz,',
      'Je rejoindrais <b>volontiers</b> [team] à Paris.',
      'Second paragraphe, « cité » et 40 %.',
      'Cordialement,',
      'Hélène Dubois-Ÿvon',
      // (`texts` writes every run of white space, the no-break space too, as one space.)
      'Pièce jointe : CV',
    ]);
    expect(texts(page, 'mark')).toEqual(['[team]']);
    expect(page.querySelector('main')?.getAttribute('lang')).toBe('fr');
    expect(page.querySelector('a.download')?.getAttribute('href')).toBe(
      '/c/AAAAAAAAAAAAAAAAAAAAAA/pdf',
    );
  });

  it('leaves out what the letter does not have', () => {
    const bare = letterHtml(
      { ...letter, date: '', recipient: [], enclosure: '', closing: '' },
      options,
    );
    const page = parse(bare);
    expect(
      page.querySelector('.letter-date, address, .letter-enclosure, .letter-closing'),
    ).toBeNull();
  });
});
