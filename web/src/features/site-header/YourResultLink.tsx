'use client';

import { usePathname } from 'next/navigation';
import { useStoredFreeTestType } from '@/features/results';
import type { HeaderClasses } from './header-classes';

/**
 * "Your result" (issue 24 §5): a link back to the free test's result page while a result is stored
 * in this browser (`test_results`, SPEC §7), for visitors who left it. The server renders no link
 * (it cannot see browser storage), so the static HTML is the same for everyone and hydration
 * never mismatches; the link appears right after. In the bar it is an item of its own between the
 * navigation and the actions, taking free space (Header.module.css `.barNav`), so its appearance
 * moves nothing — without keeping an empty place for visitors who have no result; the drawer opens
 * later, on a tap.
 * Between 1024 and 1280 px the desktop bar has no room for the label (Header.module.css, compact
 * bar): there the link shows the stored type's code instead (`.resultShort`); its accessible name,
 * "Your result: INTJ", holds both visible forms (WCAG 2.5.3 label in name).
 * @param props.label the link text (chrome.json `header.yourResult`)
 * @param props.href the result page (ROUTES.freeTestResult, passed in so the route table stays out
 *   of the first load, issue 25)
 */
export function YourResultLink({
  label,
  href,
  className,
  classes: styles,
}: {
  label: string;
  href: string;
  className?: string;
  /** Header.module.css class names (./header-classes.ts). */
  classes: HeaderClasses;
}) {
  const type = useStoredFreeTestType();
  const pathname = usePathname();
  if (!type) return null;
  return (
    <a
      href={href}
      className={className}
      aria-label={`${label}: ${type}`}
      aria-current={pathname === href ? 'page' : undefined}
      data-testid="your-result"
    >
      <span className={styles.resultFull}>{label}</span>
      <span className={styles.resultShort}>{type}</span>
    </a>
  );
}
