import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/error-screen/NotFoundScreen';
import { PageChrome } from '@/features/page-chrome/PageChrome';
import { getT } from '@/i18n';

export const metadata: Metadata = { title: getT('errors')('notFound.metaTitle'), robots: { index: false } };

/**
 * The site's 404 page, used for unknown paths and by `notFound()` (status 404). It replaces the
 * route group's layout, so it brings the default chrome itself.
 */
export default function NotFound() {
  return (
    <PageChrome>
      <NotFoundScreen />
    </PageChrome>
  );
}
