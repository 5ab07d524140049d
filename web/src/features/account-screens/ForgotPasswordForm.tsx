'use client';

import { type FormEvent, useState } from 'react';
import { api } from '@/lib/api-client';
import { fill } from '@/i18n/template';
import { failureOf, type Failure } from './failure';
import { errorDetail, isValid, type Problems, serverFieldMessages, validateForgot } from './form-rules';
import type { AccountTexts } from './types';
import { focusFirst, FormMessages, TextField } from './ui';
import styles from './AccountForms.module.css';

/**
 * Forgot password: POST /api/password-reset `{ email }` sends the reset link
 * (/login/reset-password?oobCode=…). Success shows "Check your inbox"; a 404 shows the server's
 * SPEC §8 error — 'Reset password error' with its `_error` 'E-mail not found' under it.
 * @param email shared with the other /login views
 */
export function ForgotPasswordForm({
  texts,
  email,
  onEmailChange,
}: {
  texts: AccountTexts;
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const [problems, setProblems] = useState<Problems<'email'>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = texts.login.forgot;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateForgot({ email });
    setProblems(found);
    setServerMessage(null);
    if (!isValid(found)) {
      focusFirst('forgot', ['email'], found);
      return;
    }
    setPending(true);
    setFailure(null);
    setSentTo(null);
    try {
      await api.post('/api/password-reset', { email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      const failed = failureOf(error);
      setFailure(failed);
      setServerMessage(serverFieldMessages(failed.errors, ['email']).email ?? null);
    } finally {
      setPending(false);
    }
  }

  const emailError = serverMessage ?? (problems.email ? texts.validation[problems.email] : null);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t.intro}</p>
      <TextField
        id="forgot-email"
        label={texts.fields.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={emailError}
      />
      <FormMessages
        error={failure?.message}
        detail={failure ? errorDetail(failure.errors, '_error') : null}
        success={sentTo ? t.sentHeading : null}
      >
        {sentTo ? <p>{fill(t.sentText, { email: sentTo })}</p> : null}
      </FormMessages>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
          {pending ? t.pending : t.submit}
        </button>
      </div>
    </form>
  );
}
