/**
 * Server-side translations with i18next. Every UI string comes from `/locales/en/{ns}.json`
 * (see ./resources.ts). Server components call `getT(ns)`; client components receive their
 * already-translated labels as props, which keeps i18next out of the browser bundle.
 *
 * Keys are checked at compile time: `t('common:skipToContent')` or, with a fixed namespace,
 * `getT('blog')('pagination.next')`.
 */
import i18next, { type TFunction } from 'i18next';
import { type Namespace, resources } from './resources';

const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  resources,
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes output
  returnNull: false,
});

/**
 * A `t` function bound to one namespace (English).
 * @param ns namespace = file name under /locales/en/ without `.json`
 * @returns `t(key, values?)`: interpolates `{{name}}` placeholders and picks `_one`/`_other`
 *   plural forms from `count` (English rules: singular only for 1)
 */
export function getT<N extends Namespace>(ns: N): TFunction<N> {
  return instance.getFixedT('en', ns) as TFunction<N>;
}
