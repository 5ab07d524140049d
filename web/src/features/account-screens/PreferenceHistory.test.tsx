import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PoleNames } from '@/features/results/result-explanation';
import type { RetakeOddsTexts } from '@/features/results/retake-odds-text';
import type { PreferenceSeries } from './history';
import { PreferenceHistory } from './PreferenceHistory';
import type { AccountTexts } from './types';

const locale = (name: string) => JSON.parse(readFileSync(new URL(`../../../public/locales/en/${name}.json`, import.meta.url), 'utf8'));
const account = locale('account') as { profile: AccountTexts['profile'] };
const quiz = locale('quiz') as { poles: PoleNames; odds: RetakeOddsTexts };

const series = (key: PreferenceSeries['key'], first: string, second: string, percentages: number[]): PreferenceSeries =>
  ({
    key,
    first,
    second,
    points: percentages.map((percentage, i) => ({ id: `${key}-${i}`, completedAt: `2026-11-0${i + 1}T10:00:00.000Z`, percentage })),
    movement: null,
    latest: null,
  }) as PreferenceSeries;

/** The profile table's cells (tags stripped), row by row after the header. */
function tableCells(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')),
  );
}

describe('PreferenceHistory: the profile table (issue 24 §5)', () => {
  it('shows each result’s own letter with its own share, the side the result page’s bars and rings show', () => {
    const html = renderToStaticMarkup(
      <PreferenceHistory
        series={[series('EI', 'E', 'I', [22.2, 77.8]), series('SN', 'S', 'N', [36.1, 50])]}
        texts={account.profile.history}
        poles={quiz.poles}
        odds={quiz.odds}
      />,
    );
    // an N at 36.1 % S reads "N 64%", never "S 36%"; 50 % counts as the second pole (scoreFreeTest)
    expect(tableCells(html)).toEqual([
      ['I 78%', 'N 64%'],
      ['E 78%', 'N 50%'],
    ]);
  });
});
