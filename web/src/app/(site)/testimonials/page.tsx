import type { Metadata } from 'next';
import { getTestimonials } from '@/content/pages';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';
import { TestimonialList } from '@/features/pages/TestimonialList';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('testimonials');
}

/** /testimonials — intro, body and every testimonial (SPEC §2, informational). */
export default async function TestimonialsPage() {
  const [page, testimonials] = await Promise.all([loadInfoPage('testimonials'), getTestimonials()]);
  return (
    <InfoPageView page={page}>
      <TestimonialList testimonials={testimonials} />
    </InfoPageView>
  );
}
