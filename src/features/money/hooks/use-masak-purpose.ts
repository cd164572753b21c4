// MASAK's purpose on the money forms (issue 21): the field stays hidden until the server refuses a
// deposit or withdrawal with PURPOSE_REQUIRED (the day's total reached the threshold); then it
// appears under the amount with the server's message, and the next send carries what the customer
// wrote. A blank purpose is caught here, before anything is sent.
import { useCallback, useState } from 'react';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr-signed-in';

export const PURPOSE_REQUIRED = 'PURPOSE_REQUIRED';
/** As the server's schema allows (wallet-schemas.ts). */
export const PURPOSE_LENGTH_MAX = 200;

export interface MasakPurpose {
  /** True once the server has asked for a purpose. */
  asked: boolean;
  value: string;
  error: string | undefined;
  setValue(text: string): void;
  /** The purpose to send; `false` when it is asked and blank or too long (the error shows). */
  toSend(): string | undefined | false;
  /** Reads a refusal: PURPOSE_REQUIRED shows the field with the server's message. */
  noteRefusal(error: ApiError | undefined): void;
  /** After a request went through: the next one starts without the field. */
  clear(): void;
}

export function useMasakPurpose(): MasakPurpose {
  const [asked, setAsked] = useState(false);
  const [value, setValueState] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const setValue = useCallback((text: string) => {
    setValueState(text);
    setError(undefined);
  }, []);

  const toSend = (): string | undefined | false => {
    if (!asked) return undefined;
    const trimmed = value.trim();
    if (!trimmed) {
      setError(tr.money.purpose.required);
      return false;
    }
    if (trimmed.length > PURPOSE_LENGTH_MAX) {
      setError(tr.money.purpose.tooLong(PURPOSE_LENGTH_MAX));
      return false;
    }
    return trimmed;
  };

  const noteRefusal = useCallback((refusal: ApiError | undefined) => {
    if (refusal?.code !== PURPOSE_REQUIRED) return;
    setAsked(true);
    setError(refusal.message);
  }, []);

  const clear = useCallback(() => {
    setAsked(false);
    setValueState('');
    setError(undefined);
  }, []);

  return { asked, value, error, setValue, toSend, noteRefusal, clear };
}
