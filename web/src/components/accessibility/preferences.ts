/**
 * Accessibility preferences of the footer's accessibility widget (SPEC §2 Footer): which ones
 * exist, how they are stored (localStorage) and the class each one sets on `<html>`. Pure; the
 * CSS that gives the classes their effect is accessibility.css (loaded on every page, so stored
 * preferences apply before the widget's JavaScript is ever loaded).
 */

export const A11Y_PREFERENCES = ['largeText', 'highContrast', 'underlineLinks', 'reduceMotion'] as const;
export type A11yPreference = (typeof A11Y_PREFERENCES)[number];
export type A11yPreferences = Record<A11yPreference, boolean>;

/** localStorage key of the stored preferences (a JSON object of booleans). */
export const A11Y_STORAGE_KEY = 'typeatlas:accessibility';

/** The class on `<html>` of each preference. */
export const A11Y_CLASSES: Readonly<Record<A11yPreference, string>> = Object.freeze({
  largeText: 'a11y-large-text',
  highContrast: 'a11y-high-contrast',
  underlineLinks: 'a11y-underline-links',
  reduceMotion: 'a11y-reduce-motion',
});

export const NO_PREFERENCES: Readonly<A11yPreferences> = Object.freeze({
  largeText: false,
  highContrast: false,
  underlineLinks: false,
  reduceMotion: false,
});

/** Stored text → preferences; anything unreadable or unknown counts as "off". */
export function parsePreferences(raw: string | null): A11yPreferences {
  const preferences: A11yPreferences = { ...NO_PREFERENCES };
  if (!raw) return preferences;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return preferences;
    for (const key of A11Y_PREFERENCES) preferences[key] = (value as Record<string, unknown>)[key] === true;
  } catch {
    // Broken JSON: start from no preferences.
  }
  return preferences;
}

/** Preferences → stored text (only the known keys). */
export function serializePreferences(preferences: A11yPreferences): string {
  return JSON.stringify(Object.fromEntries(A11Y_PREFERENCES.map((key) => [key, preferences[key]])));
}

/** Sets or removes each preference's class on `root` (`document.documentElement`). */
export function applyPreferences(root: { classList: Pick<DOMTokenList, 'toggle'> }, preferences: A11yPreferences): void {
  for (const key of A11Y_PREFERENCES) root.classList.toggle(A11Y_CLASSES[key], preferences[key]);
}

/**
 * A small inline script for `<head>` that applies the stored preferences' classes before the
 * first paint (no flash of the unadjusted page). It is generated from the constants above.
 */
export function preferencesBootScript(): string {
  return `(function(){try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(A11Y_STORAGE_KEY)})||'{}');var c=${JSON.stringify(
    A11Y_CLASSES,
  )};for(var k in c){if(p&&p[k]===true)document.documentElement.classList.add(c[k]);}}catch(e){}})();`;
}
