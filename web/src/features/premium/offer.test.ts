import { describe, expect, it } from 'vitest';
import { decimalPrice, pricingStructuredData, yearlyValue, type OfferPlan } from './offer';

const plans: OfferPlan[] = [
  { slug: 'monthly', title: 'Monthly', summary: 'Each month.', price: 699, currency: 'USD', interval: 'month' },
  { slug: 'yearly', title: 'Yearly', summary: 'Each year.', price: 4900, currency: 'EUR', interval: 'year' },
  { slug: 'lifetime', title: 'Lifetime', summary: 'Once.', price: 9900, currency: 'GBP', interval: 'once' },
];

describe('prices (minor units)', () => {
  it('formats minor units as a decimal string (schema.org)', () => {
    expect(decimalPrice(699)).toBe('6.99');
    expect(decimalPrice(4900)).toBe('49.00');
    expect(decimalPrice(5)).toBe('0.05');
  });
});

describe('yearlyValue', () => {
  const usd: OfferPlan[] = [
    { slug: 'monthly', title: 'Monthly', summary: '', price: 699, currency: 'USD', interval: 'month' },
    { slug: 'yearly', title: 'Yearly', summary: '', price: 4900, currency: 'USD', interval: 'year' },
    { slug: 'lifetime', title: 'Lifetime', summary: '', price: 9900, currency: 'USD', interval: 'once' },
  ];

  it('derives the monthly equivalent and the saving from the prices (the seed plans: 4.08 and 34.88)', () => {
    expect(yearlyValue(usd[1]!, usd)).toEqual({ perMonth: 408, savedPerYear: 3488, currency: 'USD' });
  });

  it('describes yearly plans only, and claims no saving without a monthly plan in the same currency', () => {
    expect(yearlyValue(usd[0]!, usd)).toBeNull();
    expect(yearlyValue(usd[2]!, usd)).toBeNull();
    expect(yearlyValue(plans[1]!, plans)).toEqual({ perMonth: 408, savedPerYear: 0, currency: 'EUR' });
    expect(yearlyValue({ ...usd[1]!, price: 9000 }, usd)?.savedPerYear).toBe(0);
  });
});

describe('pricingStructuredData', () => {
  const data = pricingStructuredData(
    'https://typeatlas.example',
    '/pricing',
    { name: 'TypeAtlas Premium', description: 'More.', brand: 'TypeAtlas' },
    plans,
  );

  it('is one Product with an Offer per plan, in order, pointing at each checkout', () => {
    expect(data['@type']).toBe('Product');
    expect(data.url).toBe('https://typeatlas.example/pricing');
    expect(data.offers.map((offer) => [offer.name, offer.url, offer.price, offer.priceCurrency])).toEqual([
      ['Monthly', 'https://typeatlas.example/complete/monthly', '6.99', 'USD'],
      ['Yearly', 'https://typeatlas.example/complete/yearly', '49.00', 'EUR'],
      ['Lifetime', 'https://typeatlas.example/complete/lifetime', '99.00', 'GBP'],
    ]);
  });

  it('adds the billing period to recurring plans only', () => {
    const units = data.offers.map(
      (offer) => ('priceSpecification' in offer && offer.priceSpecification?.referenceQuantity.unitCode) || null,
    );
    expect(units).toEqual(['MON', 'ANN', null]);
  });
});
