import { NotFoundScreen, notFoundMetadata } from '@/components/error-screen/NotFoundScreen';
import { PageChrome } from '@/features/page-chrome/PageChrome';

export const metadata = notFoundMetadata();

/**
 * The 404 page of unknown paths (status 404): no route group's layout is around it, so it brings
 * the default chrome itself. `notFound()` inside a group renders the group's own not-found.tsx.
 */
export default function NotFound() {
  return (
    <PageChrome>
      <NotFoundScreen />
    </PageChrome>
  );
}
