'use client';

import { useSearchParams } from 'next/navigation';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { BrowserFirebaseConfig } from '@/features/auth/firebase-browser';
import { ROUTES } from '@/lib/routes';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { type LoginMode, loginModeFrom, loginModeQuery } from './form-rules';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import type { AccountTexts, ToneNames, TypeOption } from './types';
import formStyles from './AccountForms.module.css';
import styles from './AccountPages.module.css';

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** The browser's Firebase config; null when accounts are unavailable (a notice replaces the forms). */
  config: BrowserFirebaseConfig | null;
  texts: AccountTexts;
  toneNames: ToneNames;
  typeOptions: readonly TypeOption[];
}

const TABS: readonly Exclude<LoginMode, 'forgot'>[] = ['signin', 'signup'];

/**
 * The tab a key moves to from `mode` (WAI-ARIA tabs: ←/→ wrap around, Home the first, End the
 * last), or undefined for any other key.
 */
function tabAfterKey(key: string, mode: LoginMode): Exclude<LoginMode, 'forgot'> | undefined {
  const index = TABS.indexOf(mode === 'signup' ? 'signup' : 'signin');
  return key === 'ArrowRight'
    ? TABS[(index + 1) % TABS.length]
    : key === 'ArrowLeft'
      ? TABS[(index + TABS.length - 1) % TABS.length]
      : key === 'Home'
        ? TABS[0]
        : key === 'End'
          ? TABS[TABS.length - 1]
          : undefined;
}

/** The "Log in" / "Sign up" tab list; `onSelect(tab, focusId)` switches (arrow keys also move focus to the new tab). */
function LoginTabs({
  mode,
  t,
  onSelect,
}: {
  mode: LoginMode;
  t: AccountTexts['login'];
  onSelect: (next: LoginMode, focusId?: string) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, mode);
    if (!next) return;
    event.preventDefault();
    onSelect(next, `login-tab-${next}`);
  };
  return (
    <div role="tablist" aria-label={t.tabsLabel} className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`login-tab-${tab}`}
          aria-selected={mode === tab}
          aria-controls={`login-panel-${tab}`}
          tabIndex={mode === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
        >
          {tab === 'signin' ? t.tabSignIn : t.tabSignUp}
        </button>
      ))}
    </div>
  );
}

/**
 * /login (SPEC §2; issue 4 Screens): tabs "Log in" / "Sign up" (WAI-ARIA tabs: arrow keys, Home,
 * End) and the "Forgot your password?" view. `?mode=signup|forgot` selects the view; switching
 * rewrites the query with `history.replaceState` (no server round trip). The typed e-mail address is
 * shared by the three views. Leaving /login after a sign-in is the SessionGuard's 'nonauth' rule.
 */
export function LoginScreen({ config, texts, toneNames, typeOptions }: LoginScreenProps) {
  const mode = loginModeFrom(useSearchParams().get('mode'));
  const [email, setEmail] = useState('');
  const focusTarget = useRef<string | null>(null);
  const t = texts.login;

  const select = (next: LoginMode, focusId?: string) => {
    focusTarget.current = focusId ?? null;
    window.history.replaceState(null, '', `${ROUTES.login}${loginModeQuery(next)}`);
  };

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  }, [mode]);

  return (
    <div className={`container ${styles.narrowPage}`}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t.heading}</h1>
        <p className={styles.lead}>{t.intro}</p>
        {!config ? (
          <p className={formStyles.note}>{texts.unavailable}</p>
        ) : mode === 'forgot' ? (
          <section aria-labelledby="login-forgot-heading" className={styles.forgot}>
            <h2 id="login-forgot-heading" className={styles.sectionTitle} tabIndex={-1}>
              {t.forgot.heading}
            </h2>
            <ForgotPasswordForm texts={texts} email={email} onEmailChange={setEmail} />
            <button type="button" className={formStyles.linkButton} onClick={() => select('signin', 'login-tab-signin')}>
              {t.forgot.back}
            </button>
          </section>
        ) : (
          <>
            <LoginTabs mode={mode} t={t} onSelect={select} />
            <div
              role="tabpanel"
              id="login-panel-signin"
              aria-labelledby="login-tab-signin"
              className={styles.tabPanel}
              hidden={mode !== 'signin'}
            >
              <SignInForm
                config={config}
                texts={texts}
                email={email}
                onEmailChange={setEmail}
                onForgot={() => select('forgot', 'login-forgot-heading')}
              />
            </div>
            <div
              role="tabpanel"
              id="login-panel-signup"
              aria-labelledby="login-tab-signup"
              className={styles.tabPanel}
              hidden={mode !== 'signup'}
            >
              <SignUpForm
                config={config}
                texts={texts}
                toneNames={toneNames}
                typeOptions={typeOptions}
                email={email}
                onEmailChange={setEmail}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
