import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanQueryResult } from './generated/sanity.types';
import { toPlan } from './plans';

const document: NonNullable<PlanQueryResult> = {
  _id: 'plan-yearly',
  title: 'Yearly',
  slug: 'yearly',
  summary: 'A year of Premium.',
  features: ['The report', null as unknown as string, '  ', 'Premium sections'],
  highlight: true,
  order: 1,
  productId: 'price_123',
  price: 4900,
  currency: 'USD',
  interval: 'year',
  seo: { seo_title: 'Yearly plan', meta_description: 'Premium for a year.', focus_keyword: null, focus_synonyms: null, image: null },
};

describe('toPlan (CMS boundary)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reshapes a plan document into the app type (price in minor units, SEO fields renamed, blank features dropped)', () => {
    expect(toPlan(document)).toEqual({
      slug: 'yearly',
      title: 'Yearly',
      summary: 'A year of Premium.',
      features: ['The report', 'Premium sections'],
      highlight: true,
      productId: 'price_123',
      price: 4900,
      currency: 'USD',
      interval: 'year',
      seo: { title: 'Yearly plan', description: 'Premium for a year.' },
    });
  });

  it('defaults optional fields', () => {
    expect(toPlan({ ...document, summary: null, features: null, highlight: null, seo: null })).toMatchObject({
      summary: '',
      features: [],
      highlight: false,
      seo: { title: undefined, description: undefined },
    });
  });

  it('leaves out (null, logged) a document missing a required field or with a bad value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toPlan({ ...document, productId: null })).toBeNull();
    expect(toPlan({ ...document, price: 49.5 })).toBeNull();
    expect(toPlan({ ...document, interval: 'week' as 'year' })).toBeNull();
    expect(toPlan({ ...document, currency: 'usd' as 'USD' })).toBeNull();
    expect(toPlan({ ...document, slug: null })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(toPlan(null)).toBeNull();
  });
});
