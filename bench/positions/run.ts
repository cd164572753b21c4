// Entry of the positions bench: `npx tsx bench/positions/run.ts` (CLOSED_TRADES=n to change the
// 5,000). This file has no JSX on purpose: a .tsx file gets React's JSX runtime imported ahead of
// everything else, which would load React before jsdom-globals has chosen the production build.
import './jsdom-globals';
import './closed-list-bench';
