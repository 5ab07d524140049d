import { NotFoundScreen, notFoundMetadata } from '@/components/error-screen/NotFoundScreen';

export const metadata = notFoundMetadata();

/** 404 of a page of this group (`notFound()`), inside the group's chrome. */
export default function NotFound() {
  return <NotFoundScreen />;
}
