import type { Language } from '../../domain/language';
import en from '../../locales/site/en.json';
import es from '../../locales/site/es.json';
import fr from '../../locales/site/fr.json';

/**
 * The public site's words, one catalogue per language. They are the server's alone (the web app
 * never loads them), so the site's copy adds nothing to the app's first page.
 */
export type SiteText = typeof en;

export const siteCatalogues = { en, es, fr } satisfies Record<Language, SiteText>;

/** `text` with each `{{name}}` replaced by its value; an unknown name stays as it is. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (marker, name: string) =>
    name in values ? String(values[name]) : marker,
  );
