'use client';

import { type FormEvent, useState } from 'react';
import { api } from '@/lib/api-client';
import { ROUTES } from '@/lib/routes';
import { errorDetail, loginModeQuery, validateNewPassword } from './form-rules';
import type { AccountTexts } from './types';
import { FormActions, FormMessages, NewPasswordFields } from './ui';
import { useAccountForm } from './useAccountForm';
import formStyles from './AccountForms.module.css';
import styles from './AccountPages.module.css';

type Field = 'password' | 'confirm';
const ORDER: readonly Field[] = ['password', 'confirm'];

/**
 * The password-reset screen (SPEC §7 "POST /api/change-password", §8 "weak-password or
 * code-expired"): new password + confirmation → `{ oobCode, newPassword }`. Success shows a message
 * and a link to /login; a failure shows the server's message (for an expired or used code, with a
 * link to ask for a new e-mail). Without an oobCode the link is incomplete and the form is not shown.
 * @param oobCode the `oobCode` query value ('' when missing)
 */
export function ResetPasswordScreen({ oobCode, texts }: { oobCode: string; texts: AccountTexts }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const form = useAccountForm('reset', ORDER, texts);
  const t = texts.reset;
  const forgotHref = `${ROUTES.login}${loginModeQuery('forgot')}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    if (done) return event.preventDefault();
    return form.submit(event, {
      problems: validateNewPassword({ password, confirm }),
      after: 'idle',
      send: async () => {
        await api.post('/api/change-password', { oobCode, newPassword: password });
        setDone(true);
        setPassword('');
        setConfirm('');
      },
    });
  }

  const failure = form.failure;
  const expired = failure ? errorDetail(failure.errors, 'code') === 'code-expired' : false;

  return (
    <div className={`container ${styles.narrowPage}`}>
      <div className={`card ${styles.panel}`}>
        <h1 className={styles.title}>{t.heading}</h1>
        {!oobCode ? (
          <>
            <p className={formStyles.note}>{t.incomplete}</p>
            <p>
              <a href={forgotHref}>{t.askAgain}</a>
            </p>
          </>
        ) : (
          <>
            <p className={styles.lead}>{t.intro}</p>
            <form className={formStyles.form} onSubmit={submit} noValidate>
              <NewPasswordFields
                idPrefix="reset"
                texts={texts}
                values={{ password, confirm }}
                onChange={(field, value) => (field === 'password' ? setPassword : setConfirm)(value)}
                message={form.message}
                disabled={done}
              />
              <FormMessages error={failure?.message} success={done ? t.success : null}>
                {done ? (
                  <p>
                    <a href={ROUTES.login}>{t.login}</a>
                  </p>
                ) : null}
              </FormMessages>
              {expired ? (
                <p>
                  <a href={forgotHref}>{t.askAgain}</a>
                </p>
              ) : null}
              {done ? null : <FormActions pending={form.pending} texts={t} />}
            </form>
          </>
        )}
      </div>
    </div>
  );
}
