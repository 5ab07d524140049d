'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState, useTransition } from 'react';
import { announceRouteChange } from '@/components/loading-bar/route-change';
import type { SearchFormClasses } from './search-button-classes';
import { searchPath } from './search-path';

/** The translated texts of the search form (from chrome.json `search.*`). */
export interface SearchFormLabels {
  /** Label of the field (visually hidden), e.g. "Search keywords". */
  field: string;
  /** SPEC §2: 'Type keywords'. */
  placeholder: string;
  /** SPEC §2: the 'Search' button. */
  submit: string;
  /** Announced while the results page loads. */
  loading: string;
  /** Shown when the visitor submits an empty field. */
  empty: string;
}

/**
 * The search field and its Search button (SPEC §2). Submitting navigates to
 * `/search/{encodeURIComponent(keywords.trim())}` (see search-path.ts) inside a transition, so
 * the button is disabled while the results page loads; blank text does not navigate and shows a
 * hint instead. Used in the SearchModal, inline in the mobile drawer, and on `/search/{term}`
 * (prefilled; remount with `key={term}` to reset it per search).
 * @param initialKeywords text the field starts with (default empty)
 * @param autoFocus make the field the initial focus of the dialog it sits in (`data-autofocus`,
 *   honoured by drawer/useModalDialog.ts when the dialog opens)
 */
export function SearchForm({
  labels,
  classes: styles,
  searchRoot,
  initialKeywords = '',
  autoFocus = false,
}: {
  labels: SearchFormLabels;
  /** SearchModal.module.css's form classes (./search-button-classes.ts `searchFormClasses()`). */
  classes: SearchFormClasses;
  /** The search results root, ROUTES.search. */
  searchRoot: string;
  initialKeywords?: string;
  autoFocus?: boolean;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [keywords, setKeywords] = useState(initialKeywords);
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(keywords, searchRoot);
    if (!path) {
      setEmptyError(true);
      inputRef.current?.focus({ preventScroll: true });
      return;
    }
    setEmptyError(false);
    announceRouteChange(path);
    startTransition(() => router.push(path));
  };

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} aria-busy={pending}>
      <label htmlFor={fieldId} className="visually-hidden">
        {labels.field}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={fieldId}
          className={styles.input}
          type="search"
          name="keywords"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder={labels.placeholder}
          value={keywords}
          data-autofocus={autoFocus || undefined}
          aria-invalid={emptyError || undefined}
          aria-describedby={emptyError ? hintId : undefined}
          onChange={(event) => {
            setKeywords(event.target.value);
            if (emptyError && event.target.value.trim()) setEmptyError(false);
          }}
        />
        <button type="submit" className="button" disabled={pending}>
          {labels.submit}
        </button>
      </div>
      <p id={hintId} className={styles.hint} aria-live="polite">
        {emptyError ? labels.empty : pending ? labels.loading : ''}
      </p>
    </form>
  );
}
