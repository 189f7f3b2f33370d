import type { ParseKeys } from 'i18next';
import { useMatches } from 'react-router';

/** What a route tells the page it renders: the name of the page, as a catalogue key. */
export interface RouteHandle {
  /** The page's name: the browser tab reads "{name} – {brand}" (route-document-title.tsx). */
  titleKey: ParseKeys;
}

/** The innermost route's handle that names its page, if any. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle;
  }
  return undefined;
}

/** The innermost route's page name key, if any. */
export function useRouteTitleKey(): ParseKeys | undefined {
  return useRouteHandle()?.titleKey;
}
