// A screen that ends at /sign-in (password reset, sign-up without a token) hands its success
// message over in the history state; the sign-in screen shows it above the form.
export interface SignInNotice {
  notice: string;
}

export const signInNotice = (notice: string): SignInNotice => ({ notice });

export function noticeOf(state: unknown): string | null {
  if (state && typeof state === 'object' && 'notice' in state) {
    const { notice } = state as { notice: unknown };
    if (typeof notice === 'string' && notice) return notice;
  }
  return null;
}
