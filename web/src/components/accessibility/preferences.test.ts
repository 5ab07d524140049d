import { describe, expect, it } from 'vitest';
import {
  A11Y_CLASSES,
  A11Y_STORAGE_KEY,
  NO_PREFERENCES,
  applyPreferences,
  parsePreferences,
  preferencesBootScript,
  serializePreferences,
} from './preferences';

describe('accessibility preferences', () => {
  it('round-trips through storage text', () => {
    const preferences = { ...NO_PREFERENCES, largeText: true, reduceMotion: true };
    expect(parsePreferences(serializePreferences(preferences))).toEqual(preferences);
  });

  it('treats missing, broken or odd stored values as off', () => {
    expect(parsePreferences(null)).toEqual(NO_PREFERENCES);
    expect(parsePreferences('{nope')).toEqual(NO_PREFERENCES);
    expect(parsePreferences('42')).toEqual(NO_PREFERENCES);
    expect(parsePreferences('{"largeText":"yes","highContrast":true,"other":true}')).toEqual({ ...NO_PREFERENCES, highContrast: true });
  });

  it('toggles one class per preference', () => {
    const classes = new Set<string>(['keep']);
    const classList = { toggle: (name: string, force?: boolean) => (force ? classes.add(name) : classes.delete(name), Boolean(force)) };
    applyPreferences({ classList }, { ...NO_PREFERENCES, underlineLinks: true });
    expect([...classes].sort()).toEqual(['a11y-underline-links', 'keep']);
    applyPreferences({ classList }, NO_PREFERENCES);
    expect([...classes]).toEqual(['keep']);
  });

  it('boot script applies the stored classes', () => {
    const added: string[] = [];
    const storage = { getItem: (key: string) => (key === A11Y_STORAGE_KEY ? '{"highContrast":true,"largeText":false}' : null) };
    const documentStub = { documentElement: { classList: { add: (name: string) => added.push(name) } } };
    new Function('localStorage', 'document', preferencesBootScript())(storage, documentStub);
    expect(added).toEqual([A11Y_CLASSES.highContrast]);
  });
});
