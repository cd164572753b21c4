import { outcomeOfError, outcomeOfResult, toastOfOutcome, type OutcomeToasts } from './mutation-outcome';

const closeToasts: OutcomeToasts<[string]> = { success: 'Pozisyon Kapatıldı.' };
const cancelToasts: OutcomeToasts<[string]> = {
  success: 'İptal Edildi',
  refusedAs: 'warning',
  failedAs: 'warning',
  failedText: 'Bir Hata Oluştu',
};

describe('mutation outcomes (SPEC.md section 8)', () => {
  test.each([
    [
      'a yes',
      { data: { status: true, message: 'ok' } },
      { kind: 'done', message: 'ok', data: { status: true, message: 'ok' } },
    ],
    [
      'status false',
      { data: { status: false, message: 'Piyasa kapalı.' } },
      { kind: 'refused', message: 'Piyasa kapalı.' },
    ],
    [
      'status false without a message',
      { data: { status: false } },
      { kind: 'refused', message: 'Bir Hata Oluştu, Daha Sonra Deneyiniz.' },
    ],
    [
      'an HTTP 422',
      { error: { status: 422, message: 'Serbest teminat yetersiz.' } },
      { kind: 'refused', message: 'Serbest teminat yetersiz.' },
    ],
    [
      'no answer',
      { error: { status: 'FETCH_ERROR', message: 'Sistem Hatası!' } },
      { kind: 'failed', message: 'Sistem Hatası!' },
    ],
    [
      'a thrown error, serialized',
      { error: { name: 'Error', message: 'boom' } },
      { kind: 'failed', message: 'boom' },
    ],
    ['an error without a message', { error: {} }, { kind: 'failed', message: 'Bir hata oluştu.' }],
  ])('%s', (_name, result, expected) => {
    expect(outcomeOfResult(result)).toEqual(expected);
  });

  it('uses the texts a call gives when a refusal or a failure has no message', () => {
    const defaults = { refusedDefault: 'Reddedildi', failedDefault: 'Olmadı' };
    expect(outcomeOfResult({ data: { status: false, message: '' } }, defaults)).toEqual({
      kind: 'refused',
      message: 'Reddedildi',
    });
    expect(outcomeOfError('???', defaults)).toEqual({ kind: 'failed', message: 'Olmadı' });
  });

  it('shows success 3 s, a refusal as an error 3 s and a failure as an exception 5 s by default', () => {
    expect(toastOfOutcome({ kind: 'done', data: null }, closeToasts, ['1'])).toEqual({
      variant: 'success',
      message: 'Pozisyon Kapatıldı.',
      durationMs: 3000,
    });
    expect(toastOfOutcome({ kind: 'refused', message: 'Kapalı' }, closeToasts, ['1'])).toEqual({
      variant: 'error',
      message: 'Kapalı',
      durationMs: 3000,
    });
    expect(toastOfOutcome({ kind: 'failed', message: 'boom' }, closeToasts, ['1'])).toEqual({
      variant: 'error',
      message: 'boom',
      durationMs: 5000,
    });
  });

  it('shows warnings and a fixed failure text when a call asks for them', () => {
    expect(toastOfOutcome({ kind: 'refused', message: 'Kapalı' }, cancelToasts, ['1'])).toEqual({
      variant: 'warning',
      message: 'Kapalı',
      durationMs: 3000,
    });
    expect(toastOfOutcome({ kind: 'failed', message: 'boom' }, cancelToasts, ['1'])).toEqual({
      variant: 'warning',
      message: 'Bir Hata Oluştu',
      durationMs: 3000,
    });
  });

  it('builds the success text from the call arguments', () => {
    const toasts: OutcomeToasts<[string, number]> = { success: (_id, lots) => `${lots} Lot Kapatıldı.` };
    expect(toastOfOutcome({ kind: 'done', data: null }, toasts, ['1', 0.5]).message).toBe(
      '0.5 Lot Kapatıldı.',
    );
  });
});
