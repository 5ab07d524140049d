'use client';

import { useCompareToken } from './useCompareToken';

/**
 * The test page's eyebrow: "Free personality test", or — when the page was opened from a shared
 * result to compare (`?compare={token}`) — that it is taken to compare with a friend (issue 24
 * §5). The page is static, so the server renders the plain text and the compare text replaces it
 * after hydration, on the same single line (nothing moves). Texts: quiz.json `quiz.eyebrow`,
 * `quiz.compareEyebrow`.
 */
export function FreeTestEyebrow({ labels }: { labels: { test: string; compare: string } }) {
  const compare = useCompareToken();
  return (
    <p className="eyebrow" data-testid="test-eyebrow">
      {compare ? labels.compare : labels.test}
    </p>
  );
}
