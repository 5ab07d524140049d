import { familyClass } from '@/components/families/FamilySection';
import type { Testimonial } from '@/content/pages';
import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { getT } from '@/i18n';
import { documentPath } from '@/lib/routes';
import styles from './InfoPage.module.css';

/**
 * The testimonials of `/testimonials` (SPEC §2), in display order: each one a figure with the
 * quote, the person's name and location, and their personality type — a link to the type's
 * profile in the family colour (SPEC §3 families), with the type's character drawn beside it
 * (decorative; an `<img>` of its static SVG file, lazy — inline drawings put ~600 SVG nodes into
 * the page's HTML, flight data and hydration, issue 25). Entries without a quote are skipped.
 */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  const t = getT('pages');
  const shown = testimonials.filter((testimonial) => testimonial.quote);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.testimonials} aria-label={t('testimonials.listLabel')}>
      {shown.map((testimonial) => {
        const type = testimonial.type;
        const typePath = documentPath(type ? { _type: 'personalityType', slug: type.slug } : null);
        return (
          <li key={testimonial._id} className={`card ${styles.testimonial} ${familyClass(type?.colour)}`}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                {type?.slug ? <CharacterPicture type={type.slug} gender={type.defaultGender} size={56} className={styles.avatar} /> : null}
                <span className={styles.person}>
                  <span className={styles.name}>{testimonial.name}</span>
                  {testimonial.location ? <span className={styles.location}>{testimonial.location}</span> : null}
                  {type?.code && typePath ? (
                    <a href={typePath} className={styles.typeLink}>
                      {t('testimonials.typeLink', { code: type.code, title: type.title ?? '' })}
                    </a>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
