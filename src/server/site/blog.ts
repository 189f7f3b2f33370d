import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import { z } from 'zod';
import { languages, type Language } from '../../domain/language';
import { projectRoot } from '../project-root';

/**
 * The blog's articles: Markdown files in the repository, `content/blog/<slug>/<language>.md`,
 * each with front matter (title, description, date, tags, language). Every article is in every
 * language. They are read, checked and turned into HTML once, at boot; a bad one stops the boot
 * naming the file (decision 090).
 */
export const blogRoot = path.join(projectRoot, 'content/blog');

/** The topics an article can have (the catalogue names them in each language). */
export const blogTags = [
  'resumes',
  'cover-letters',
  'job-search',
  'students',
  'career-change',
] as const;
export type BlogTag = (typeof blogTags)[number];

/** Words an adult reads in a minute, for the reading time shown beside each article. */
export const wordsPerMinute = 220;

const isoDate = z.union([
  z.date().transform((date) => date.toISOString().slice(0, 10)),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
]);

const frontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(70),
    description: z.string().trim().min(50).max(170),
    date: isoDate,
    tags: z.array(z.enum(blogTags)).min(1).max(2),
    language: z.enum(languages),
  })
  .strict();

export interface Article {
  slug: string;
  language: Language;
  title: string;
  description: string;
  /** When it was published: YYYY-MM-DD. */
  date: string;
  tags: BlogTag[];
  /** The body in Markdown, without its front matter. */
  markdown: string;
  words: number;
  readingMinutes: number;
}

/** The words of a Markdown text: runs of non-space holding a letter or a digit. */
export const countWords = (markdown: string) =>
  markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** One article file, read and checked. */
export function readArticle(file: string, slug: string, language: Language): Article {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${file}: bad front matter: ${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.language !== language) {
    throw new Error(`${file}: its front matter says language ${parsed.data.language}`);
  }
  const words = countWords(content);
  return {
    slug,
    ...parsed.data,
    markdown: content.trim(),
    words,
    readingMinutes: Math.max(1, Math.round(words / wordsPerMinute)),
  };
}

export interface Blog {
  /** The slugs of every article. */
  readonly slugs: readonly string[];
  /** The articles in `language`, newest first. */
  articles(language: Language): Article[];
  article(slug: string, language: Language): Article | undefined;
}

/** Reads every article below `root`; throws naming the file when one is missing or malformed. */
export function loadBlog(root = blogRoot): Blog {
  const slugs = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const byLanguage = new Map<Language, Article[]>(
    languages.map((language) => [
      language,
      slugs
        .map((slug) => {
          const file = path.join(root, slug, `${language}.md`);
          if (!existsSync(file))
            throw new Error(`${file}: missing (every article is in every language)`);
          return readArticle(file, slug, language);
        })
        .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    ]),
  );
  return {
    slugs,
    articles: (language) => byLanguage.get(language) ?? [],
    article: (slug, language) => byLanguage.get(language)?.find((article) => article.slug === slug),
  };
}

/**
 * Markdown as the blog prints it: no HTML of its own (a `<` in an article is text), and every
 * link to one of our pages passed through `href` (which keeps the page's language).
 */
export function articleHtml(markdown: string, href: (path: string) => string): string {
  const markdownIt = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const renderToken = markdownIt.renderer.renderToken.bind(markdownIt.renderer);
  markdownIt.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index]!;
    const target = String(token.attrGet('href') ?? '');
    if (target.startsWith('/') && !target.startsWith('//')) token.attrSet('href', href(target));
    return renderToken(tokens, index, options);
  };
  return markdownIt.render(markdown);
}
