// Local display settings (SPEC.md section 3): theme, default dark; font scale, default 1.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

export interface UiState {
  theme: ThemeMode;
  scale: number;
}

export const initialUiState: UiState = { theme: 'dark', scale: 1 };

/** Bounds on the font scale, so a stored value cannot make the layout unusable. */
export const SCALE_MIN = 0.75;
export const SCALE_MAX = 1.5;

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    themeToggled: (state) => {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    themeChosen: (state, action: PayloadAction<ThemeMode>) => {
      state.theme = action.payload;
    },
    scaleChosen: (state, action: PayloadAction<number>) => {
      const scale = action.payload;
      if (Number.isFinite(scale)) state.scale = Math.min(SCALE_MAX, Math.max(SCALE_MIN, scale));
    },
  },
});

export const { themeToggled, themeChosen, scaleChosen } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
