// Whether the onboarding to the real account is showing. Any call the server refuses with
// COMPLIANCE_REQUIRED (a real-account order before onboarding) opens it, so the order ticket, the
// robots and the rest need not know about it; the customer closes it.
import { createSlice, isRejectedWithValue } from '@reduxjs/toolkit';
import { COMPLIANCE_REQUIRED } from '../../../contract/compliance';

export interface OnboardingState {
  open: boolean;
}

const initialState: OnboardingState = { open: false };

function isComplianceRefusal(payload: unknown): boolean {
  return Boolean(
    payload && typeof payload === 'object' && (payload as { code?: unknown }).code === COMPLIANCE_REQUIRED,
  );
}

const onboardingSlice = createSlice({
  name: 'compliance',
  initialState,
  reducers: {
    onboardingRequested: (state) => {
      state.open = true;
    },
    onboardingClosed: (state) => {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => isRejectedWithValue(action) && isComplianceRefusal(action.payload),
      (state) => {
        state.open = true;
      },
    );
  },
});

export const { onboardingRequested, onboardingClosed } = onboardingSlice.actions;
export const onboardingReducer = onboardingSlice.reducer;

export const selectOnboardingOpen = (state: { compliance: OnboardingState }): boolean =>
  state.compliance.open;
