import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LocalCheckoutSession } from '@/server/billing/local-provider';
import { LocalCheckoutView } from './LocalCheckoutView';

const session: LocalCheckoutSession = {
  id: 'cs_local_0123456789abcdef01234567',
  uid: 'u1',
  email: 'a@example.com',
  plan: { slug: 'monthly', title: 'Monthly', productId: 'price_monthly', amount: 699, currency: 'usd', interval: 'month' },
  status: 'open',
  expiresAt: '2030-01-01T00:00:00.000Z',
  expired: false,
};

/** The opening tag of the input with `id`. */
function inputTag(html: string, id: string): string {
  const tag = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input #${id}`);
  return tag;
}

describe('the local checkout form, as the server renders it (issue 23)', () => {
  it('asks for the numeric keypad and the card autofill on each card field, and shows the price with its currency', () => {
    const html = renderToStaticMarkup(<LocalCheckoutView session={session} error={undefined} />);
    for (const [id, token] of [
      ['card-number', 'cc-number'],
      ['card-expiry', 'cc-exp'],
      ['card-cvc', 'cc-csc'],
    ] as const) {
      const tag = inputTag(html, id);
      expect(tag).toContain(`autoComplete="${token}"`);
      expect(tag).toContain('inputMode="numeric"');
      expect(tag).not.toContain('aria-invalid');
    }
    expect(html).toContain('Pay $6.99');
    // Without JavaScript the form still posts to the payment call.
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/billing/local/pay"');
  });

  it("puts a refusal next to its field (aria-invalid, aria-describedby) with the form's own wording", () => {
    const html = renderToStaticMarkup(<LocalCheckoutView session={session} error="invalid_expiry" />);
    const expiry = inputTag(html, 'card-expiry');
    expect(expiry).toContain('aria-invalid="true"');
    expect(expiry).toContain('aria-describedby="card-expiry-error"');
    expect(html).toMatch(/<p id="card-expiry-error"[^>]*>Enter the month and year, e.g. 12 \/ 30\.<\/p>/);
    expect(html).not.toContain('Use MM / YY');
    expect(inputTag(html, 'card-number')).not.toContain('aria-invalid');
  });

  it('puts a declined card on the number and ignores unknown codes', () => {
    const declined = renderToStaticMarkup(<LocalCheckoutView session={session} error="card_declined" />);
    expect(inputTag(declined, 'card-number')).toContain('aria-invalid="true"');
    expect(declined).toContain('Your card was declined.');
    const unknown = renderToStaticMarkup(<LocalCheckoutView session={session} error="constructor" />);
    expect(unknown).not.toContain('aria-invalid');
  });
});
