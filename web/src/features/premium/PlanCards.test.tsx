import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@/content/plans';
import { PlanCards } from './PlanCards';

const plan = (slug: string, price: number, interval: Plan['interval'], currency: Plan['currency'] = 'USD'): Plan => ({
  slug,
  title: slug,
  summary: '',
  features: [`Feature of ${slug}`],
  highlight: false,
  productId: `price_${slug}`,
  price,
  currency,
  interval,
  seo: {},
});

describe('PlanCards: every price with its currency sign (issue 23)', () => {
  it("shows the yearly plan's monthly equivalent and saving, computed and formatted in the plans' currency", () => {
    const html = renderToStaticMarkup(
      <PlanCards plans={[plan('monthly', 699, 'month'), plan('yearly', 4900, 'year'), plan('lifetime', 9900, 'once')]} />,
    );
    expect(html).toContain('$6.99');
    expect(html).toContain('$49.00');
    expect(html).toContain('$99.00');
    expect(html).toContain(
      '<li>About $4.08 a month, billed once a year</li><li>Saves $34.88 a year compared with paying monthly</li><li>Feature of yearly</li>',
    );
    // No bare amount anywhere: every figure is preceded by its sign.
    expect(html.replace(/<[^>]+>/g, ' ')).not.toMatch(/(?<![$\d,.])\d+\.\d{2}/);
  });

  it("uses the plans' own currency and claims no saving it cannot compute", () => {
    const html = renderToStaticMarkup(<PlanCards plans={[plan('yearly', 4900, 'year', 'EUR')]} />);
    expect(html).toContain('About €4.08 a month');
    expect(html).not.toContain('Saves');
  });
});
