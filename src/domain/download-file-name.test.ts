import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameOfContentDisposition } from './content-disposition';
import { downloadFileName } from './download-file-name';

describe('downloadFileName', () => {
  it.each([
    ['Durand Łukasz', 'Durand-Łukasz.pdf', 'Durand-Lukasz.pdf'],
    ['Durand-Łukasz', 'Durand-Łukasz.pdf', 'Durand-Lukasz.pdf'],
    ['Søren Ærø', 'Søren-Ærø.pdf', 'Soren-AEro.pdf'],
    ['Hélène Dubois-Ÿvon', 'Hélène-Dubois-Ÿvon.pdf', 'Helene-Dubois-Yvon.pdf'],
    ['Straße Œuvre', 'Straße-Œuvre.pdf', 'Strasse-OEuvre.pdf'],
    ['Дмитрий Шостакович', 'Дмитрий-Шостакович.pdf', 'Dmitriy-Shostakovich.pdf'],
    ['Ελένη Αλεξίου', 'Ελένη-Αλεξίου.pdf', 'Eleni-Alexiou.pdf'],
    ['Zoë O’Brien-"Q"', 'Zoë-O’Brien--Q.pdf', 'Zoe-O-Brien-Q.pdf'],
    ['Ana 🚀 Ruiz', 'Ana-🚀-Ruiz.pdf', 'Ana-Ruiz.pdf'],
  ])('%s → %s, %s', (name, exact, ascii) => {
    expect(downloadFileName(name, 'pdf')).toEqual({ exact, ascii });
  });

  it('keeps a name no ASCII can spell exactly, and falls back for the plain name', () => {
    expect(downloadFileName('王小明', 'docx')).toEqual({
      exact: '王小明.docx',
      ascii: 'resume.docx',
    });
  });

  it('never lets a name name a folder, a device or another extension', () => {
    expect(downloadFileName('../../etc/passwd', 'txt')).toEqual({
      exact: 'etc-passwd.txt',
      ascii: 'etc-passwd.txt',
    });
    expect(downloadFileName('a\\b:c*d?e<f>g|h', 'txt').exact).toBe('a-b-c-d-e-f-g-h.txt');
    expect(downloadFileName('Eve\u202Efdp.exe', 'pdf').exact).toBe('Eve-fdp.exe.pdf');
    expect(downloadFileName(' line\nbreak\ttab ', 'pdf').exact).toBe('line-break-tab.pdf');
  });

  it('falls back when the name is empty, and cuts long names between letters', () => {
    expect(downloadFileName('  ', 'json')).toEqual({ exact: 'resume.json', ascii: 'resume.json' });
    const family = '👨‍👩‍👧';
    const { exact } = downloadFileName(`${'a'.repeat(99)}${family}${family}`, 'pdf');
    expect(exact).toBe(`${'a'.repeat(99)}${family}.pdf`);
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII name as it is', () => {
    expect(contentDisposition('attachment', downloadFileName('Ada Lovelace', 'pdf'))).toBe(
      'attachment; filename="Ada-Lovelace.pdf"',
    );
    expect(contentDisposition('inline', downloadFileName('Ada-Lovelace', 'pdf'))).toBe(
      'inline; filename="Ada-Lovelace.pdf"',
    );
  });

  it('sends the exact name as RFC 8187 UTF-8 beside the ASCII one', () => {
    expect(contentDisposition('attachment', downloadFileName('Durand-Łukasz', 'pdf'))).toBe(
      'attachment; filename="Durand-Lukasz.pdf"; filename*=UTF-8\'\'Durand-%C5%81ukasz.pdf',
    );
    expect(contentDisposition('attachment', downloadFileName("Zoë O'Brien (CV)", 'pdf'))).toBe(
      'attachment; filename="Zoe-O-Brien-CV.pdf"; filename*=UTF-8\'\'Zo%C3%AB-O%27Brien-%28CV%29.pdf',
    );
  });

  it.each([
    'Durand-Łukasz',
    'Ærø',
    '中文',
    'Ana 🚀 Ruiz',
    'Zoë "Z" O’Brien',
    'a/b\\c',
    "it's 100% *",
  ])('reads back what it wrote for %s', (name) => {
    const fileName = downloadFileName(name, 'pdf');
    expect(fileNameOfContentDisposition(contentDisposition('attachment', fileName))).toBe(
      fileName.exact,
    );
  });

  it('reads a plain quoted or bare file name, and nothing from a header without one', () => {
    expect(fileNameOfContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameOfContentDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameOfContentDisposition('attachment')).toBeNull();
    expect(fileNameOfContentDisposition(null)).toBeNull();
  });
});
