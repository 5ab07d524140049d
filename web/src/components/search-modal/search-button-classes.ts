/**
 * The class names of the header's search button and of the search form (SearchModal.module.css),
 * handed to the button island (./SearchModal.tsx) and the form (./SearchForm.tsx) by the component
 * that renders them, so the module's class map stays out of the first-load JavaScript of every
 * page and of the search page (issue 25); the dialog (./SearchDialog.tsx, loaded on demand)
 * imports the module itself.
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

/** The search form's classes: `form`, `row` (field and button), `input`, `hint` (the live message). */
export interface SearchFormClasses {
  form: string;
  row: string;
  input: string;
  hint: string;
}

/** The search form's classes from SearchModal.module.css. */
export function searchFormClasses(): SearchFormClasses {
  return { form: styles.form ?? '', row: styles.row ?? '', input: styles.input ?? '', hint: styles.hint ?? '' };
}
