'use client';
/**
 * The local checkout's card form (issue 23 "Checkout a phone can type"). Server-rendered as a plain
 * `<form method="post">` that works without JavaScript; once hydrated it:
 * - formats as the user types (lib/card-input.ts): the number in groups of four, the expiry as
 *   "MM / YY" from digits alone ("1230" → "12 / 30": a phone's numeric keypad has no "/"), the CVC
 *   digits only; the caret stays after the digit it was after;
 * - checks the fields before sending (`cardProblems`) and puts each problem next to its field
 *   (`aria-invalid`, `aria-describedby`), with a summary in the alert region, focus on the first
 *   wrong field and its text selected, so the next keystroke replaces it; nothing typed is cleared
 *   (WCAG 2.2 SC 3.3.1 Error Identification, SC 3.3.7 Redundant Entry);
 * - sends the payment with `fetch` (same form encoding and target as the plain form) so a refusal
 *   (declined, insufficient funds, …) also comes back next to its field with every field kept;
 *   success follows the call's redirect to the success page.
 * Every string arrives as a prop (billing.json via LocalCheckoutView).
 */
import Link from 'next/link';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  CARD_FIELDS,
  caretAfterDigits,
  cardProblems,
  digitsOf,
  fieldOfCode,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  normalizedCard,
  type CardField,
} from '@/lib/card-input';
import { FormMessages, TextField } from '@/features/account-screens/ui';
import formStyles from '@/features/account-screens/AccountForms.module.css';
import styles from './Billing.module.css';

/** The texts of the form (billing.json `checkout`). */
export interface CardFormTexts {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  pay: string;
  paying: string;
  cancel: string;
  errorTitle: string;
  /** Shown when the payment call cannot be reached; nothing typed is lost. */
  unavailable: string;
  /** The message of each problem code (lib/card-input.ts codes and the provider's refusals). */
  messages: Readonly<Record<string, string>>;
}

/** A problem shown on one field. */
export interface FieldProblem {
  field: CardField;
  message: string;
}

/** useSyncExternalStore's subscribe for a value that never changes after hydration. */
const noSubscription = () => () => {};

const ID: Readonly<Record<CardField, string>> = { number: 'card-number', expiry: 'card-expiry', cvc: 'card-cvc' };

/** Focuses a field and selects its text (the next keystroke replaces what was wrong; nothing is cleared). */
function focusAndSelect(field: CardField): void {
  const input = document.getElementById(ID[field]);
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}

/**
 * @param sessionId the checkout session (hidden field `session`)
 * @param action the payment call (`POST /api/billing/local/pay`)
 * @param cancelHref where "Cancel" goes
 * @param initialProblem a refusal brought back by the plain form's redirect (`?error={code}`), if any
 */
export function CardForm({
  sessionId,
  action,
  cancelHref,
  texts,
  initialProblem,
}: {
  sessionId: string;
  action: string;
  cancelHref: string;
  texts: CardFormTexts;
  initialProblem: FieldProblem | null;
}) {
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>(
    initialProblem ? { [initialProblem.field]: initialProblem.message } : {},
  );
  const [alert, setAlert] = useState<{ title: string; detail: string | null } | null>(
    initialProblem ? { title: texts.errorTitle, detail: initialProblem.message } : null,
  );
  const [pending, setPending] = useState(false);
  // Native constraint bubbles only without JavaScript; once hydrated, errors sit next to their fields.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const focusAfterRender = useRef<CardField | null>(null);
  useEffect(() => {
    if (focusAfterRender.current) focusAndSelect(focusAfterRender.current);
    focusAfterRender.current = null;
  });

  /** Reformats a card field as it changes and keeps the caret after the same digit. */
  const onCardField = (field: CardField, format: (raw: string, previous: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const next = format(raw, values[field]);
    if (next !== raw) {
      input.value = next;
      const at = caret >= raw.length ? next.length : caretAfterDigits(next, digitsOf(raw.slice(0, caret)).length);
      if (document.activeElement === input) input.setSelectionRange(at, at);
    }
    setValues((current) => ({ ...current, [field]: next }));
    if (errors[field]) {
      const rest = { ...errors };
      delete rest[field];
      setErrors(rest);
      if (Object.keys(rest).length === 0) setAlert(null);
    }
  };

  /** Shows problems next to their fields and focuses the first; every value stays as typed. */
  const show = (problems: Partial<Record<CardField, string>>, detail: string | null) => {
    setErrors(problems);
    setAlert({ title: texts.errorTitle, detail });
    focusAfterRender.current = CARD_FIELDS.find((field) => problems[field]) ?? null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const codes = cardProblems(values, new Date());
    const problems: Partial<Record<CardField, string>> = {};
    for (const field of CARD_FIELDS) {
      const code = codes[field];
      if (code) problems[field] = texts.messages[code] ?? code;
    }
    const first = CARD_FIELDS.find((field) => problems[field]);
    if (first) {
      show(problems, problems[first] ?? null);
      return;
    }
    setPending(true);
    try {
      const card = normalizedCard(values);
      const response = await fetch(action, {
        method: 'POST',
        body: new URLSearchParams({ session: sessionId, number: card.number, expiry: card.expiry, cvc: card.cvc, name: values.name }),
        credentials: 'same-origin',
      });
      const landed = new URL(response.url || window.location.href);
      const code = landed.pathname === window.location.pathname ? landed.searchParams.get('error') : null;
      if (code) {
        const message = texts.messages[code] ?? texts.errorTitle;
        show({ [fieldOfCode(code)]: message }, message);
        setPending(false);
        return;
      }
      if (!response.ok) throw new Error(`payment call answered ${response.status}`);
      window.location.assign(landed.href);
    } catch {
      setAlert({ title: texts.errorTitle, detail: texts.unavailable });
      setPending(false);
    }
  };

  return (
    <form
      className={formStyles.form}
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={pending || undefined}
    >
      <input type="hidden" name="session" value={sessionId} />
      <FormMessages error={alert?.title ?? null} detail={alert?.detail ?? null} />
      <TextField
        id={ID.number}
        name="number"
        label={texts.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        autoCorrect="off"
        spellCheck={false}
        required
        minLength={13}
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        autoFocus={!initialProblem || initialProblem.field === 'number'}
        value={values.number}
        onChange={onCardField('number', formatCardNumber)}
        error={errors.number}
      />
      <div className={styles.row}>
        <TextField
          id={ID.expiry}
          name="expiry"
          label={texts.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          autoCorrect="off"
          spellCheck={false}
          required
          placeholder="MM / YY"
          maxLength={9}
          autoFocus={initialProblem?.field === 'expiry'}
          value={values.expiry}
          onChange={onCardField('expiry', formatExpiry)}
          error={errors.expiry}
        />
        <TextField
          id={ID.cvc}
          name="cvc"
          label={texts.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          autoCorrect="off"
          spellCheck={false}
          required
          minLength={3}
          maxLength={4}
          placeholder="123"
          autoFocus={initialProblem?.field === 'cvc'}
          value={values.cvc}
          onChange={onCardField('cvc', (raw) => formatCvc(raw))}
          error={errors.cvc}
        />
      </div>
      <TextField
        id="card-name"
        name="name"
        label={texts.name}
        autoComplete="cc-name"
        maxLength={100}
        value={values.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
      />
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${formStyles.submit}`} disabled={pending}>
          {pending ? texts.paying : texts.pay}
        </button>
        <Link href={cancelHref}>{texts.cancel}</Link>
      </div>
    </form>
  );
}
