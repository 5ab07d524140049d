import { NoFallbackError } from 'next/dist/shared/lib/no-fallback-error.external.js';
import { describe, expect, it, vi } from 'vitest';
import { isNoFallbackError, withoutNoFallbackErrors } from './server-log';

describe('withoutNoFallbackErrors (vercel/next.js#90537)', () => {
  it("drops a lone NoFallbackError of the installed Next, as AwaiterMulti's onError logs it", () => {
    const error = vi.fn();
    withoutNoFallbackErrors(error)(new NoFallbackError());
    expect(isNoFallbackError(new NoFallbackError())).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs everything else unchanged', () => {
    const error = vi.fn();
    const log = withoutNoFallbackErrors(error);
    const other = new Error('Internal: something else');
    log(other);
    log('Internal: NoFallbackError');
    log('while rendering:', new NoFallbackError());
    log();
    expect(error.mock.calls).toEqual([[other], ['Internal: NoFallbackError'], ['while rendering:', expect.any(Error)], []]);
  });
});
