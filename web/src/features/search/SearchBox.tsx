'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState, useTransition } from 'react';
import { announceRouteChange } from '@/components/loading-bar/route-change';
import { searchPath } from '@/components/search-modal/search-path';
import styles from './SearchResults.module.css';

/** The translated texts of the search box (pages.json `search.form.*`). */
export interface SearchBoxLabels {
  /** Label of the field (visually hidden), e.g. "Search keywords". */
  field: string;
  /** SPEC §2: 'Type keywords'. */
  placeholder: string;
  /** SPEC §2: the 'Search' button. */
  submit: string;
  /** Announced while the next results page loads. */
  loading: string;
  /** Shown when the visitor submits a blank field. */
  empty: string;
}

/**
 * The search form on `/search/{term}` (SPEC §2, §5 "Search submits only for non-empty keywords").
 * A path segment cannot come from a plain GET form, so submitting navigates with the router to
 * `/search/{encodeURIComponent(keywords.trim())}` (components/search-modal/search-path.ts) inside
 * a transition — the button is disabled while the results load. Blank text does not navigate; a
 * hint is shown and the field keeps focus. Remount with `key={term}` to reset it per search.
 * @param labels translated texts
 * @param initialKeywords the current search, prefilled
 */
export function SearchBox({ labels, initialKeywords }: { labels: SearchBoxLabels; initialKeywords: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [keywords, setKeywords] = useState(initialKeywords);
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(keywords);
    if (!path) {
      setEmptyError(true);
      inputRef.current?.focus();
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
      <div className={styles.formRow}>
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
