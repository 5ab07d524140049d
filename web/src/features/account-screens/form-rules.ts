/**
 * Client-side form rules of the account screens (SPEC §5: the password policy is the identity
 * provider's — default minimum 6; the name limit follows the `user` cookie's schema). The server
 * validates again and has the last word; these checks only save a round trip and give per-field
 * messages. Pure: no framework imports. Problems are keys of the `account` namespace's
 * `validation` object, so the texts stay in account.json.
 */
import { NAME_MAX_LENGTH } from '@/lib/user-limits';

/** SPEC §5: the identity provider's default minimum password length, in characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** The three views of /login, chosen with `?mode=signup|forgot` (anything else: sign in). */
export type LoginMode = 'signin' | 'signup' | 'forgot';

/** A field problem: a key of `validation` in account.json. */
export type FieldProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'confirmMismatch'
  | 'sameEmail';

/** Problems per field name; a field without an entry is fine. */
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/**
 * The /login view for a `mode` query value.
 * @param value `searchParams.mode` (a repeated parameter uses its first value)
 * @returns 'signup' | 'forgot' when asked for exactly, else 'signin'
 */
export function loginModeFrom(value: string | string[] | null | undefined): LoginMode {
  const first = Array.isArray(value) ? value[0] : value;
  return first === 'signup' || first === 'forgot' ? first : 'signin';
}

/** The query string that selects a view (`''` for sign in, the default). */
export function loginModeQuery(mode: LoginMode): string {
  return mode === 'signin' ? '' : `?mode=${mode}`;
}

/** A deliberately loose e-mail shape check (one @, a dot in the domain, no spaces); the provider decides. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @returns the problem of a display name (trimmed; 1 … 60 characters), or null */
export function checkName(value: string): FieldProblem | null {
  const name = value.trim();
  if (name === '') return 'nameRequired';
  if ([...name].length > NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

/** @returns the problem of an e-mail address (trimmed), or null */
export function checkEmail(value: string): FieldProblem | null {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return EMAIL_SHAPE.test(email) && email.length <= 320 ? null : 'emailInvalid';
}

/**
 * @param value the password as typed (never trimmed: spaces count)
 * @param policy true for a new password (minimum {@link PASSWORD_MIN_LENGTH}); false for an existing
 *   one, which only has to be present (old accounts may predate a policy)
 * @returns the problem, or null
 */
export function checkPassword(value: string, policy: boolean): FieldProblem | null {
  if (value === '') return 'passwordRequired';
  if (policy && [...value].length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  return null;
}

/** @returns 'confirmMismatch' when the confirmation differs from the new password, else null */
export function checkConfirm(password: string, confirm: string): FieldProblem | null {
  return password === confirm ? null : 'confirmMismatch';
}

function collect<F extends string>(entries: [F, FieldProblem | null][]): Problems<F> {
  const problems: Problems<F> = {};
  for (const [field, problem] of entries) if (problem) problems[field] = problem;
  return problems;
}

/** Sign in: e-mail and (any) password. */
export function validateSignIn(values: { email: string; password: string }): Problems<'email' | 'password'> {
  return collect([
    ['email', checkEmail(values.email)],
    ['password', checkPassword(values.password, false)],
  ]);
}

/** Sign up: name, e-mail and a new password (gender, type and skin tone are choices, always valid). */
export function validateSignUp(values: { name: string; email: string; password: string }): Problems<'name' | 'email' | 'password'> {
  return collect([
    ['name', checkName(values.name)],
    ['email', checkEmail(values.email)],
    ['password', checkPassword(values.password, true)],
  ]);
}

/** Forgot password: the e-mail to send the link to. */
export function validateForgot(values: { email: string }): Problems<'email'> {
  return collect([['email', checkEmail(values.email)]]);
}

/** Password reset confirmation (and the password change): new password + the same again. */
export function validateNewPassword(values: { password: string; confirm: string }): Problems<'password' | 'confirm'> {
  const passwordProblem = checkPassword(values.password, true);
  return collect([
    ['password', passwordProblem],
    ['confirm', passwordProblem ? null : checkConfirm(values.password, values.confirm)],
  ]);
}

/** Settings → Profile: the name. */
export function validateProfile(values: { name: string }): Problems<'name'> {
  return collect([['name', checkName(values.name)]]);
}

/** Settings → E-mail: a new address (different from the current one) and the current password. */
export function validateEmailChange(values: {
  email: string;
  currentEmail: string;
  currentPassword: string;
}): Problems<'email' | 'currentPassword'> {
  const emailProblem = checkEmail(values.email);
  const same = !emailProblem && values.email.trim().toLowerCase() === values.currentEmail.trim().toLowerCase();
  return collect([
    ['email', emailProblem ?? (same ? 'sameEmail' : null)],
    ['currentPassword', checkPassword(values.currentPassword, false)],
  ]);
}

/** Settings → Password: current password, new password and its confirmation. */
export function validatePasswordChange(values: {
  currentPassword: string;
  password: string;
  confirm: string;
}): Problems<'currentPassword' | 'password' | 'confirm'> {
  return { ...collect([['currentPassword', checkPassword(values.currentPassword, false)]]), ...validateNewPassword(values) };
}

/**
 * The first field (in form order) that has a problem — the one to move focus to.
 * @param order field names in the order they appear
 * @returns the field name, or null when every field is fine
 */
export function firstInvalid<F extends string>(order: readonly F[], problems: Problems<F> | Partial<Record<F, string>>): F | null {
  return order.find((field) => Boolean(problems[field])) ?? null;
}

/** True when no field has a problem. */
export function isValid(problems: Record<string, unknown>): boolean {
  return Object.values(problems).every((problem) => !problem);
}

/**
 * Per-field messages out of a failed call's `errors` (SPEC §8: "the server's errors field"): the
 * routes answer `{ field: message }` for validation failures, plus `_error` / `code` details.
 * @param errors `ApiRequestError.errors` (any shape; untrusted)
 * @param fields the form's field names, e.g. ['name', 'email', 'password']
 * @returns messages of those fields only (non-empty strings)
 */
export function serverFieldMessages<F extends string>(errors: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return messages;
  for (const field of fields) {
    const value = Object.hasOwn(errors, field) ? (errors as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'string' && value.trim() !== '') messages[field] = value;
  }
  return messages;
}

/**
 * A named detail of a failed call's `errors`: `errorDetail(errors, 'code')` → 'weak-password';
 * `errorDetail(errors, '_error')` → 'E-mail not found'.
 * @returns the string, or null when absent
 */
export function errorDetail(errors: unknown, key: 'code' | '_error'): string | null {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const value = Object.hasOwn(errors, key) ? (errors as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}
