import { fill } from '@/i18n/template';
import { formatDate } from '@/lib/dates';
import { ROUTES } from '@/lib/routes';
import { ownSide, type PoleNames } from '@/features/results/result-explanation';
import { retakeOddsText, type RetakeOddsTexts } from '@/features/results/retake-odds-text';
import type { PreferenceSeries } from './history';
import type { AccountTexts } from './types';
import styles from './PreferenceHistory.module.css';

const WIDTH = 240;
const HEIGHT = 72;
const PAD = 6;

/** x/y of a point in the chart's viewBox: results spread evenly, 0 % at the bottom, 100 % at the top. */
function position(index: number, count: number, percentage: number): [number, number] {
  const x = count <= 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (count - 1);
  const y = PAD + ((100 - percentage) * (HEIGHT - 2 * PAD)) / 100;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/**
 * The free test's history on /profile: per preference a small line chart (SVG with a text label
 * listing every value) and the movement statement between the last two results ("moved N points —
 * within / beyond measurement error"), then a table of every score by date as the full text
 * alternative. Renders nothing without a free-test result.
 * @param props.series from `preferenceHistory` (./history.ts)
 * @param props.texts account.json `profile.history`; @param props.poles pole names (quiz.json `poles`)
 * @param props.odds quiz.json `odds`: the latest result's retake odds per letter, in the one wording of the result page
 */
export function PreferenceHistory({
  series,
  texts,
  poles,
  odds,
}: {
  series: PreferenceSeries[];
  texts: AccountTexts['profile']['history'];
  poles: PoleNames;
  odds: RetakeOddsTexts;
}) {
  const count = series[0]?.points.length ?? 0;
  if (count === 0) return null;
  const dates = series[0]!.points.map((point) => formatDate(point.completedAt) ?? point.completedAt);
  const pct = (value: number) => `${Math.round(value)}%`;
  return (
    <section className={styles.history} aria-labelledby="history-heading" data-testid="preference-history">
      <h3 id="history-heading">{texts.heading}</h3>
      <p className={styles.intro}>
        {texts.intro} <a href={ROUTES.scoringMethod}>{texts.method}</a>
      </p>
      <ul className={styles.charts}>
        {series.map((s) => {
          const coordinates = s.points.map((point, index) => position(index, count, point.percentage));
          const label = fill(texts.chartLabel, {
            first: poles[s.first],
            second: poles[s.second],
            values: s.points.map((point, index) => `${dates[index]} ${s.first} ${pct(point.percentage)}`).join(', '),
          });
          const towards = s.movement && s.movement.change !== 0 ? (s.movement.change > 0 ? s.first : s.second) : null;
          return (
            <li key={s.key} className={styles.chart} data-testid={`history-${s.key}`}>
              <p className={styles.chartTitle}>
                {s.first}/{s.second}
              </p>
              <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className={styles.svg}>
                <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className={styles.mid} />
                {coordinates.length > 1 ? (
                  <polyline points={coordinates.map(([x, y]) => `${x},${y}`).join(' ')} className={styles.line} />
                ) : null}
                {coordinates.map(([x, y], index) => (
                  <circle key={s.points[index]!.id} cx={x} cy={y} r={3.5} className={styles.dot} />
                ))}
              </svg>
              <p className={styles.movement}>
                {!s.movement
                  ? texts.single
                  : towards === null || s.movement.points === 0
                    ? texts.unchanged
                    : fill(s.movement.beyondError ? texts.movedBeyond : texts.moved, {
                        points: s.movement.points,
                        pole: `${poles[towards]} (${towards})`,
                      })}
              </p>
              {s.latest ? (
                <p className={styles.movement} data-testid={`history-odds-${s.key}`}>
                  {retakeOddsText(s.latest.odds, s.latest.letter, odds)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="history-caption">
        <table className={styles.table}>
          <caption id="history-caption">{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.dateColumn}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.first}/{s.second}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, index) => (
              <tr key={series[0]!.points[index]!.id}>
                <th scope="row">{date}</th>
                {series.map((s) => {
                  // the letter that result showed, with its own share: the side the rings and bars show (issue 24 §5)
                  const own = ownSide({ percentage: s.points[index]!.percentage, first: s.first, second: s.second });
                  return (
                    <td key={s.key}>
                      {own.letter} {pct(own.percentage)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
