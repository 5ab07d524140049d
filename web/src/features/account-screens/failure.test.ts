import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { failureOf } from './failure';

describe('failureOf', () => {
  it('keeps message, status and errors of a failed call', () => {
    const error = new ApiRequestError('Reset password error', 404, { _error: 'E-mail not found' });
    expect(failureOf(error)).toEqual({ message: 'Reset password error', status: 404, errors: { _error: 'E-mail not found' } });
  });

  it('shows the SPEC §8 fallback for anything else', () => {
    expect(failureOf(new Error('boom'))).toEqual({ message: 'Server request failed', status: 0, errors: undefined });
    expect(failureOf(new ApiRequestError('', 500))).toMatchObject({ message: 'Server request failed', status: 500 });
  });
});
