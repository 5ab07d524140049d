'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { INITIAL_HEADER_SCROLL, SCROLL_THROTTLE_MS, nextHeaderScroll, throttle } from './header-scroll';
import type { HeaderClasses } from './header-classes';

/** `default`: logo, navigation, search, Log in and "Take the test"; `short`: logo and Support only (SPEC §2). */
export type HeaderVariant = 'default' | 'short';

/** Id of the append area's element. */
export const HEADER_APPEND_ID = 'header-append';

export interface HeaderFrameProps {
  variant: HeaderVariant;
  /** The page's append area (server-rendered); with one, the header hides on scroll down. */
  append?: ReactNode;
  /** The logo link (server-rendered). */
  logo: ReactNode;
  /** What follows the logo in the `default` variant: navigation, search, Log in, "Take the test", menu. */
  full: ReactNode;
  /** What follows the logo in the `short` variant: the Support link. */
  short: ReactNode;
  /** Header.module.css class names (./header-classes.ts). */
  classes: HeaderClasses;
}

/**
 * The `<header>` element and its behaviour (SPEC §2 Header, §9):
 * - the variant and the append area are props from the page's layout, so the server HTML has them;
 * - it stays sticky at the top; after any scroll above 0 it gets a filled background (class
 *   `filled`, `data-filled="true"`);
 * - with an append area (SPEC §2) it hides on scroll down and reappears on scroll up (class
 *   `hidden`, `data-hidden="true"`) — never while focus is inside it (CSS `:focus-within`);
 * - scroll positions are read at most every 500 ms (leading and trailing);
 * - the append area (`#header-append`) is rendered under the bar.
 * The slots are server components; only the chosen variant's slot is rendered.
 */
export function HeaderFrame({ variant, append, logo, full, short, classes: styles }: HeaderFrameProps) {
  const hideOnScroll = append !== undefined && append !== null && append !== false;
  const [scroll, setScroll] = useState(INITIAL_HEADER_SCROLL);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let previousY = Math.max(0, window.scrollY);
    const measure = throttle(() => {
      const y = Math.max(0, window.scrollY);
      const threshold = headerRef.current?.offsetHeight ?? 0;
      // Captured now: React may run the updater later, after `previousY` has moved on.
      const from = previousY;
      previousY = y;
      setScroll((state) => nextHeaderScroll(state, from, y, hideOnScroll, threshold));
    }, SCROLL_THROTTLE_MS);
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('scroll', measure);
      measure.cancel();
    };
  }, [hideOnScroll]);

  const hidden = hideOnScroll && scroll.hidden;
  const className = [styles.header, scroll.filled ? styles.filled : '', hidden ? styles.hidden : ''].filter(Boolean).join(' ');

  return (
    <header ref={headerRef} className={className} data-variant={variant} data-filled={scroll.filled} data-hidden={hidden}>
      <div className={`container ${styles.bar}`}>
        {logo}
        {variant === 'short' ? short : full}
      </div>
      {hideOnScroll ? (
        <div id={HEADER_APPEND_ID} className={styles.append}>
          {append}
        </div>
      ) : null}
    </header>
  );
}
