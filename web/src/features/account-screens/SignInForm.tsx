'use client';

import { type FormEvent, useState } from 'react';
import { passwordSignIn, type BrowserFirebaseConfig } from '@/features/auth/firebase-browser';
import { establishSession } from '@/features/auth/session-client';
import { failureOf, type Failure } from './failure';
import { isValid, type Problems, validateSignIn } from './form-rules';
import type { AccountTexts } from './types';
import { focusFirst, FormMessages, TextField } from './ui';
import styles from './AccountForms.module.css';

type Field = 'email' | 'password';
const ORDER: readonly Field[] = ['email', 'password'];

/**
 * Sign in with e-mail and password: the Firebase SDK signs in (passwordSignIn), then
 * POST /api/auth/sign-in sets the session cookies (establishSession), which also saves test results
 * taken while signed out. The SessionGuard's 'nonauth' rule for /login then takes the visitor to the
 * last visited route or / (SPEC §4). Failures show the SPEC §8 texts ('Too many attempts, try again
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
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const t = texts.login.signIn;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateSignIn({ email, password });
    setProblems(found);
    if (!isValid(found)) {
      focusFirst('signin', ORDER, found);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const tokens = await passwordSignIn(config, email.trim(), password);
      await establishSession(tokens);
      setDone(true);
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    }
  }

  const message = (field: Field) => (problems[field] ? texts.validation[problems[field]] : null);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id="signin-email"
        label={texts.fields.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={message('email')}
      />
      <TextField
        id="signin-password"
        label={texts.fields.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={message('password')}
      />
      <FormMessages error={failure?.message} success={done ? t.success : null} />
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
          {pending ? t.pending : t.submit}
        </button>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {t.forgot}
        </button>
      </div>
    </form>
  );
}
