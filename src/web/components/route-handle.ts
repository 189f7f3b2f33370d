import type { ParseKeys } from 'i18next';
import { useMatches } from 'react-router';

/** What a route tells the page it renders: the name of the page, as a catalogue key. */
export interface RouteHandle {
  titleKey?: ParseKeys;
}

/** The innermost route's page name key, if any. */
export function useRouteTitleKey(): ParseKeys | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}
