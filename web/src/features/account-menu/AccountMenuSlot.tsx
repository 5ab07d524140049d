'use client';

import { lazy, Suspense } from 'react';
import { useAccountUiWanted } from '@/features/auth/useUserCookiePresent';
import type { AccountMenuProps } from './AccountMenu';

const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

/**
 * The header's account area as every page loads it: the visitor view ("Log in", also the static
 * HTML) until a `user` cookie exists, then the {@link AccountMenu} loaded on demand (React.lazy),
 * so visitors never download the menu, the notifications panel, SWR or the zod-validated session
 * code (issue 14, first load). Same props as AccountMenu.
 */
export function AccountMenuSlot(props: AccountMenuProps) {
  const wanted = useAccountUiWanted();
  const visitor = <div className={props.className}>{props.visitor}</div>;
  if (!wanted) return visitor;
  return (
    <Suspense fallback={visitor}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
