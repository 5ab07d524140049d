'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePageOptions } from '@/components/page-options/usePageOptions';
import { INITIAL_HEADER_SCROLL, SCROLL_THROTTLE_MS, nextHeaderScroll, throttle } from './header-scroll';
import styles from './Header.module.css';

/** Id of the append area's element; `<HeaderAppend>` renders into it. */
export const HEADER_APPEND_ID = 'header-append';

export interface HeaderFrameProps {
  /** The logo link (server-rendered). */
  logo: ReactNode;
  /** What follows the logo in the `default` variant: navigation, search, Log in, "Take the test", menu. */
  full: ReactNode;
  /** What follows the logo in the `short` variant: the Support link. */
  short: ReactNode;
}

/**
 * The `<header>` element and its behaviour (SPEC §2 Header, §9):
 * - the variant comes from the current page's options (page-options.ts), read from the path on
 *   the server as on the client, so the right variant is in the server HTML;
 * - it stays sticky at the top; after any scroll above 0 it gets a filled background (class
 *   `filled`, `data-filled="true"`);
 * - on pages with `hideOnScroll` (an append area) it hides on scroll down and reappears on scroll
 *   up (class `hidden`, `data-hidden="true"`) — never while focus is inside it;
 * - scroll positions are read at most every 500 ms (leading and trailing);
 * - with `append`, an empty append area (`#header-append`) is rendered under the bar.
 * The slots are server components; only the chosen variant's slot is rendered.
 */
export function HeaderFrame({ logo, full, short }: HeaderFrameProps) {
  const { header } = usePageOptions();
  const [scroll, setScroll] = useState(INITIAL_HEADER_SCROLL);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let previousY = Math.max(0, window.scrollY);
    const measure = throttle(() => {
      const y = Math.max(0, window.scrollY);
      const threshold = headerRef.current?.offsetHeight ?? 0;
      setScroll((state) => nextHeaderScroll(state, previousY, y, header.hideOnScroll, threshold));
      previousY = y;
    }, SCROLL_THROTTLE_MS);
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('scroll', measure);
      measure.cancel();
    };
  }, [header.hideOnScroll]);

  const hidden = header.hideOnScroll && scroll.hidden;
  const className = [styles.header, scroll.filled ? styles.filled : '', hidden ? styles.hidden : ''].filter(Boolean).join(' ');

  return (
    <header ref={headerRef} className={className} data-variant={header.variant} data-filled={scroll.filled} data-hidden={hidden}>
      <div className={`container ${styles.bar}`}>
        {logo}
        {header.variant === 'short' ? short : full}
      </div>
      {header.append ? <div id={HEADER_APPEND_ID} className={styles.append} /> : null}
    </header>
  );
}
