'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { readStoredFreeTestType } from '@/features/results/useStoredFreeTestType';
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
    // The zod-free read of the header's "Your result" link (features/results/useStoredFreeTestType.ts): a
    // prefill needs only the type, and the result page validates the whole record. Before, this
    // loaded the storage module and zod (74 KB) after every load of the page (issue 25).
    const code = readStoredFreeTestType()?.toLowerCase();
    if (!code || !types.some((type) => type.slug === code)) return;
    setMine((current) => {
      if (current) return current;
      setPrefilled(true);
      return code;
    });
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
