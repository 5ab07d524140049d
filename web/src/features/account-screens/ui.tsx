/**
 * Building blocks of the account forms: labelled fields with hint and error wiring, the live
 * message regions, the skin tone picker, the gender and type selects and the avatar. No hooks and
 * no texts of their own: every string arrives as a prop (account.json, types.json).
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { GENDERS, isTypeSlug, SKIN_TONES, TONES, type Gender, type SkinTone } from '@/components/characters/characters';
import { firstInvalid, PASSWORD_MIN_LENGTH } from './form-rules';
import type { AccountTexts, ToneNames, TypeOption } from './types';
import styles from './AccountForms.module.css';

/**
 * Moves focus to the first field (in form order) that has a problem; field ids are
 * `${prefix}-${field}`. Call from an event handler.
 */
export function focusFirst<F extends string>(prefix: string, order: readonly F[], problems: Partial<Record<F, unknown>>): void {
  const field = firstInvalid(order, problems as Partial<Record<F, string>>);
  if (field) document.getElementById(`${prefix}-${field}`)?.focus();
}

/** `aria-describedby` of a field: its hint and its error, when present. */
function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Props of {@link TextField}: the input's own attributes plus label, hint and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  /** Element id (also the base of the hint and error ids). */
  id: string;
  label: string;
  /** Always-visible help, e.g. the password rule. */
  hint?: ReactNode;
  /** The field's problem in plain words; sets `aria-invalid` and is announced via `aria-describedby`. */
  error?: string | null;
}

/** A labelled text input. An error sets `aria-invalid="true"` and is linked with `aria-describedby`. */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link NewPasswordField}: a {@link TextField} whose type, autocomplete and rule are fixed. */
export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'required' | 'minLength'>;

/**
 * A new password's input (sign-up, reset, settings): type password, `autocomplete="new-password"`,
 * required, at least {@link PASSWORD_MIN_LENGTH} characters (the auth provider's minimum, SPEC §8
 * "weak-password"); pass the password rule as `hint`.
 */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return <TextField type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} {...props} />;
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** Base of the two ids: `{idPrefix}-password` and `{idPrefix}-confirm`. */
  idPrefix: string;
  texts: AccountTexts;
  values: { password: string; confirm: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
  message: (field: 'password' | 'confirm') => string | null | undefined;
  disabled?: boolean;
  /** Class of the wrapper around the two fields (e.g. two columns); without it, no wrapper. */
  className?: string;
}

