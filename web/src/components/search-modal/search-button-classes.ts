/**
 * The class names of the header's search button (SearchModal.module.css), handed to the button
 * island (./SearchModal.tsx) by the server component that renders it, so the module's class map
 * stays out of the page's first-load JavaScript (issue 25); the dialog (./SearchDialog.tsx, loaded
 * on demand) imports the module itself.
 */
import styles from './SearchModal.module.css';

/** `trigger` (the button) and `icon` (its magnifier). */
export interface SearchButtonClasses {
  trigger: string;
  icon: string;
}

/** The search button's classes from SearchModal.module.css. */
export function searchButtonClasses(): SearchButtonClasses {
  return { trigger: styles.trigger ?? '', icon: styles.icon ?? '' };
}
