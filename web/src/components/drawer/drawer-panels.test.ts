import { describe, expect, it } from 'vitest';
import { nextDrawerPanel } from './drawer-panels';

describe('nextDrawerPanel', () => {
  it('switches to the secondary panel and back', () => {
    expect(nextDrawerPanel('primary', 'showSecondary', true)).toBe('secondary');
    expect(nextDrawerPanel('secondary', 'showPrimary', true)).toBe('primary');
  });

  it('stays on the primary panel when there is no secondary one', () => {
    expect(nextDrawerPanel('primary', 'showSecondary', false)).toBe('primary');
  });

  it('starts on the primary panel again after closing', () => {
    expect(nextDrawerPanel('secondary', 'closed', true)).toBe('primary');
  });
});
