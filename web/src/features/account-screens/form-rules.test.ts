import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkName,
  checkPassword,
  errorDetail,
  firstInvalid,
  isValid,
  loginModeFrom,
  loginModeQuery,
  PASSWORD_MIN_LENGTH,
  serverFieldMessages,
  validateEmailChange,
  validateForgot,
  validateNewPassword,
  validatePasswordChange,
  validateProfile,
  validateSignIn,
  validateSignUp,
} from './form-rules';

describe('loginModeFrom / loginModeQuery', () => {
  it('selects sign up and forgot only when asked for exactly', () => {
    expect(loginModeFrom('signup')).toBe('signup');
    expect(loginModeFrom('forgot')).toBe('forgot');
    expect(loginModeFrom(['forgot', 'signup'])).toBe('forgot');
    for (const other of [undefined, null, '', 'SIGNUP', 'signin', 'admin', []]) expect(loginModeFrom(other)).toBe('signin');
  });

  it('round-trips through the query string', () => {
    expect(loginModeQuery('signin')).toBe('');
    expect(loginModeQuery('signup')).toBe('?mode=signup');
    expect(loginModeFrom(new URLSearchParams(loginModeQuery('forgot')).get('mode'))).toBe('forgot');
  });
});

describe('field checks', () => {
  it('names: trimmed, required, at most 60 characters', () => {
    expect(checkName('  ')).toBe('nameRequired');
    expect(checkName(' Ada ')).toBeNull();
    expect(checkName('a'.repeat(60))).toBeNull();
    expect(checkName('a'.repeat(61))).toBe('nameTooLong');
  });

  it('e-mail addresses: required and roughly shaped', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('ada')).toBe('emailInvalid');
    expect(checkEmail('ada@example')).toBe('emailInvalid');
    expect(checkEmail('a da@example.com')).toBe('emailInvalid');
    expect(checkEmail(' ada@example.com ')).toBeNull();
  });

  it('passwords: the SPEC §5 minimum of 6 applies to new passwords only', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(checkPassword('', false)).toBe('passwordRequired');
    expect(checkPassword('', true)).toBe('passwordRequired');
    expect(checkPassword('12345', false)).toBeNull();
    expect(checkPassword('12345', true)).toBe('passwordTooShort');
    expect(checkPassword('123456', true)).toBeNull();
    expect(checkPassword('      ', true)).toBeNull();
  });
});

describe('form validation', () => {
  it('sign in needs an e-mail and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('sign up needs a name, an e-mail and a policy-conform password', () => {
    expect(validateSignUp({ name: '', email: 'x', password: '123' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShort',
    });
    expect(isValid(validateSignUp({ name: 'Ada', email: 'ada@example.com', password: 'secret1' }))).toBe(true);
  });

  it('forgot password needs an e-mail', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'emailRequired' });
  });

  it('a new password must be confirmed (mismatch only reported for a valid password)', () => {
    expect(validateNewPassword({ password: '123', confirm: '' })).toEqual({ password: 'passwordTooShort' });
    expect(validateNewPassword({ password: 'secret1', confirm: 'secret2' })).toEqual({ confirm: 'confirmMismatch' });
    expect(validateNewPassword({ password: 'secret1', confirm: 'secret1' })).toEqual({});
  });

  it('profile needs a name', () => {
    expect(validateProfile({ name: ' ' })).toEqual({ name: 'nameRequired' });
  });

  it('an e-mail change needs a different address and the current password', () => {
    expect(validateEmailChange({ email: 'ADA@example.com ', currentEmail: 'ada@example.com', currentPassword: '' })).toEqual({
      email: 'sameEmail',
      currentPassword: 'passwordRequired',
    });
    expect(validateEmailChange({ email: 'new@example.com', currentEmail: 'ada@example.com', currentPassword: 'pw' })).toEqual({});
  });

  it('a password change needs the current password and a confirmed new one', () => {
    expect(validatePasswordChange({ currentPassword: '', password: 'secret1', confirm: 'nope' })).toEqual({
      currentPassword: 'passwordRequired',
      confirm: 'confirmMismatch',
    });
  });

  it('firstInvalid follows the form order', () => {
    expect(firstInvalid(['name', 'email', 'password'], { password: 'passwordTooShort', email: 'emailInvalid' })).toBe('email');
    expect(firstInvalid(['name'], {})).toBeNull();
  });
});

describe('server errors', () => {
  it('serverFieldMessages keeps string messages of the form fields only', () => {
    const errors = { email: 'This e-mail address is already registered', code: 'weak-password', name: 42, _error: 'x' };
    expect(serverFieldMessages(errors, ['name', 'email', 'password'])).toEqual({ email: 'This e-mail address is already registered' });
    expect(serverFieldMessages(undefined, ['email'])).toEqual({});
    expect(serverFieldMessages('text', ['email'])).toEqual({});
    expect(serverFieldMessages(['email'], ['email'])).toEqual({});
    expect(serverFieldMessages(JSON.parse('{"__proto__":"x"}'), ['__proto__'])).toEqual({ __proto__: 'x' });
  });

  it('errorDetail reads code and _error', () => {
    expect(errorDetail({ code: 'code-expired' }, 'code')).toBe('code-expired');
    expect(errorDetail({ _error: 'E-mail not found' }, '_error')).toBe('E-mail not found');
    expect(errorDetail({ code: 400 }, 'code')).toBeNull();
    expect(errorDetail(null, 'code')).toBeNull();
  });
});
