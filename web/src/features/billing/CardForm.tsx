'use client';
/**
 * The local checkout's card form (issue 23 "Checkout a phone can type"): a plain POST form that
 * works without JavaScript; once hydrated it formats as typed, checks before sending and shows each
 * problem next to its field.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */
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

/** Reformats an input to `next` as it changes and keeps the caret after the same digit it was after. */
function reformatInPlace(input: HTMLInputElement, raw: string, next: string): void {
  const caret = input.selectionStart ?? raw.length;
  input.value = next;
  const at = caret >= raw.length ? next.length : caretAfterDigits(next, digitsOf(raw.slice(0, caret)).length);
  if (document.activeElement === input) input.setSelectionRange(at, at);
}

/** The message of each field's problem (lib/card-input.ts `cardProblems`), by field; empty when the card reads as valid. */
function problemsOf(values: CardValues, messages: CardFormTexts['messages']): Partial<Record<CardField, string>> {
  const codes = cardProblems(values, new Date());
  const problems: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const code = codes[field];
    if (code) problems[field] = messages[code] ?? code;
  }
  return problems;
}

/**
 * Sends the payment the way the plain form would (same encoding and target).
 * @returns `{ refused: code }` when the call redirected back to this page with `?error={code}`,
 *   else `{ next: url }` to follow
 * @throws Error when the call cannot be reached or answers an error status
 */
async function sendPayment(action: string, sessionId: string, values: CardValues): Promise<{ refused: string } | { next: string }> {
  const card = normalizedCard(values);
  const response = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams({ session: sessionId, number: card.number, expiry: card.expiry, cvc: card.cvc, name: values.name }),
    credentials: 'same-origin',
  });
  const landed = new URL(response.url || window.location.href);
  const code = landed.pathname === window.location.pathname ? landed.searchParams.get('error') : null;
  if (code) return { refused: code };
  if (!response.ok) throw new Error(`payment call answered ${response.status}`);
  return { next: landed.href };
}

type CardValues = { number: string; expiry: string; cvc: string; name: string };

/**
 * The number, expiry and CVC fields, each formatted as typed by `onCardField`.
 * @param initialField the field a refusal brought back names (focused first), or null (the number is)
 */
function CardFields({
  values,
  errors,
  texts,
  initialField,
  onCardField,
}: {
  values: CardValues;
  errors: Partial<Record<CardField, string>>;
  texts: CardFormTexts;
  initialField: CardField | null;
  onCardField: (field: CardField, format: (raw: string, previous: string) => string) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
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
        autoFocus={initialField === null || initialField === 'number'}
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
          autoFocus={initialField === 'expiry'}
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
          autoFocus={initialField === 'cvc'}
          value={values.cvc}
          onChange={onCardField('cvc', (raw) => formatCvc(raw))}
          error={errors.cvc}
        />
      </div>
    </>
  );
}

/** False on the server and in the first client render, true once hydrated. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Returns `focusLater(field)`: focuses and selects that field after the next render (null: none). */
function useFocusAfterRender(): (field: CardField | null) => void {
  const focusAfterRender = useRef<CardField | null>(null);
  useEffect(() => {
    if (focusAfterRender.current) focusAndSelect(focusAfterRender.current);
    focusAfterRender.current = null;
  });
  return (field) => {
    focusAfterRender.current = field;
  };
}

/**
 * The problems shown: one message per field and the alert above the form, starting from a refusal
 * the plain form's redirect brought back. `show` puts problems next to their fields and focuses the
 * first (every value stays as typed); `clear(field)` drops a field's problem as it is edited.
 */
function useCardProblems(initialProblem: FieldProblem | null, errorTitle: string) {
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>(
    initialProblem ? { [initialProblem.field]: initialProblem.message } : {},
  );
  const [alert, setAlert] = useState<{ title: string; detail: string | null } | null>(
    initialProblem ? { title: errorTitle, detail: initialProblem.message } : null,
  );
  const focusLater = useFocusAfterRender();
  const show = (problems: Partial<Record<CardField, string>>, detail: string | null) => {
    setErrors(problems);
    setAlert({ title: errorTitle, detail });
    focusLater(CARD_FIELDS.find((field) => problems[field]) ?? null);
  };
  const clear = (field: CardField) => {
    if (!errors[field]) return;
    const rest = { ...errors };
    delete rest[field];
    setErrors(rest);
    if (Object.keys(rest).length === 0) setAlert(null);
  };
  return { errors, alert, setAlert, show, clear };
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
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '', name: '' });
  const { errors, alert, setAlert, show, clear } = useCardProblems(initialProblem, texts.errorTitle);
  const [pending, setPending] = useState(false);
  // Native constraint bubbles only without JavaScript; once hydrated, errors sit next to their fields.
  const hydrated = useHydrated();

  /** Reformats a card field as it changes and keeps the caret after the same digit. */
  const onCardField = (field: CardField, format: (raw: string, previous: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = format(raw, values[field]);
    if (next !== raw) reformatInPlace(event.target, raw, next);
    setValues((current) => ({ ...current, [field]: next }));
    clear(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problems = problemsOf(values, texts.messages);
    const first = CARD_FIELDS.find((field) => problems[field]);
    if (first) {
      show(problems, problems[first] ?? null);
      return;
    }
    setPending(true);
    try {
      const outcome = await sendPayment(action, sessionId, values);
      if ('refused' in outcome) {
        const message = texts.messages[outcome.refused] ?? texts.errorTitle;
        show({ [fieldOfCode(outcome.refused)]: message }, message);
        setPending(false);
        return;
      }
      window.location.assign(outcome.next);
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
      <CardFields values={values} errors={errors} texts={texts} initialField={initialProblem?.field ?? null} onCardField={onCardField} />
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
        <a href={cancelHref}>{texts.cancel}</a>
      </div>
    </form>
  );
}
