'use client';

import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useModalDialog } from '@/components/drawer/useModalDialog';
import { api } from '@/lib/api-client';
import { passwordSignIn, type BrowserFirebaseConfig } from '@/features/auth/firebase-browser';
import { establishSession, notifySessionChanged, signOut } from '@/features/auth/session-client';
import type { SessionUser } from '@/lib/session-user';
import type { Gender, SkinTone } from '@/lib/character-traits';
import { fill } from '@/i18n/template';
import { ROUTES } from '@/lib/routes';
import { type ProfileAnswer, useProfile } from './account-data';
import { failureOf, type Failure } from './failure';
import { isValid, type Problems, serverFieldMessages, validateEmailChange, validatePasswordChange, validateProfile } from './form-rules';
import { LoadError } from './ProfileView';
import type { AccountTexts, ToneNames } from './types';
import { EmailField, focusFirst, FormMessages, GenderSelect, SkinTonePicker, NewPasswordFields, TextField } from './ui';
import formStyles from './AccountForms.module.css';
import styles from './AccountPages.module.css';

type MutateProfile = (user: SessionUser) => void;

/** The state every settings form shares: pending flag, failure, success text. */
function useSubmission() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  return { pending, setPending, failure, setFailure, success, setSuccess };
}

/** What every settings form takes: the signed-in user, the account texts, and what to do with the user a save returns. */
interface SettingsFormProps {
  user: SessionUser;
  texts: AccountTexts;
  onSaved: MutateProfile;
}

