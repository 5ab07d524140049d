'use client';

import { type FormEvent, useState } from 'react';
import { failureOf, type Failure } from './failure';
import { isValid, type Problems, serverFieldMessages } from './form-rules';
import type { AccountTexts } from './types';
import { focusFirst } from './ui';

/** How one submission of an account form goes (see {@link useAccountForm}). */
export interface Submission<F extends string> {
  /** The form's own problems (form-rules.ts `validate…`); any problem stops the submission. */
  problems: Problems<F>;
  /** The call(s) to make; throws on failure (ApiRequestError or the sign-in helpers' errors). */
  send: () => Promise<void>;
  /** After success: 'idle' clears the busy state; 'busy' keeps it (sign-in/sign-up leave /login). */
  after: 'idle' | 'busy';
  /** Fields whose server messages (`errors.{field}`) show under them; default none. */
  serverFields?: readonly F[];
  /** Move focus to the first field with a server message; default false. */
  focusServerFields?: boolean;
}

/**
 * The state every account form keeps — its problems, the server's field messages, the failure
 * and the busy flag — and the one submission order they share: no double submit → the form's
 * problems (focus the first) → busy → send → the failure in plain words (SPEC §8).
 * @param prefix field id prefix: field `email` of prefix `signin` is `#signin-email`
 * @param order the fields in form order (focus goes to the first with a problem)
 * @param texts the account texts (`validation` names each problem)
 */
export function useAccountForm<F extends string>(prefix: string, order: readonly F[], texts: AccountTexts) {
  const [problems, setProblems] = useState<Problems<F>>({});
  const [serverMessages, setServerMessages] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>, submission: Submission<F>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setProblems(submission.problems);
    if (submission.serverFields) setServerMessages({});
    if (!isValid(submission.problems)) {
      focusFirst(prefix, order, submission.problems);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await submission.send();
      if (submission.after === 'idle') setPending(false);
    } catch (error) {
      const failed = failureOf(error);
      setFailure(failed);
      const fields = serverFieldMessages(failed.errors, submission.serverFields ?? []);
      if (submission.serverFields) setServerMessages(fields);
      setPending(false);
      if (submission.focusServerFields) focusFirst(prefix, order, fields);
    }
  }

  /** A field's message: the server's, else its own problem in words, else null. */
  const message = (field: F): string | null => serverMessages[field] ?? (problems[field] ? texts.validation[problems[field]] : null);

  return { submit, message, failure, pending };
}
