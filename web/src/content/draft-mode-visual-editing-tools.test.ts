import { describe, expect, it, vi } from 'vitest';

vi.mock('next-sanity/visual-editing/client-component', () => ({ VisualEditing: () => null }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));
const { REFRESH_SETTLE_MS, refreshOnEdit } = await import('./draft-mode-visual-editing-tools');

describe('refreshOnEdit (live updates in the Presentation tool, issue 15)', () => {
  it('re-renders the page from the server once, then holds the next refresh back for the settle time', async () => {
    const refresh = vi.fn();
    let release: () => void = () => {};
    const wait = vi.fn((_ms: number) => new Promise<void>((resolve) => (release = resolve)));
    let settled = false;
    const done = refreshOnEdit(refresh, wait).then(() => (settled = true));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(wait).toHaveBeenCalledWith(REFRESH_SETTLE_MS);
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await done;
    expect(settled).toBe(true);
  });
});
