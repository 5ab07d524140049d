/**
 * Builds the content of a subscriber's PDF (server/report/report-pdf.ts) from their saved
 * free-test result and the type's content: the four preference scores with their band and the
 * result page's own explanation (features/results), the profile sections as printable blocks and the
 * pairings from the compatibility pages (./report-content.ts). Server-side only (reads content).
 */
import 'server-only';
import { getReportContent } from '@/content/report';
import { serverEnv } from '@/config/env';
import { explanationLabels, levelLabels, retakeOddsTexts } from '@/features/results/labels';
import { retakeOddsText } from '@/features/results/retake-odds-text';
import { explainDichotomy, formatPercent, ownSide } from '@/features/results/result-explanation';
import { parseFreeTestResult } from '@/features/results/result-schema';
import { precisionSource } from '@/features/results/scale-precision';
import { characterPng } from './character-png';
import { blocksOf, pairingsOf } from './report-content';
import { psychometricsSummary } from '@/server/psychometrics';
import { bandDichotomies } from '@typeatlas/schemas/engine';
import type { FamilyColour, ReportInput } from '@/server/report/report-pdf';

/** Section titles in the PDF, by section slug ('weaknesses' and 'personal-growth' are the growth areas). */
const SECTION_TITLES: Readonly<Record<string, string>> = {
  introduction: 'Who you are',
  strengths: 'Strengths',
  weaknesses: 'Growth areas: blind spots',
  'personal-growth': 'Growth areas: how to grow',
  career: 'Career guidance',
  relationships: 'Relationship guidance',
};

/** The character PNGs by type and gender: rendering one costs ~0.1 s (2 s for the first) on the event loop. */
const characters = new Map<string, Promise<Buffer>>();

/** {@link characterPng}, rendered once per type and gender. */
function cachedCharacterPng(code: string, gender: string | null): Promise<Buffer> {
  const key = `${code}/${gender ?? ''}`;
  let png = characters.get(key);
  if (!png) {
    png = characterPng(code, gender);
    characters.set(key, png);
    png.catch(() => characters.delete(key));
  }
  return png;
}

/**
 * The PDF content for a report or a type guide. A guide carries no name (so every subscriber's
 * copy of a guide is the same PDF, rendered once: server/report/pdf-jobs.ts caches by content).
 * @param input `kind`; the type's slug (for a report: the result's type); the user's name; the saved result (report only)
 * @returns the content, or null when the type has no content or a report's result is not a free-test result
 */
export async function buildReportInput(input: {
  kind: 'report' | 'guide';
  typeSlug: string;
  name: string;
  result: unknown;
  completedAt: string | null;
}): Promise<ReportInput | null> {
  const parsed = input.kind === 'report' ? parseFreeTestResult(input.result) : null;
  if (input.kind === 'report' && !parsed) return null;
  const slug = parsed ? parsed.type.toLowerCase() : input.typeSlug;
  const content = await getReportContent(slug);
  if (!content?.code) return null;
  const poles = explanationLabels();
  const levels = levelLabels();
  const dichotomies = parsed?.dichotomies ?? [];
  // The same bands and retake odds as the result page (score-bands.ts, from the current psychometrics, else the bound).
  const oddsTexts = retakeOddsTexts();
  const banded = dichotomies.length > 0 ? bandDichotomies(dichotomies, precisionSource(await psychometricsSummary())) : [];
  const scores = dichotomies.map((score, index) => {
    const pole = (letter: keyof typeof poles.poles) => `${poles.poles[letter]} (${letter})`;
    const dominant = pole(score.dominant);
    const bands = banded[index]!;
    const range = `${formatPercent(bands.band.low)}–${formatPercent(bands.band.high)}`;
    return {
      key: score.key,
      firstLabel: pole(score.first),
      secondLabel: pole(score.second),
      firstLetter: score.first,
      secondLetter: score.second,
      percentage: score.percentage,
      bandLow: bands.band.low,
      bandHigh: bands.band.high,
      settled: bands.settled,
      // The band (issue 12): settled or balanced, the dominant pole's share, the first pole's score
      // with its measurement band and level (SPEC §9 thresholds).
      // The level is the visitor's own letter's (issue 24 §5), as on the result page.
      band: `${bands.settled ? '' : 'Balanced, '}${dominant} ${formatPercent(score.dominantPercentage)}${score.dominant === score.first ? '' : ` · ${pole(score.first)} ${formatPercent(score.percentage)}`} (band ${range}), level ${levels[ownSide(score).level]}`,
      // The retake odds in the one wording of the result page, shared view and profile (issue 24 §2).
      meaning: `${explainDichotomy(bands, poles)} ${retakeOddsText(bands.odds, score.dominant, oddsTexts)}`,
    };
  });
  const site = new URL(serverEnv().siteUrl).host;
  return {
    kind: input.kind,
    name: input.kind === 'report' ? input.name : '',
    type: {
      code: content.code,
      title: content.title ?? '',
      summary: content.summary ?? '',
      familyTitle: content.family?.title ?? '',
      colour: (content.family?.colour ?? null) as FamilyColour | null,
    },
    scores,
    completedAt: input.kind === 'report' ? input.completedAt : null,
    sections: content.sections
      .filter((section) => section.slug)
      .map((section) => ({
        title:
          input.kind === 'guide' && section.slug === 'introduction'
            ? 'Introduction'
            : (SECTION_TITLES[section.slug!] ?? section.title ?? ''),
        blocks: blocksOf(section.blocks),
      })),
    pairings: pairingsOf(content.code, content.pairs),
    footer: `TypeAtlas — ${site} — for personal use`,
    character: {
      png: await cachedCharacterPng(content.code, content.defaultGender),
      alt: `The ${content.code} character${content.title ? `, ${content.title}` : ''}, drawn in the ${content.family?.title ?? 'type'} colour.`,
    },
  };
}
