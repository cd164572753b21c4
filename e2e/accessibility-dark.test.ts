// Issue 14, item 21: every screen passes axe-core in the dark theme, at 375 and 1280 px
// (support/accessibility-sweep.ts says what is checked and how).
import { accessibilitySweep } from './support/accessibility-sweep';

accessibilitySweep(['dark']);
