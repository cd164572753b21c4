import {
  outcomeOfAnswer as answerOutcome,
  outcomeOfError as errorOutcome,
  toastOfOutcome,
  type MutationOutcome,
} from '../../../lib/mutation-outcome';
import { PLACE_ORDER_TOASTS } from './use-place-order';

// What the ticket shows for an outcome, and whether it then goes to the dashboard.
const payload = {
  symbol: 'EURUSD',
  type: 'Buy',
  amount: 0.01,
  marketLimit: null,
  stopLoss: null,
  takeProfit: null,
} as const;
const shown = (outcome: MutationOutcome) => ({
  ...toastOfOutcome(outcome, PLACE_ORDER_TOASTS, [payload]),
  goHome: outcome.kind === 'done',
});
const outcomeOfAnswer = (answer: { status: boolean; message: string }) =>
  shown(answerOutcome(answer, PLACE_ORDER_TOASTS));
const outcomeOfError = (error: unknown) => shown(errorOutcome(error, PLACE_ORDER_TOASTS));

describe('place order outcomes (SPEC.md section 8)', () => {
  test.each([
    [
      'success',
      outcomeOfAnswer({ status: true, message: 'ok' }),
      { variant: 'success', message: 'Başarıyla Tamamlandı.', durationMs: 3000, goHome: true },
    ],
    [
      'status false in a 200 answer',
      outcomeOfAnswer({ status: false, message: 'Piyasa kapalı.' }),
      { variant: 'error', message: 'Piyasa kapalı.', durationMs: 3000, goHome: false },
    ],
    [
      'status false without a message',
      outcomeOfAnswer({ status: false, message: '' }),
      { variant: 'error', message: 'Bir hata oluştu.', durationMs: 3000, goHome: false },
    ],
    [
      'HTTP 422 with the server message',
      outcomeOfError({ status: 422, message: 'Serbest teminat yetersiz.' }),
      { variant: 'error', message: 'Serbest teminat yetersiz.', durationMs: 3000, goHome: false },
    ],
    [
      'network failure',
      outcomeOfError({
        status: 'FETCH_ERROR',
        message: 'Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.',
      }),
      {
        variant: 'error',
        message: 'Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.',
        durationMs: 5000,
        goHome: false,
      },
    ],
    [
      'a thrown Error',
      outcomeOfError(new Error('boom')),
      { variant: 'error', message: 'boom', durationMs: 5000, goHome: false },
    ],
    [
      'something thrown without a message',
      outcomeOfError('???'),
      { variant: 'error', message: 'Bir hata oluştu.', durationMs: 5000, goHome: false },
    ],
  ])('%s', (_name, outcome, expected) => {
    expect(outcome).toEqual(expected);
  });
});
