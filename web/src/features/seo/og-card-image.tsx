/**
 * Renders a share card (lib/og-card.ts) as a PNG, 1200 × 630, with `next/og`'s ImageResponse
 * (satori + resvg). Fonts stay offline: the card uses the font `next/og` bundles (Geist Regular,
 * read from its own package directory), nothing is fetched. Colours follow the site's theme
 * colours (SPEC §9). The route `GET /og` calls {@link ogCardResponse}.
 */
import { ImageResponse } from 'next/og';
import type { NextRequest } from 'next/server';
import {
  cardBar,
  cardPercentages,
  OG_CARD_HEIGHT,
  OG_CARD_WIDTH,
  parseOgCardQuery,
  titleBesideCode,
  type OgCard,
  type OgColour,
} from '@/lib/og-card';

/** Strong and soft tone of each theme colour (the site's family palette). */
const PALETTE: Record<OgColour, { strong: string; soft: string }> = {
  blue: { strong: '#1f5fbf', soft: '#e6effc' },
  mint: { strong: '#117a65', soft: '#e0f5ef' },
  red: { strong: '#b3261e', soft: '#fbe7e5' },
  orange: { strong: '#b45309', soft: '#fdf0e1' },
};

const POLES = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
] as const;

/** How long browsers and shared caches keep a card, in seconds (cards change only with their query). */
export const OG_CARD_MAX_AGE = 86_400;

/** The card's element tree (satori subset of CSS: flex layouts only). */
function Card({ card }: { card: OgCard }) {
  const { strong, soft } = PALETTE[card.colour ?? 'blue'];
  const title = titleBesideCode(card.title, card.code);
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: soft,
        color: '#1d1b22',
        fontSize: 32,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 44, height: 44, borderRadius: 12, background: strong }} />
        <div style={{ fontSize: 36, color: strong }}>TypeAtlas</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {card.eyebrow ? (
          <div style={{ fontSize: 30, color: strong, textTransform: 'uppercase', letterSpacing: 2 }}>{card.eyebrow}</div>
        ) : null}
        {card.code ? <div style={{ fontSize: 150, lineHeight: 1, color: strong, letterSpacing: 6 }}>{card.code}</div> : null}
        {title ? (
          <div style={{ fontSize: card.code ? 48 : title.length > 60 ? 56 : 72, lineHeight: 1.15, maxWidth: 1060 }}>{title}</div>
        ) : null}
      </div>
      {card.scores ? (
        <div style={{ display: 'flex', gap: 24 }}>
          {card.scores.map((score, index) => (
            <div key={POLES[index]![0]} style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 6 }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26 }}>
                <span>{`${POLES[index]![0]} ${cardPercentages(score)[0]}%`}</span>
                <span>{`${cardPercentages(score)[1]}% ${POLES[index]![1]}`}</span>
              </div>
              {/* filled from the side the score leans to, as on the result page (cardBar) */}
              <div
                style={{
                  display: 'flex',
                  justifyContent: cardBar(score).fillFrom === 'start' ? 'flex-start' : 'flex-end',
                  height: 16,
                  borderRadius: 8,
                  background: '#ffffff',
                }}
              >
                <div style={{ width: `${cardBar(score).width}%`, height: 16, borderRadius: 8, background: strong }} />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div style={{ fontSize: 28, color: '#4a4652' }}>Free personality test · 16 types · compatibility</div>
      )}
    </div>
  );
}

/**
 * `GET /og?t=…[&e=…&c=…&k=…&s=…]` → 200 image/png 1200 × 630 (cached a day); a query that breaks
 * the card contract (lib/og-card.ts) → 400 `{ message, code }` (never rendered).
 */
export function ogCardResponse(request: NextRequest): Response {
  const card = parseOgCardQuery(Object.fromEntries(request.nextUrl.searchParams));
  if (!card) return Response.json({ message: 'Bad Request', code: 400 }, { status: 400 });
  return new ImageResponse(<Card card={card} />, {
    width: OG_CARD_WIDTH,
    height: OG_CARD_HEIGHT,
    headers: { 'Cache-Control': `public, max-age=${OG_CARD_MAX_AGE}, s-maxage=${OG_CARD_MAX_AGE}` },
  });
}
