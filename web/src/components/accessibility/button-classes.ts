/**
 * The class names of the footer's accessibility button (Accessibility.module.css), handed to the
 * button island (./AccessibilityButton.tsx) by the server component that renders it, so the
 * module's class map stays out of the page's first-load JavaScript (issue 25); the widget
 * (./AccessibilityWidget.tsx, loaded on the first click) imports the module itself.
 */
import styles from './Accessibility.module.css';

/** `root` (the wrapper the widget's panel is placed in), `trigger` (the button), `icon`. */
export interface AccessibilityButtonClasses {
  root: string;
  trigger: string;
  icon: string;
}

/** The accessibility button's classes from Accessibility.module.css. */
export function accessibilityButtonClasses(): AccessibilityButtonClasses {
  return { root: styles.root ?? '', trigger: styles.trigger ?? '', icon: styles.icon ?? '' };
}
