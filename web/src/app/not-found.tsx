import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/error-screen/NotFoundScreen';
import { getT } from '@/i18n';

export const metadata: Metadata = { title: getT('errors')('notFound.metaTitle'), robots: { index: false } };

/** The site's 404 page, used for unknown paths and by `notFound()` (status 404). */
export default function NotFound() {
  return <NotFoundScreen />;
}
