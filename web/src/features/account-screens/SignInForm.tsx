'use client';

import { type FormEvent, useState } from 'react';
import { passwordSignIn, type BrowserFirebaseConfig } from '@/features/auth/firebase-browser';
import { validateSignIn } from './form-rules';
import type { AccountTexts } from './types';
import { EmailField, FormActions, FormMessages, TextField } from './ui';
import { useAccountForm } from './useAccountForm';
import styles from './AccountForms.module.css';

type Field = 'email' | 'password';
const ORDER: readonly Field[] = ['email', 'password'];

/**
 * Sign in with e-mail and password: the Firebase SDK signs in (passwordSignIn), then
 * POST /api/auth/sign-in sets the session cookies (establishSession), which also saves test results
 * taken while signed out. The SessionGuard's 'nonauth' rule for /login then takes the visitor to the
 * last visited route or / (SPEC §4). The session code (and the cookie's schema) loads with the
 * submission, beside the Firebase SDK, so /login's first load carries neither (issue 25). Failures show the SPEC §8 texts ('Too many attempts, try again
 * in a few minutes' / 'You have entered an invalid email or password').
 * @param email shared with the other /login views, so a typed address survives a switch
 */
export function SignInForm({
  config,
  texts,
  email,
  onEmailChange,
  onForgot,
}: {
  config: BrowserFirebaseConfig;
  texts: AccountTexts;
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
}) {
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const form = useAccountForm('signin', ORDER, texts);
  const t = texts.login.signIn;

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      problems: validateSignIn({ email, password }),
      after: 'busy',
      send: async () => {
        const sessionClient = import('@/features/auth/session-client');
        const tokens = await passwordSignIn(config, email.trim(), password);
        await (await sessionClient).establishSession(tokens);
        setDone(true);
      },
    });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField id="signin-email" label={texts.fields.email} value={email} onChange={onEmailChange} error={form.message('email')} />
      <TextField
        id="signin-password"
        label={texts.fields.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.message('password')}
      />
      <FormMessages error={form.failure?.message} success={done ? t.success : null} />
      <FormActions pending={form.pending} texts={t}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {t.forgot}
        </button>
      </FormActions>
    </form>
  );
}
