import { ContentCard } from '@/components/content-card/ContentCard';
import type { ArticleCard } from '@/content/blog';
import { articlePath } from '@/lib/routes';
import { cardMeta } from './format';
import styles from './ArticleCards.module.css';

/**
 * A list of article cards (listings, related articles, author pages) in a `.card-grid`: each
 * card shows the image, the primary category as its label, the title linking to the article's
 * own variant, the excerpt and "date · author".
 * @param items article cards as the blog queries project them
 * @param headingLevel level of the card titles: 2 directly under the page's h1, 3 under an h2
 */
export function ArticleCards({ items, headingLevel }: { items: ArticleCard[]; headingLevel: 2 | 3 }) {
  return (
    <ul className={`card-grid ${styles.cards}`}>
      {items.map((item) => (
        <li key={item._id}>
          <ContentCard
            href={articlePath(item)}
            title={item.title ?? ''}
            excerpt={item.excerpt}
            image={item.mainImage}
            label={item.category?.title}
            meta={cardMeta(item.publishedAt, item.author?.name)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
