/**
 * The error catalogue of the account calls (SPEC §8), shared by the Route Handlers that answer
 * them and the client that shows them. Pure constants and shapes; no framework imports.
 *
 * Every failed call answers JSON `{ message, title?, code, errors? }` with `code` equal to the HTTP
 * status (SPEC §3 "Error object: message, title, code (status), original error"; the original
 * error stays in the server log).
 */

/** SPEC §8 texts, word for word. */
export const ERROR_TEXTS = {
  tooManyAttempts: 'Too many attempts, try again in a few minutes',
  invalidCredentials: 'You have entered an invalid email or password',
  resetPasswordError: 'Reset password error',
  emailNotFound: 'E-mail not found',
  serverRequestFailed: 'Server request failed',
  notificationsLoad: 'Something went wrong...',
  notificationsBatch: 'Failed to fetch notifications batch',
  notifications: 'Failed to fetch notifications',
} as const;

/** SPEC §8 "Default statuses": the default message per HTTP status. */
export const DEFAULT_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Not authorized',
  403: 'Forbidden',
  404: 'Not found',
  422: 'Unprocessable entity',
  500: 'Server Error',
};

/** SPEC §8: a 500's title. */
export const SERVER_ERROR_TITLE = 'Server error';

/** Codes of the password-reset confirmation failures (SPEC §8 "weak-password or code-expired"). */
export type PasswordResetErrorCode = 'weak-password' | 'code-expired';

/** Our own messages for failures the catalogue names without a text. */
export const ACCOUNT_ERROR_TEXTS = {
  weakPassword: 'This password is too weak. Use at least 6 characters.',
  codeExpired: 'This password reset link has expired or has already been used. Please ask for a new one.',
  emailInUse: 'This e-mail address is already registered',
  crossOrigin: 'Cross-origin requests are not allowed',
  bodyTooLarge: 'The request body is too large',
  invalidJson: 'The request body must be JSON',
  malformedText: 'Must be valid Unicode text (no unpaired surrogate characters)',
  unavailable: 'Accounts are not available right now. Please try again later.',
  mailUnavailable: 'E-mail is not available right now. Please try again later.',
  noTestResult: 'You have no saved test result yet',
  /** 503 when the PDF render queue is full (GET /api/download/{file}; issue 23). */
  reportsBusy: 'Many reports are being prepared right now. Please try again in a minute.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** The JSON body of every failed account call. */
export interface ApiErrorBody {
  message: string;
  title?: string;
  /** The HTTP status. */
  code: number;
  /** Per-field messages for validation failures (`{ field: message }`), or `{ _error, code }` details. */
  errors?: Record<string, string>;
}

/**
 * The body of a malformed API path's answer: 400 `{ message: 'Bad Request', code: 400 }` (SPEC §8),
 * sent by src/proxy.ts (`malformedApiPathResponse`) and by web/server.ts (dot segments under /api/)
 * alike, both with `Cache-Control: no-store`.
 */
export function malformedApiPathBody(): ApiErrorBody {
  return { message: DEFAULT_STATUS_MESSAGES[400]!, code: 400 };
}