/** Settings → Profile: name, gender, skin tone → PATCH /api/profile; the server rewrites the `user` cookie. */
function ProfileSection({ user, texts, toneNames, onSaved }: SettingsFormProps & { toneNames: ToneNames }) {
  const [name, setName] = useState(user.name);
  const [gender, setGender] = useState<Gender | ''>(user.gender);
  const [tone, setTone] = useState<SkinTone>(([1, 2, 3, 4, 5] as const).find((value) => value === user.skinTone) ?? 2);
  const [problems, setProblems] = useState<Problems<'name'>>({});
  const [serverName, setServerName] = useState<string | null>(null);
  const state = useSubmission();
  const t = texts.settings.profile;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending) return;
    const found = validateProfile({ name });
    setProblems(found);
    setServerName(null);
    state.setSuccess(null);
    if (!isValid(found)) {
      focusFirst('settings-profile', ['name'], found);
      return;
    }
    state.setPending(true);
    state.setFailure(null);
    try {
      const answer = await api.patch<{ user: SessionUser }>('/api/profile', { name: name.trim(), gender, skinTone: tone });
      onSaved(answer.user);
      notifySessionChanged();
      state.setSuccess(t.saved);
    } catch (error) {
      const failed = failureOf(error);
      state.setFailure(failed);
      setServerName(serverFieldMessages(failed.errors, ['name']).name ?? null);
    } finally {
      state.setPending(false);
    }
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="settings-profile-heading">
      <h2 id="settings-profile-heading" className={styles.sectionTitle}>
        {t.heading}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          id="settings-profile-name"
          label={texts.fields.name}
          autoComplete="name"
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={serverName ?? (problems.name ? texts.validation[problems.name] : null)}
        />
        <GenderSelect id="settings-profile-gender" label={texts.fields.gender} value={gender} onChange={setGender} texts={texts.fields} />
        <SkinTonePicker name="settings-profile-tone" legend={texts.fields.skinTone} value={tone} onChange={setTone} toneNames={toneNames} />
        <FormMessages error={state.failure?.message} success={state.success} />
        <div className={formStyles.actions}>
          <button type="submit" className={`button ${formStyles.submit}`} disabled={state.pending}>
            {state.pending ? t.pending : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * Settings → E-mail: the current password is checked first by signing in with it (SPEC §8
 * "Re-authentication failure: generic invalid-credentials error"), then PATCH /api/profile/email,
 * then a sign-in with the new address re-establishes the session (SPEC §7 "then re-authentication").
 */
function EmailSection({ user, config, texts, onSaved }: SettingsFormProps & { config: BrowserFirebaseConfig }) {
  type Field = 'email' | 'currentPassword';
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [serverMessages, setServerMessages] = useState<Partial<Record<Field, string>>>({});
  const state = useSubmission();
  const t = texts.settings.email;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending) return;
    const found = validateEmailChange({ email, currentEmail: user.email, currentPassword });
    setProblems(found);
    setServerMessages({});
    state.setSuccess(null);
    if (!isValid(found)) {
      focusFirst('settings-email', ['email', 'currentPassword'], found);
      return;
    }
    state.setPending(true);
    state.setFailure(null);
    const newEmail = email.trim();
    try {
      await passwordSignIn(config, user.email, currentPassword);
      await api.patch('/api/profile/email', { email: newEmail });
      const signedIn = await establishSession(await passwordSignIn(config, newEmail, currentPassword));
      onSaved(signedIn);
      state.setSuccess(fill(t.saved, { email: signedIn.email }));
      setEmail('');
      setCurrentPassword('');
    } catch (error) {
      const failed = failureOf(error);
      state.setFailure(failed);
      setServerMessages(serverFieldMessages(failed.errors, ['email']));
    } finally {
      state.setPending(false);
    }
  }

  const message = (field: Field) => serverMessages[field] ?? (problems[field] ? texts.validation[problems[field]] : null);

  return (
    <section className={`card ${styles.section}`} aria-labelledby="settings-email-heading">
      <h2 id="settings-email-heading" className={styles.sectionTitle}>
        {t.heading}
      </h2>
      <p className={styles.muted}>{fill(t.current, { email: user.email })}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <EmailField id="settings-email-email" label={texts.fields.newEmail} value={email} onChange={setEmail} error={message('email')} />
        <TextField
          id="settings-email-currentPassword"
          label={texts.fields.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={message('currentPassword')}
        />
        <FormMessages error={state.failure?.message} success={state.success} />
        <div className={formStyles.actions}>
          <button type="submit" className={`button ${formStyles.submit}`} disabled={state.pending}>
            {state.pending ? t.pending : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

type PasswordField = 'currentPassword' | 'password' | 'confirm';

/** The current, new and repeated password fields of Settings → Password, each with its message. */
function PasswordFields({
  texts,
  values,
  setters,
  message,
}: {
  texts: AccountTexts;
  values: Record<PasswordField, string>;
  setters: Record<PasswordField, (value: string) => void>;
  message: (field: PasswordField) => string | null | undefined;
}) {
  return (
    <>
      <TextField
        id="settings-password-currentPassword"
        label={texts.fields.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={(event) => setters.currentPassword(event.target.value)}
        error={message('currentPassword')}
      />
      <NewPasswordFields
        idPrefix="settings-password"
        texts={texts}
        values={values}
        onChange={(field, value) => setters[field](value)}
        message={message}
        className={formStyles.twoColumns}
      />
    </>
  );
}

/**
 * Settings → Password: current password checked by signing in with it, PATCH /api/profile/password,
 * then a sign-in with the new password re-establishes the session (the change ends old sessions).
 */
function PasswordSection({ user, config, texts, onSaved }: SettingsFormProps & { config: BrowserFirebaseConfig }) {
  type Field = PasswordField;
  const ORDER: readonly Field[] = ['currentPassword', 'password', 'confirm'];
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [serverMessages, setServerMessages] = useState<Partial<Record<Field, string>>>({});
  const state = useSubmission();
  const t = texts.settings.password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending) return;
    const found = validatePasswordChange({ currentPassword, password, confirm });
    setProblems(found);
    setServerMessages({});
    state.setSuccess(null);
    if (!isValid(found)) {
      focusFirst('settings-password', ORDER, found);
      return;
    }
    state.setPending(true);
    state.setFailure(null);
    try {
      await passwordSignIn(config, user.email, currentPassword);
      await api.patch('/api/profile/password', { password });
      onSaved(await establishSession(await passwordSignIn(config, user.email, password)));
      state.setSuccess(t.saved);
      setCurrentPassword('');
      setPassword('');
      setConfirm('');
    } catch (error) {
      const failed = failureOf(error);
      state.setFailure(failed);
      setServerMessages(serverFieldMessages(failed.errors, ['password']));
    } finally {
      state.setPending(false);
    }
  }

  const message = (field: Field) => serverMessages[field] ?? (problems[field] ? texts.validation[problems[field]] : null);

  return (
    <section className={`card ${styles.section}`} aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading" className={styles.sectionTitle}>
        {t.heading}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {/* A hidden username field tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <PasswordFields
          texts={texts}
          values={{ currentPassword, password, confirm }}
          setters={{ currentPassword: setCurrentPassword, password: setPassword, confirm: setConfirm }}
          message={message}
        />
        <FormMessages error={state.failure?.message} success={state.success} />
        <div className={formStyles.actions}>
          <button type="submit" className={`button ${formStyles.submit}`} disabled={state.pending}>
            {state.pending ? t.pending : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * Settings → Delete account: a native modal `<dialog>` (focus moves in, Tab stays in, Escape and
 * Cancel close it, focus returns to the opening button). The visitor must type DELETE; then
 * DELETE /api/profile removes everything and signOut({ redirectTo: '/' }) ends the session, so the
 * 'auth' rule sends them home.
 */
function DeleteSection({ texts }: { texts: AccountTexts['settings']['delete'] }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const state = useSubmission();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const confirmed = typed.trim() === texts.confirmWord;
  useModalDialog(
    dialogRef,
    open,
    () => {
      setOpen(false);
      setTyped('');
      state.setFailure(null);
    },
    openerRef,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending || !confirmed) return;
    state.setPending(true);
    state.setFailure(null);
    try {
      await api.del('/api/profile');
      await signOut({ redirectTo: '/' });
    } catch (error) {
      state.setFailure(failureOf(error));
      state.setPending(false);
    }
  }

  return (
    <section className={`card ${styles.section} ${styles.dangerSection}`} aria-labelledby="settings-delete-heading">
      <h2 id="settings-delete-heading" className={styles.sectionTitle}>
        {texts.heading}
      </h2>
      <p>{texts.text}</p>
      <button
        ref={openerRef}
        type="button"
        className={`button ${styles.dangerButton}`}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {texts.open}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="delete-dialog-title" aria-describedby="delete-dialog-text">
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <h2 id="delete-dialog-title">{texts.dialogTitle}</h2>
          <p id="delete-dialog-text">{texts.dialogText}</p>
          <TextField
            id="delete-confirm"
            label={texts.confirmLabel}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-autofocus=""
          />
          <FormMessages error={state.failure?.message} />
          <div className={styles.dialogActions}>
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)} disabled={state.pending}>
              {texts.cancel}
            </button>
            <button type="submit" className={`button ${styles.dangerButton}`} disabled={!confirmed || state.pending}>
              {state.pending ? texts.pending : texts.submit}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}

/**
 * /profile/settings (issue 4 Screens): Profile (name, gender, skin tone), Subscription (issue 11:
 * the `subscription` slot, which the route fills with features/billing's section, so the two
 * features do not import each other), E-mail, Password and Delete account. Loads the profile with SWR (GET /api/profile); after each change the cached
 * profile is updated and the header is told (notifySessionChanged / establishSession).
 * @param config null when accounts are unavailable: the e-mail and password sections, which need the
 *   identity provider to re-authenticate, show the unavailable notice instead
 */
export function SettingsView({
  config,
  texts,
  toneNames,
  subscription,
}: {
  config: BrowserFirebaseConfig | null;
  texts: AccountTexts;
  toneNames: ToneNames;
  subscription: ReactNode;
}) {
  const profile = useProfile();
  const t = texts.settings;
  const user = profile.data?.user;
  const onSaved: MutateProfile = (next) => {
    void profile.mutate((current: ProfileAnswer | undefined) => ({ profile: current?.profile ?? {}, user: next }), { revalidate: false });
  };

  return (
    <div className={`container ${styles.settingsPage}`}>
      <div className={styles.settingsHead}>
        <h1 className={styles.title}>{t.heading}</h1>
        <a href={ROUTES.profile}>{t.back}</a>
      </div>
      {profile.error ? (
        <LoadError text={t.loadError} error={profile.error} retry={t.retry} onRetry={() => void profile.mutate()} />
      ) : !user ? (
        <p role="status" className={styles.muted}>
          {t.loading}
        </p>
      ) : (
        <div className={styles.sections}>
          <ProfileSection key={`profile-${user.uid}`} user={user} texts={texts} toneNames={toneNames} onSaved={onSaved} />
          {subscription}
          {config ? (
            <>
              <EmailSection user={user} config={config} texts={texts} onSaved={onSaved} />
              <PasswordSection user={user} config={config} texts={texts} onSaved={onSaved} />
            </>
          ) : (
            <p className={formStyles.note}>{texts.unavailable}</p>
          )}
          <DeleteSection texts={t.delete} />
        </div>
      )}
    </div>
  );
}
