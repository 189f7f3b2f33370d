import 'i18next';
import type en from '../../locales/en.json';

// Every `t('…')` key is checked against the English catalogue at type-check time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
