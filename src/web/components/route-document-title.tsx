import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../lib/services';
import { useRouteHandle } from './route-handle';
import { useDocumentTitle } from './use-document-title';

/**
 * Names the browser tab after the route being shown, in the user's language: "Sign in – My
 * Resume". Every route declares its name
 * (router.test.ts), so no page keeps the previous page's title.
 */
export function RouteDocumentTitle() {
  const { t } = useTranslation();
  const { brand } = useRuntimeConfig();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey, { brand }) : undefined;
  useDocumentTitle(title);
  return null;
}
