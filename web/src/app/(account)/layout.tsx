import type { ReactNode } from 'react';
import { AccessGate } from '@/features/auth/AccessGate';
import { PageChrome } from '@/features/page-chrome/PageChrome';

/** (account): the logged-in area — access rule 'auth' (SPEC §2, §4); never remembered as the last route. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome rememberRoute={false}>
      <AccessGate rule="auth">{children}</AccessGate>
    </PageChrome>
  );
}
