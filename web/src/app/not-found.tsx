import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/error-screen/ErrorScreen';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** The site's 404 page, used for unknown paths and by `notFound()` (status 404). */
export default function NotFound() {
  return <NotFoundScreen />;
}
