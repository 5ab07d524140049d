'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { pickedPairSlug, type PickerType } from './picker-pair';

export type { PickerType };

/** The picker's class names (CompatibilityIndexView.module.css), from the server: no class map ships (issue 25). */
export interface PickerClasses {
  picker: string;
  pickerTitle: string;
  pickerLead: string;
  pickerForm: string;
  pickerField: string;
  pickerAnd: string;
  pickerNote: string;
}

/** The picker's texts (library.json `compatibility.picker`). */
export interface PickerLabels {
  title: string;
  lead: string;
  mine: string;
  theirs: string;
  choose: string;
  submit: string;
  prefilled: string;
}

/** The type of the visitor's stored free-test result (lower-case code), or '' when there is none or it is invalid. */
async function storedType(): Promise<string> {
  // Loaded on demand after the first paint: the storage module (and its zod record contract) stays
  // out of the page's first-load JavaScript (e2e/first-load-budget.spec.ts).
  const { FREE_TEST_NAME, readTestResult } = await import('@/features/results/storage');
  const record = readTestResult(FREE_TEST_NAME, { local: window.localStorage, session: window.sessionStorage });
  const type = (record?.result as { type?: unknown } | null | undefined)?.type;
  const code = typeof type === 'string' ? type.trim().toLowerCase() : '';
  return /^[ei][sn][tf][jp]$/.test(code) ? code : '';
}

/**
 * "Check a pairing" on `/compatibility`: two labelled native selects (my type, their type) and a
 * submit button that opens the canonical pair page (`/compatibility/{a}-and-{b}`, either order).
 * "My type" is prefilled from the visitor's stored free-test result (browser storage, read after
 * mount) unless the visitor already chose one. Both selects are required (native validation).
 * @param types the 16 types in catalogue order
 * @param pairsPath the compatibility section (ROUTES.compatibility; a pair page is `{pairsPath}/{slug}`,
 *   as lib/routes `compatibilityPath`), passed in so the route table stays out of the first load (issue 25)
 */
export function CompatibilityPicker({
  types,
  labels,
  pairsPath,
  classes: styles,
}: {
  types: readonly PickerType[];
  labels: PickerLabels;
  pairsPath: string;
  classes: PickerClasses;
}) {
  const router = useRouter();
  const id = useId();
  const [mine, setMine] = useState('');
  const [theirs, setTheirs] = useState('');
  const [prefilled, setPrefilled] = useState(false);

  useEffect(() => {
    let active = true;
    storedType()
      .then((code) => {
        if (!active || !code || !types.some((type) => type.slug === code)) return;
        setMine((current) => {
          if (current) return current;
          setPrefilled(true);
          return code;
        });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [types]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slug = pickedPairSlug(types, mine, theirs);
    if (slug) router.push(`${pairsPath}/${slug}`);
  }

  const select = (key: 'mine' | 'theirs', value: string, onChange: (value: string) => void) => (
    <div className={styles.pickerField}>
      <label htmlFor={`${id}-${key}`}>{labels[key]}</label>
      <select
        id={`${id}-${key}`}
        name={key}
        required
        value={value}
        onChange={(event) => {
          if (key === 'mine') setPrefilled(false);
          onChange(event.target.value);
        }}
        aria-describedby={key === 'mine' && prefilled ? `${id}-prefilled` : undefined}
      >
        <option value="">{labels.choose}</option>
        {types.map((type) => (
          <option key={type.slug} value={type.slug}>
            {type.code} · {type.title}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className={`card ${styles.picker}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.pickerTitle}>
        {labels.title}
      </h2>
      <p className={styles.pickerLead}>{labels.lead}</p>
      <form className={styles.pickerForm} onSubmit={submit}>
        {select('mine', mine, setMine)}
        <span className={styles.pickerAnd} aria-hidden="true">
          &amp;
        </span>
        {select('theirs', theirs, setTheirs)}
        <button type="submit" className="button">
          {labels.submit}
        </button>
      </form>
      {prefilled ? (
        <p id={`${id}-prefilled`} className={styles.pickerNote}>
          {labels.prefilled}
        </p>
      ) : null}
    </section>
  );
}