/** The new password and its repetition (reset password, Settings → Password), each with its message. */
export function NewPasswordFields({ idPrefix, texts, values, onChange, message, disabled, className }: NewPasswordFieldsProps) {
  const fields = (
    <>
      <NewPasswordField
        id={`${idPrefix}-password`}
        label={texts.fields.newPassword}
        hint={texts.fields.passwordRule}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        error={message('password')}
        disabled={disabled}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={texts.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={(event) => onChange('confirm', event.target.value)}
        error={message('confirm')}
        disabled={disabled}
      />
    </>
  );
  return className ? <div className={className}>{fields}</div> : fields;
}

/** Props of {@link EmailField}: the e-mail input of the account forms. */
export interface EmailFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The e-mail field: type email, no spell check or capitals, autocomplete `email`, required. */
export function EmailField({ id, label, value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/**
 * The row of a form's actions: the submit button — disabled and labelled `texts.pending` while
 * busy — then any further actions (e.g. "Forgot password?").
 */
export function FormActions({
  pending,
  texts,
  children,
}: {
  pending: boolean;
  texts: { submit: string; pending: string };
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? texts.pending : texts.submit}
      </button>
      {children}
    </div>
  );
}

/**
 * The live regions of a form: `role="alert"` for failures (announced at once) and `role="status"`
 * for successes. Both stay in the DOM so screen readers notice changes.
 * @param error the failure in plain words, or null
 * @param detail an optional second line (e.g. the server's `errors._error`)
 * @param success a success message, or null
 */
export function FormMessages({
  error,
  detail,
  success,
  children,
}: {
  error?: string | null;
  detail?: string | null;
  success?: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      <div role="alert" className={styles.region}>
        {error ? (
          <div className={styles.alert}>
            <p className={styles.alertTitle}>{error}</p>
            {detail ? <p className={styles.alertDetail}>{detail}</p> : null}
          </div>
        ) : null}
      </div>
      <div role="status" className={styles.region}>
        {success ? (
          <div className={styles.success}>
            <p className={styles.alertTitle}>{success}</p>
            {children}
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * Five radio swatches for the avatar's skin tone (native radios: Tab enters the group, arrow keys
 * choose). Each swatch is labelled with its tone name (types.json `characters.tones`).
 */
export function SkinTonePicker({
  name,
  legend,
  value,
  onChange,
  toneNames,
  disabled,
}: {
  name: string;
  legend: string;
  value: SkinTone;
  onChange: (tone: SkinTone) => void;
  toneNames: ToneNames;
  disabled?: boolean;
}) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.label}>
        {legend}
        <span className={styles.legendValue} aria-hidden="true">
          {toneNames[value]}
        </span>
      </legend>
      <div className={styles.swatches}>
        {TONES.map((tone) => (
          <label key={tone} className={styles.swatch}>
            <input
              type="radio"
              name={name}
              value={tone}
              checked={value === tone}
              onChange={() => onChange(tone)}
              className={styles.swatchInput}
            />
            <span
              className={styles.swatchDot}
              style={{ background: SKIN_TONES[tone].skin, borderColor: SKIN_TONES[tone].shadow }}
              aria-hidden="true"
            />
            <span className="visually-hidden">{toneNames[tone]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled `<select>` with a hint-less, error-less layout (choices cannot be invalid). */
function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        {children}
      </select>
    </div>
  );
}

/** Gender choice: '' (prefer not to say), male, female, other. */
export function GenderSelect({
  id,
  label,
  value,
  onChange,
  texts,
  disabled,
}: {
  id: string;
  label: string;
  value: Gender | '';
  onChange: (value: Gender | '') => void;
  texts: AccountTexts['fields'];
  disabled?: boolean;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={(next) => onChange(next === '' ? '' : (GENDERS.find((gender) => gender === next) ?? ''))}
      disabled={disabled}
    >
      <option value="">{texts.genderNone}</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {texts.genders[gender]}
        </option>
      ))}
    </SelectField>
  );
}

/** Personality type choice: '' (not known yet) or one of the sixteen codes with its title. */
export function TypeSelect({
  id,
  label,
  value,
  onChange,
  options,
  texts,
  format,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly TypeOption[];
  texts: AccountTexts['fields'];
  format: (option: TypeOption) => string;
  disabled?: boolean;
}) {
  return (
    <SelectField id={id} label={label} value={value} onChange={onChange} disabled={disabled}>
      <option value="">{texts.typeNone}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {format(option)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The user's avatar: the character of their type, gender and skin tone (SPEC §3 Character image),
 * as an `<img>` of its static SVG file (components/characters/CharacterPicture: the drawing code
 * stays off the account pages' first load, −6 KB gzip on /login, issue 25); without a type, a
 * neutral silhouette in the same skin tone. Decorative unless `title` is given.
 * @param defaultGender the type's default gender, used when the user chose none
 */
export function Avatar({
  type,
  gender,
  tone,
  size = 120,
  title,
  defaultGender,
  className,
}: {
  type: string;
  gender: Gender | '';
  tone: number;
  size?: number;
  title?: string;
  defaultGender?: Gender | null;
  className?: string;
}) {
  const code = type.trim().toLowerCase();
  if (isTypeSlug(code)) {
    return (
      <CharacterPicture
        type={code}
        gender={gender || defaultGender || null}
        tone={tone}
        size={size}
        title={title}
        className={className}
        eager
      />
    );
  }
  const skin = SKIN_TONES[(TONES as readonly number[]).includes(tone) ? (tone as SkinTone) : 2];
  const a11y = title ? ({ role: 'img', 'aria-label': title } as const) : ({ 'aria-hidden': true, focusable: 'false' } as const);
  return (
    <svg viewBox="0 0 240 240" width={size} height={size} className={className} data-character="neutral" {...a11y}>
      <circle cx="120" cy="120" r="112" fill="#EEF1F6" />
      <circle cx="120" cy="120" r="111" fill="none" stroke="#B9C1CE" strokeWidth="2" />
      <path d="M44 236 C44 186 76 158 120 158 C164 158 196 186 196 236 Z" fill="#8C96A8" />
      <circle cx="120" cy="102" r="42" fill={skin.skin} stroke={skin.shadow} strokeWidth="2" />
    </svg>
  );
}
