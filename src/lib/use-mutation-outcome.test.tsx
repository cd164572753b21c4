import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { useMutationOutcome } from './use-mutation-outcome';

const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;

describe('useMutationOutcome', () => {
  it('sends once while a call is in flight and reports busy until it ends', async () => {
    let answer: (value: { data: { status: boolean } }) => void = () => undefined;
    const mutate = jest.fn(
      (_id: string) =>
        new Promise<{ data: { status: boolean } }>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useMutationOutcome(mutate, { success: 'Tamam' }), { wrapper });

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current[0]('1');
      second = result.current[0]('1');
    });
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(result.current[1]).toBe(true);
    await expect(second).resolves.toBeUndefined();

    await act(async () => answer({ data: { status: true } }));
    await expect(first).resolves.toEqual({ kind: 'done', data: { status: true } });
    expect(result.current[1]).toBe(false);
  });

  it('turns a thrown error into a failure and lets the next call through', async () => {
    const mutate = jest.fn(async () => {
      throw new Error('boom');
    });
    const { result } = renderHook(() => useMutationOutcome(mutate, { success: 'Tamam' }), { wrapper });
    await act(async () => {
      await expect(result.current[0]()).resolves.toEqual({ kind: 'failed', message: 'boom' });
    });
    await act(async () => {
      await result.current[0]();
    });
    expect(mutate).toHaveBeenCalledTimes(2);
  });
});
