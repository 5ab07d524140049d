/**
 * Texts of the e-mails we send (plain text first; every client shows it).
 */
import 'server-only';
import type { SavedTestResult } from './repositories/test-results';

/**
 * The "your test result" e-mail.
 * @param result the saved result (the free test's result carries `type` and `dichotomies`)
 * @param name the recipient's name ('' → a neutral greeting)
 * @param siteUrl absolute site URL, no trailing slash
 */
export function testResultMail(result: SavedTestResult, name: string, siteUrl: string): { subject: string; text: string } {
  const data = (result.result ?? {}) as { type?: unknown; dichotomies?: Array<{ dominant?: unknown; dominantPercentage?: unknown }> };
  const code = typeof data.type === 'string' && /^[EISNTFJP]{4}$/i.test(data.type) ? data.type.toUpperCase() : null;
  const taken = new Date(result.completedAt).toUTCString().replace(/ GMT$/, ' UTC');
  const lines = [
    `Hello${name ? ` ${name}` : ''},`,
    '',
    code
      ? `Here is your result of the TypeAtlas personality test taken on ${taken}: ${code}.`
      : `Here is your result of "${result.testName}" taken on ${taken}.`,
  ];
  if (Array.isArray(data.dichotomies)) {
    for (const dichotomy of data.dichotomies) {
      if (typeof dichotomy.dominant === 'string' && typeof dichotomy.dominantPercentage === 'number')
        lines.push(`  ${dichotomy.dominant}: ${Math.round(dichotomy.dominantPercentage)}%`);
    }
  }
  lines.push(
    '',
    code ? `Read your profile: ${siteUrl}/personality-type/${code.toLowerCase()}` : `Your results: ${siteUrl}/profile`,
    '',
    'TypeAtlas',
  );
  return { subject: code ? `Your TypeAtlas result: ${code}` : 'Your TypeAtlas test result', text: lines.join('\n') };
}
