import { createContext, useContext } from 'react';
import type { Language } from '../../domain/language';
import { languageParam } from '../../domain/public-site';
import type { AppEnv, RuntimeConfig } from '../../domain/runtime-config';
import type { SiteAssets } from './site-assets';
import type { SiteText } from './site-text';

/** What every part of a public page needs to know: the visitor's language and the deployment. */
export interface Site {
  language: Language;
  /** Whether the address chose the language (`?lang=es`): the page's links then keep it. */
  languageFromUrl: boolean;
  text: SiteText;
  env: AppEnv;
  brand: string;
  /** The deployment's address, without a trailing slash (for canonical and Open Graph links). */
  publicUrl: string;
  links: RuntimeConfig['links'];
  assets: SiteAssets;
}

const SiteContext = createContext<Site | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside a SiteProvider');
  return site;
}

/** `path` (which may hold a query) with `?lang=` set to `language`. */
export function withLanguage(path: string, language: Language): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(languageParam, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to one of our pages as this page writes it: in the page's language when the address chose it. */
export function useHref(): (path: string) => string {
  const { language, languageFromUrl } = useSite();
  return (path) => (languageFromUrl ? withLanguage(path, language) : path);
}
