/**
 * The i18next resources of the site (English only, SPEC §1), one JSON file per namespace under
 * `web/public/locales/{lng}/{ns}.json` — the path SPEC §7 names for translation files, so the same
 * files are also served to the browser at `/locales/en/{ns}.json`.
 * Add a namespace here and in `NAMESPACES` when you add a file.
 */
import chrome from '../../public/locales/en/chrome.json' with { type: 'json' };
import common from '../../public/locales/en/common.json' with { type: 'json' };
import blog from '../../public/locales/en/blog.json' with { type: 'json' };
import content from '../../public/locales/en/content.json' with { type: 'json' };
import library from '../../public/locales/en/library.json' with { type: 'json' };
import pages from '../../public/locales/en/pages.json' with { type: 'json' };
import seo from '../../public/locales/en/seo.json' with { type: 'json' };
import errors from '../../public/locales/en/errors.json' with { type: 'json' };
import notfound from '../../public/locales/en/notfound.json' with { type: 'json' };
import home from '../../public/locales/en/home.json' with { type: 'json' };
import quiz from '../../public/locales/en/quiz.json' with { type: 'json' };
import toolkit from '../../public/locales/en/toolkit.json' with { type: 'json' };
import types from '../../public/locales/en/types.json' with { type: 'json' };
import account from '../../public/locales/en/account.json' with { type: 'json' };
import notifications from '../../public/locales/en/notifications.json' with { type: 'json' };
import billing from '../../public/locales/en/billing.json' with { type: 'json' };
import share from '../../public/locales/en/share.json' with { type: 'json' };

export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const resources = {
  en: {
    common,
    chrome,
    content,
    blog,
    library,
    pages,
    seo,
    errors,
    notfound,
    home,
    quiz,
    toolkit,
    types,
    notifications,
    account,
    billing,
    share,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
