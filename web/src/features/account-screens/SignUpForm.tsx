'use client';

import { type FormEvent, useState } from 'react';
import { api } from '@/lib/api-client';
import { forgetReferrerId, readReferrerId, type ReferrerStorage } from '@/lib/referrer-id';
import { customTokenSignIn, type BrowserFirebaseConfig } from '@/features/auth/firebase-browser';
import { DEFAULT_TONE, type Gender, type SkinTone } from '@/components/characters/characters';
import { useStoredFreeTestType } from '@/features/results/useStoredFreeTestType';
import { fill } from '@/i18n/template';
import { validateSignUp } from './form-rules';
import { NAME_MAX_LENGTH } from '@/lib/user-limits';
import type { AccountTexts, ToneNames, TypeOption } from './types';
import { Avatar, EmailField, FormActions, FormMessages, GenderSelect, NewPasswordField, SkinTonePicker, TextField, TypeSelect } from './ui';
import { useAccountForm } from './useAccountForm';
import styles from './AccountForms.module.css';

type Field = 'name' | 'email' | 'password';
const ORDER: readonly Field[] = ['name', 'email', 'password'];

/**
 * The free-test result saved in this browser, read after hydration (nothing while server
 * rendering): the cheap check of features/results/stored-type.ts, without zod (issue 25: the
 * whole record is validated when establishSession uploads it).
 * @returns `{ exists, type }` — type is the lower-case code or ''
 */
function useStoredFreeResult(): { exists: boolean; type: string } {
  const type = useStoredFreeTestType();
  return { exists: type !== null, type: type?.toLowerCase() ?? '' };
}

/** `window.localStorage`, or a storage that holds nothing where it is blocked. */
function browserStorage(): ReferrerStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * Sign up (issue 4 Screens): name, e-mail, password (the SPEC §5 rule is shown), optional gender,
 * type — prefilled from a free-test result in this browser, with the note that it will be saved to
 * the account — and the avatar's skin tone, with a live avatar preview. POST /api/signup answers a
 * custom token; the SDK signs in with it and establishSession({ signedUp: true }) sets the cookies and
 * uploads the stored results. The SessionGuard then leaves /login. Server errors (409 e-mail in use,
 * field messages, 403 too many attempts) show in plain words. The body carries the stored
 * `referrerId` when valid (SPEC §3, lib/referrer-id.ts; the campaign tracker keeps it from the
 * referring link the visitor arrived by); it is forgotten once the account exists.
 */
export function SignUpForm({
  config,
  texts,
  toneNames,
  typeOptions,
  email,
  onEmailChange,
}: {
  config: BrowserFirebaseConfig;
  texts: AccountTexts;
  toneNames: ToneNames;
  typeOptions: readonly TypeOption[];
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const stored = useStoredFreeResult();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [gender, setGender] = useState<Gender | ''>('');
  const [typeChoice, setTypeChoice] = useState<string | null>(null);
  const [tone, setTone] = useState<SkinTone>(DEFAULT_TONE);
  const [done, setDone] = useState(false);
  const form = useAccountForm('signup', ORDER, texts);
  const t = texts.login.signUp;
  const type = typeChoice ?? stored.type;
  const typeOption = typeOptions.find((option) => option.code === type);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      problems: validateSignUp({ name, email, password }),
      after: 'busy',
      serverFields: ORDER,
      focusServerFields: true,
      send: async () => {
        const sessionClient = import('@/features/auth/session-client');
        const referrerId = readReferrerId(browserStorage());
        const { token } = await api.post<{ token: string }>('/api/signup', {
          email: email.trim(),
          password,
          name: name.trim(),
          ...(gender ? { gender } : {}),
          ...(type ? { type } : {}),
          skinTone: tone,
          ...(referrerId ? { referrerId } : {}),
        });
        if (referrerId) forgetReferrerId(browserStorage());
        const tokens = await customTokenSignIn(config, token);
        await (await sessionClient).establishSession(tokens, { signedUp: true });
        setDone(true);
      },
    });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id="signup-name"
        label={texts.fields.name}
        autoComplete="name"
        required
        maxLength={NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.message('name')}
      />
      <EmailField id="signup-email" label={texts.fields.email} value={email} onChange={onEmailChange} error={form.message('email')} />
      <NewPasswordField
        id="signup-password"
        label={texts.fields.password}
        hint={texts.fields.passwordRule}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.message('password')}
      />
      <div className={styles.twoColumns}>
        <GenderSelect id="signup-gender" label={texts.fields.genderOptional} value={gender} onChange={setGender} texts={texts.fields} />
        <TypeSelect
          id="signup-type"
          label={texts.fields.type}
          value={type}
          onChange={setTypeChoice}
          options={typeOptions}
          texts={texts.fields}
          format={(option) => fill(texts.fields.typeOption, { code: option.code.toUpperCase(), title: option.title })}
        />
      </div>
      {stored.exists ? <p className={styles.note}>{t.savedResult}</p> : null}
      <div className={styles.tonePreview}>
        <SkinTonePicker name="signup-tone" legend={texts.fields.skinTone} value={tone} onChange={setTone} toneNames={toneNames} />
        <Avatar type={type} gender={gender} tone={tone} size={96} defaultGender={typeOption?.defaultGender} className={styles.preview} />
      </div>
      <FormMessages error={form.failure?.message} success={done ? t.success : null} />
      <FormActions pending={form.pending} texts={t} />
    </form>
  );
}
