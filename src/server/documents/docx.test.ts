import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CoverLetterDocument } from '../../domain/cover-letter';
import type { ResumeDocument } from '../../domain/resume-document';
import {
  fixtureDocument,
  fixtureLetter,
  minimalDocument,
} from '../../domain/test-support/export-fixtures';
import { docxMarginTwips, docxPageSizes, letterDocx, resumeDocx } from './docx';

/** The parts of a .docx package, as text. */
async function partsOf(doc: ResumeDocument | CoverLetterDocument): Promise<Record<string, string>> {
  const bytes = await ('sections' in doc ? resumeDocx(doc) : letterDocx(doc));
  expect(bytes).toBeInstanceOf(Uint8Array);
  // A ZIP file starts with a local file header.
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  return Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]),
  );
}

/** The text of each paragraph of the body, with its style (empty for Normal). */
function paragraphs(documentXml: string): Array<{ style: string; text: string; list: boolean }> {
  return [...documentXml.matchAll(/<w:p>(.*?)<\/w:p>/gs)].map(([, body = '']) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(body)?.[1] ?? '',
    list: body.includes('<w:numPr>'),
    text: [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map(([tag, text]) => (tag === '<w:tab/>' ? '\t' : (text ?? '')))
      .join('')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  }));
}

describe('resumeDocx', () => {
  it('writes the resume as headings, paragraphs and a bullet list, in order, accents intact', async () => {
    const parts = await partsOf(fixtureDocument);
    expect(paragraphs(parts['word/document.xml'] ?? '')).toEqual([
      { style: 'Heading1', list: false, text: 'Hélène Dubois-Ÿvon' },
      { style: '', list: false, text: 'Développeuse full-stack' },
      {
        style: '',
        list: false,
        text: 'helene@example.com | +1 514 555 0199 | Montréal, Canada | www.linkedin.com/in/helene | helene.example.com',
      },
      { style: 'Heading2', list: false, text: 'Profil' },
      {
        style: '',
        list: false,
        text: 'Ingénieure passionnée par les outils qui font gagner du temps.',
      },
      { style: 'Heading2', list: false, text: 'Expérience professionnelle' },
      {
        style: 'Heading3',
        list: false,
        text: 'Développeuse principale\tjanv. 2021 – aujourd’hui',
      },
      { style: '', list: false, text: 'Société Générale\tMontréal, QC' },
      {
        style: 'ListParagraph',
        list: true,
        text: 'Réduit le temps de build de 40 % grâce à un cache partagé',
      },
      {
        style: 'ListParagraph',
        list: true,
        text: 'Encadré une équipe de 5 ingénieurs (Zoë, Ângela, Łukasz)',
      },
      {
        style: 'Heading3',
        list: false,
        text: 'Ingénieure logiciel\tmars 2018 – déc. 2020',
      },
      { style: '', list: false, text: 'Café Crème' },
      { style: 'ListParagraph', list: true, text: 'Livré l’application mobile 日本語 en 6 mois' },
      { style: 'Heading2', list: false, text: 'Formation' },
      {
        style: 'Heading3',
        list: false,
        text: 'Master en informatique\t2016 – 2018',
      },
      { style: '', list: false, text: 'Université de Montréal\tMontréal' },
      { style: '', list: false, text: 'Cours: Algorithmique, Bases de données' },
      { style: 'Heading2', list: false, text: 'Compétences' },
      { style: '', list: false, text: 'TypeScript (Expert): Node.js, React, Fastify' },
      { style: '', list: false, text: 'Français' },
      { style: 'Heading2', list: false, text: 'Bénévolat' },
      { style: 'Heading3', list: false, text: 'Mentore\t2019' },
      { style: '', list: false, text: 'Les Pâtissiers du Code' },
      { style: 'ListParagraph', list: true, text: 'Ateliers du samedi pour débutants' },
    ]);
  });

  it('defines real Word headings and a bullet list in the theme’s font and accent', async () => {
    const parts = await partsOf(fixtureDocument);
    const styles = parts['word/styles.xml'] ?? '';
    for (const [id, name, level] of [
      ['Heading1', 'Heading 1', 0],
      ['Heading2', 'Heading 2', 1],
      ['Heading3', 'Heading 3', 2],
    ] as const) {
      const style = new RegExp(`<w:style [^>]*w:styleId="${id}".*?</w:style>`, 's').exec(
        styles,
      )?.[0];
      expect(style, id).toBeDefined();
      expect(style).toContain(`<w:name w:val="${name}"/>`);
      expect(style).toContain(`<w:outlineLvl w:val="${level}"/>`);
      expect(style).toContain('<w:keepNext/>');
    }
    // The accent colour on the name and the section headings; the font everywhere by default.
    expect(styles).toMatch(/w:styleId="Heading1".*?<w:color w:val="1F6FEB"\/>.*?<\/w:style>/s);
    expect(styles).toMatch(/w:styleId="Heading2".*?<w:color w:val="1F6FEB"\/>.*?<\/w:style>/s);
    expect(styles).toMatch(
      /<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Source Serif 4"[^>]*\/><w:sz w:val="21"\/>.*?<w:lang w:val="fr-FR"\/>/s,
    );
    // A bullet numbering that the list paragraphs use.
    const document = parts['word/document.xml'] ?? '';
    const numId = /<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="(\d+)"\/><\/w:numPr>/.exec(
      document,
    )?.[1];
    const numbering = parts['word/numbering.xml'] ?? '';
    const abstractId = new RegExp(
      `<w:num w:numId="${numId}"[^>]*><w:abstractNumId w:val="(\\d+)"/>`,
    ).exec(numbering)?.[1];
    expect(abstractId).toBeDefined();
    expect(numbering).toMatch(
      new RegExp(
        `<w:abstractNum [^>]*w:abstractNumId="${abstractId}".*?<w:numFmt w:val="bullet"/><w:lvlText w:val="•"/>`,
        's',
      ),
    );
  });

  it('sets the paper size and the scaled margins', async () => {
    const a4 = (await partsOf(fixtureDocument))['word/document.xml'] ?? '';
    expect(a4).toContain('<w:pgSz w:w="11906" w:h="16838" w:orient="portrait"/>');
    // 18 mm = 1020 twips.
    expect(a4).toContain('<w:pgMar w:top="1020" w:right="1020" w:bottom="1020" w:left="1020"');
    // Entry dates sit on a right tab at the text width (210 mm − 2 × 18 mm).
    expect(a4).toContain('<w:tab w:val="right" w:pos="9866"/>');

    const letter: ResumeDocument = {
      ...minimalDocument,
      theme: { ...minimalDocument.theme, paper: 'LETTER', marginMm: 20, scale: 0.9 },
    };
    const margin = docxMarginTwips(letter.theme);
    expect(margin).toBe(1020);
    const xml = (await partsOf(letter))['word/document.xml'] ?? '';
    expect(docxPageSizes.LETTER).toEqual({ width: 12240, height: 15840 });
    expect(xml).toContain('<w:pgSz w:w="12240" w:h="15840" w:orient="portrait"/>');
    expect(xml).toContain(`<w:pgMar w:top="${margin}" w:right="${margin}"`);
  });

  it('prints an email that is not an address as typed, without a mail link', async () => {
    for (const email of ['ada @example.com', 'javascript:alert(1)//@x']) {
      const parts = await partsOf({
        ...minimalDocument,
        header: { ...minimalDocument.header, email, links: [] },
      });
      expect(parts['word/_rels/document.xml.rels'] ?? '').not.toMatch(/mailto:|javascript:/);
      expect(paragraphs(parts['word/document.xml'] ?? '').map(({ text }) => text)).toContain(email);
    }
  });

  it('links web and mail addresses only, and escapes every text', async () => {
    const doc: ResumeDocument = {
      ...minimalDocument,
      header: {
        ...minimalDocument.header,
        name: 'Ada <script>alert("x")</script> & \'Co\'',
        email: 'ada@example.com',
        links: [
          { label: 'Bad', url: 'javascript:alert(1)' },
          { label: 'Site', url: 'https://ada.example.com/?a=1&b=2' },
        ],
      },
    };
    const parts = await partsOf(doc);
    const document = parts['word/document.xml'] ?? '';
    expect(document).not.toContain('<script>');
    expect(document).toContain('Ada &lt;script&gt;alert(');
    const rels = parts['word/_rels/document.xml.rels'] ?? '';
    expect(rels).toContain('Target="mailto:ada@example.com"');
    expect(rels).toContain('Target="https://ada.example.com/?a=1&amp;b=2"');
    expect(rels).not.toContain('javascript:');
    expect(paragraphs(document).map(({ text }) => text)).toEqual([
      'Ada <script>alert("x")</script> & \'Co\'',
      'ada@example.com | ada.example.com/?a=1&b=2',
    ]);
  });

  it('writes only a name for a resume with nothing else', async () => {
    const parts = await partsOf(minimalDocument);
    expect(paragraphs(parts['word/document.xml'] ?? '')).toEqual([
      { style: 'Heading1', list: false, text: 'Ada Lovelace' },
    ]);
    expect(parts['docProps/core.xml']).toContain('<dc:title>Ada Lovelace</dc:title>');
  });
});

describe('letterDocx', () => {
  it('writes the letter under the resume’s header, one paragraph each, in order', async () => {
    const parts = await partsOf(fixtureLetter);
    const body = parts['word/document.xml'] ?? '';
    expect(paragraphs(body).map(({ text }) => text)).toEqual([
      'Hélène Dubois-Ÿvon',
      'Développeuse full-stack',
      'helene@example.com | +1 514 555 0199 | Montréal, Canada | www.linkedin.com/in/helene | helene.example.com',
      '26 novembre 2026',
      'Mme Ortiz',
      'Société <Générale>',
      '29 bd Haussmann',
      '75009 Paris',
      'Madame Ortiz,',
      'Je rejoindrais <b>volontiers</b> [team] à Paris.',
      'Second paragraphe, « cité » et 40 %.',
      'Cordialement,',
      'Hélène Dubois-Ÿvon',
      'Pièce jointe\u00a0: CV',
    ]);
    // The unfilled placeholder is marked for the writer to see.
    expect(body).toMatch(/<w:highlight w:val="yellow"\/>.*?\[team\]/s);
    expect(parts['word/styles.xml']).toContain('w:val="fr-FR"');
  });
});
