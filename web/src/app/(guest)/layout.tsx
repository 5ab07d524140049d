import type { ReactNode } from 'react';
import { AccessGate } from '@/features/auth/AccessGate';
import { PageChrome } from '@/features/page-chrome/PageChrome';

/**
 * (guest): signing in, up and resetting a password — access rule 'nonauth' (SPEC §4: a signed-in
 * visitor goes to the last visited route or /). The `?mode=` tabs of /login are query changes of
 * one page: no loading bar (SPEC §2 skip-route-change flag).
 */
export default function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome rememberRoute={false} skipRouteChange>
      <AccessGate rule="nonauth">{children}</AccessGate>
    </PageChrome>
  );
}
