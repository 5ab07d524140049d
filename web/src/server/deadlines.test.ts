/**
 * Deadlines and outage classification of the account services (deadlines.ts): what counts as an
 * outage, that a hung or failing operation becomes the 503 within its deadline while refusals pass
 * through unchanged, and the gRPC settings that bound each Firestore attempt.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountsUnavailable,
  boundFirestoreCall,
  DeadlineExceededError,
  deadlineScale,
  FIRESTORE_DEADLINE_MS,
  FIRESTORE_RECONNECT_BACKOFF_MS,
  firestoreGrpcOptions,
  isOutage,
  withDeadline,
} from './deadlines';
import { ApiError } from './http';

const UNAVAILABLE = 'Accounts are not available right now. Please try again later.';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const grpcError = (code: number, message: string) => Object.assign(new Error(`${code} ${message}`), { code });

describe('deadlineScale (ACCOUNT_DEADLINE_SCALE, test-only)', () => {
  const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180' };
  it('is 1 when unset or empty, and whenever no emulator is configured (a cloud deployment)', () => {
    expect(deadlineScale({})).toBe(1);
    expect(deadlineScale({ ...emulator, ACCOUNT_DEADLINE_SCALE: '' })).toBe(1);
    expect(deadlineScale({ ACCOUNT_DEADLINE_SCALE: '4' })).toBe(1);
    expect(deadlineScale({ ACCOUNT_DEADLINE_SCALE: 'nonsense' })).toBe(1);
  });
  it('applies a number from 1 to 10 with either emulator', () => {
    expect(deadlineScale({ ...emulator, ACCOUNT_DEADLINE_SCALE: '4' })).toBe(4);
    expect(deadlineScale({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199', ACCOUNT_DEADLINE_SCALE: '2.5' })).toBe(2.5);
    expect(deadlineScale({ ...emulator, ACCOUNT_DEADLINE_SCALE: '1' })).toBe(1);
    expect(deadlineScale({ ...emulator, ACCOUNT_DEADLINE_SCALE: '10' })).toBe(10);
  });
  it.each(['0', '0.5', '11', 'four', '-2'])('refuses %j with an emulator', (value) => {
    expect(() => deadlineScale({ ...emulator, ACCOUNT_DEADLINE_SCALE: value })).toThrow(
      /ACCOUNT_DEADLINE_SCALE must be a number from 1 to 10/,
    );
  });
});

describe('isOutage', () => {
  it.each([
    ['gRPC UNAVAILABLE', grpcError(14, 'UNAVAILABLE: No connection established')],
    ['gRPC DEADLINE_EXCEEDED', grpcError(4, 'DEADLINE_EXCEEDED')],
    ['gRPC RESOURCE_EXHAUSTED', grpcError(8, 'RESOURCE_EXHAUSTED')],
    [
      'firebase-admin network error',
      Object.assign(new Error('Error while making request: connect ECONNREFUSED'), { errorInfo: { code: 'app/network-error' } }),
    ],
    ['firebase-admin timeout', Object.assign(new Error('timeout'), { errorInfo: { code: 'app/network-timeout' } })],
    ['Auth service internal error', Object.assign(new Error('internal'), { errorInfo: { code: 'auth/internal-error' } })],
    ['a Node network error', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9099'), { code: 'ECONNREFUSED' })],
    ['fetch failed with a cause', new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })],
    ['fetch failed', new TypeError('fetch failed')],
    ['AbortSignal.timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
    ['an abort', new DOMException('This operation was aborted', 'AbortError')],
    [
      'a wrapped network error',
      new Error('outer', { cause: new Error('middle', { cause: Object.assign(new Error('socket'), { code: 'ECONNRESET' }) }) }),
    ],
    ['the deadline', new DeadlineExceededError('auth', 3000)],
  ])('%s is an outage', (_label, error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    ['a refused token', Object.assign(new Error('expired'), { errorInfo: { code: 'auth/id-token-expired' } })],
    ['a user that does not exist', Object.assign(new Error('no user'), { errorInfo: { code: 'auth/user-not-found' } })],
    ['gRPC ALREADY_EXISTS', grpcError(6, 'ALREADY_EXISTS')],
    ['gRPC NOT_FOUND', grpcError(5, 'NOT_FOUND')],
    ['gRPC PERMISSION_DENIED', grpcError(7, 'PERMISSION_DENIED')],
    ['a plain error', new Error('boom')],
    ['another TypeError', new TypeError('x is not a function')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is not an outage', (_label, error) => {
    expect(isOutage(error)).toBe(false);
  });
});

describe('withDeadline', () => {
  it('hands the result through', async () => {
    await expect(withDeadline('firestore', async () => 42, 1_000)).resolves.toBe(42);
  });

  it('answers the 503 when the operation outlives the deadline, and not before', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'pending';
    const running = withDeadline('auth', () => new Promise<never>(() => undefined), 3_000).catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ status: 503, message: UNAVAILABLE });
  });

  it('turns an outage error into the 503 at once', async () => {
    const started = Date.now();
    await expect(withDeadline('firestore', async () => Promise.reject(grpcError(14, 'UNAVAILABLE')), 60_000)).rejects.toMatchObject({
      status: 503,
      message: UNAVAILABLE,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('passes refusals and ApiErrors through unchanged', async () => {
    const exists = grpcError(6, 'ALREADY_EXISTS');
    await expect(withDeadline('firestore', async () => Promise.reject(exists), 1_000)).rejects.toBe(exists);
    const refused = new ApiError(404);
    await expect(withDeadline('auth', async () => Promise.reject(refused), 1_000)).rejects.toBe(refused);
    const thrown = new Error('sync');
    await expect(
      withDeadline(
        'auth',
        () => {
          throw thrown;
        },
        1_000,
      ),
    ).rejects.toBe(thrown);
  });

  it('a late failure of an abandoned operation is swallowed (no unhandled rejection)', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const late = new Promise<never>((_resolve, reject) => setTimeout(() => reject(grpcError(14, 'UNAVAILABLE')), 5_000));
      const running = withDeadline('firestore', () => late, 1_000).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await running).toMatchObject({ status: 503 });
      await vi.advanceTimersByTimeAsync(5_000);
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('accountsUnavailable is the SPEC-style 503', () => {
    expect(accountsUnavailable()).toMatchObject({ status: 503, message: UNAVAILABLE });
  });
});

describe('the Firestore gRPC settings', () => {
  const properties = (deadline?: Date | number) => {
    const setOptions = vi.fn();
    return { callOptions: deadline === undefined ? {} : { deadline }, metadata: { setOptions }, setOptions };
  };

  it('caps every attempt at FIRESTORE_DEADLINE_MS and makes it wait for a connection', () => {
    const now = 1_000_000;
    const none = properties();
    expect(boundFirestoreCall(none, now).callOptions.deadline).toBe(now + FIRESTORE_DEADLINE_MS);
    expect(none.setOptions).toHaveBeenCalledWith({ waitForReady: true });
    expect(boundFirestoreCall(properties(new Date(now + 60_000)), now).callOptions.deadline).toBe(now + FIRESTORE_DEADLINE_MS);
    expect(boundFirestoreCall(properties(now + 500), now).callOptions.deadline).toBe(now + 500);
  });

  it('caps the reconnect backoff at a second and installs the transformer', () => {
    const options = firestoreGrpcOptions();
    expect(options['grpc.initial_reconnect_backoff_ms']).toBe(FIRESTORE_RECONNECT_BACKOFF_MS.initial);
    expect(options['grpc.max_reconnect_backoff_ms']).toBe(1_000);
    const transform = options['grpc.callInvocationTransformer'] as (p: ReturnType<typeof properties>) => ReturnType<typeof properties>;
    const before = Date.now();
    expect(transform(properties()).callOptions.deadline).toBeGreaterThanOrEqual(before + FIRESTORE_DEADLINE_MS);
  });
});
