'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useStoredFreeTestType } from '@/features/results';
import { ROUTES } from '@/lib/routes';
import styles from './Header.module.css';

/**
 * "Your result" (issue 24 §5): a link back to the free test's result page while a result is stored
 * in this browser (`test_results`, SPEC §7), for visitors who left it. The server renders no link
 * (it cannot see browser storage), so the static HTML is the same for everyone; the link appears
 * after hydration. `reserve` keeps its place in the header bar with an invisible copy of the
 * label, so its appearance moves nothing; in the drawer (opened later by a tap) nothing is reserved.
 * @param props.label the link text (chrome.json `header.yourResult`)
 */
export function YourResultLink({ label, className, reserve = false }: { label: string; className?: string; reserve?: boolean }) {
  const type = useStoredFreeTestType();
  const pathname = usePathname();
  if (!type) {
    return reserve ? (
      <span className={`${className ?? ''} ${styles.reserved}`} aria-hidden="true">
        {label}
      </span>
    ) : null;
  }
  return (
    <Link href={ROUTES.freeTestResult} className={className} aria-current={pathname === ROUTES.freeTestResult ? 'page' : undefined} data-testid="your-result">
      {label}
    </Link>
  );
}
