'use client';

import { type FormEvent, useState } from 'react';
import { api } from '@/lib/api-client';
import { fill } from '@/i18n/template';
import { errorDetail, validateForgot } from './form-rules';
import type { AccountTexts } from './types';
import { EmailField, FormActions, FormMessages } from './ui';
import { useAccountForm } from './useAccountForm';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm('forgot', ['email'], texts);
  const t = texts.login.forgot;

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      problems: validateForgot({ email }),
      after: 'idle',
      serverFields: ['email'],
      send: async () => {
        setSentTo(null);
        await api.post('/api/password-reset', { email: email.trim() });
        setSentTo(email.trim());
      },
    });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t.intro}</p>
      <EmailField id="forgot-email" label={texts.fields.email} value={email} onChange={onEmailChange} error={form.message('email')} />
      <FormMessages
        error={form.failure?.message}
        detail={form.failure ? errorDetail(form.failure.errors, '_error') : null}
        success={sentTo ? t.sentHeading : null}
      >
        {sentTo ? <p>{fill(t.sentText, { email: sentTo })}</p> : null}
      </FormMessages>
      <FormActions pending={form.pending} texts={t} />
    </form>
  );
}
