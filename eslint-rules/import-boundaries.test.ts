// The import rules of docs/architecture.md, run through ESLint's Linter with the very config block
// eslint.config.mjs uses, so the file patterns that exempt tests are tested too. Each case names a
// file (it need not exist: only its path matters) and one import, and says which rule fires.
import path from 'node:path';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundariesConfig, plugin } from './import-boundaries';

const ROOT = path.resolve(__dirname, '..');
const linter = new Linter({ cwd: ROOT });
const config: Linter.Config[] = [
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  boundariesConfig,
];

/** The rule ids that fire for `code` in the file `file` (a path from the repository root). */
function rulesFiring(file: string, code: string): (string | null)[] {
  return linter.verify(code, config, { filename: path.join(ROOT, file) }).map((message) => message.ruleId);
}

const SHARED = 'boundaries/shared-imports-no-feature';
const ENTRY = 'boundaries/feature-public-entry';
const SERVER_TEXTS = 'boundaries/no-server-texts';
const CYCLE = 'boundaries/no-feature-cycle';

describe('shared code (lib, ui, api, socket) imports no feature and not the app', () => {
  test.each([
    ['src/lib/format.ts', "import { tr } from '../features/session/session-slice';"],
    ['src/ui/button.tsx', "import { useAppSelector } from '../app/hooks';"],
    ['src/api/base-query.ts', "import { sessionExpired } from '../features/session';"],
    ['src/socket/socket-middleware.ts', "import type { Quote } from '../features/market/market-slice';"],
    ['src/lib/deep/helper.ts', "export { x } from '../../features/order';"],
  ])('%s: %s is refused', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([SHARED]);
  });

  test.each([
    ['src/api/base-query.ts', "import { selectSessionToken } from './session';"],
    ['src/socket/socket-middleware.ts', "import { api } from '../api/api-slice';"],
    ['src/ui/modal.tsx', "import { useScrollLock } from '../lib/use-scroll-lock';"],
    ['src/lib/format.ts', "import { useState } from 'react';"],
  ])('%s: %s is accepted', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});

describe('a feature reaches another only through its index.ts', () => {
  test.each([
    ['src/features/order/order-ticket.tsx', "import { selectQuote } from '../market/market-selectors';"],
    [
      'src/features/order/components/ticket-form.tsx',
      "import { MarginPanel } from '../../margin/components/margin-panel';",
    ],
    ['src/features/chart/components/embed.tsx', "import type { ThemeMode } from '../../settings/ui-slice';"],
    [
      'src/features/dashboard/dashboard-page.tsx',
      "const Chart = import('../chart/components/symbol-chart');",
    ],
    ['src/features/layout/index.ts', "export { useLogout } from '../session/use-logout';"],
  ])('%s: %s is refused', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([ENTRY]);
  });

  test.each([
    ['src/features/order/order-ticket.tsx', "import { selectQuote } from '../market';"],
    ['src/features/order/order-ticket.tsx', "import { selectQuote } from '../market/index';"],
    ['src/features/dashboard/dashboard-page.tsx', "const Ticket = import('../order');"],
    ['src/features/order/order-ticket.tsx', "import { TicketForm } from './components/ticket-form';"],
    [
      'src/features/order/components/ticket-form.tsx',
      "import { useReveal } from '../../order/hooks/use-reveal';",
    ],
    ['src/features/order/order-ticket.tsx', "import { useAppSelector } from '../../app/hooks';"],
    ['src/features/order/order-ticket.tsx', "import { formatMoney } from '../../lib/format-number';"],
  ])('%s: %s is accepted', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});

describe('the app composes: it may import anything', () => {
  test.each([
    ['src/app/store.ts', "import { userTokenReducer } from '../features/session/session-slice';"],
    ['src/app/routes.tsx', "const Page = import('../features/order/order-page');"],
  ])('%s: %s is accepted', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});

describe('tests and shared test helpers are exempt', () => {
  test.each([
    ['src/features/order/order-ticket.test.tsx', "import { marketReducer } from '../market/market-slice';"],
    ['src/lib/format.test.ts', "import { signedIn } from '../features/session/session-slice';"],
    ['src/test/render-app.tsx', "import { SessionWatcher } from '../features/session/session-watcher';"],
    [
      'src/features/order/testing/ticket-fixtures.tsx',
      "import { makeSymbol } from '../../market/test/make-symbol';",
    ],
    [
      'src/features/positions/test/make-order.ts',
      "import { selectQuote } from '../../market/market-selectors';",
    ],
  ])('%s: %s is accepted', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});

// The cycle rule reads which feature imports which from the tree itself, so these cases lean on
// imports the tree has for good: the order ticket reads market quotes, order reads settings, the
// dashboard composes the order ticket, the layout shows the session's profile.
describe('features import each other without cycles', () => {
  const cycleRule = plugin.rules!['no-feature-cycle'];
  const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  const at = (file: string) => path.join(ROOT, file);
  ruleTester.run('no-feature-cycle', cycleRule, {
    valid: [
      {
        filename: at('src/features/order/order-ticket.tsx'),
        code: "import { selectQuote } from '../market';",
      },
      { filename: at('src/features/trade/trade-page.tsx'), code: "const Ticket = import('../order');" },
      {
        filename: at('src/features/dashboard/dashboard-page.tsx'),
        code: "import { PositionsWidget } from '../positions';",
      },
      {
        filename: at('src/features/market/market-selectors.ts'),
        code: "import { formatPrice } from '../../lib/format-number';",
      },
    ],
    invalid: [
      {
        filename: at('src/features/market/market-page.tsx'),
        code: "import { OrderTicket } from '../order';",
        errors: [
          { messageId: 'cycle', data: { from: 'market', other: 'order', cycle: 'market → order → market' } },
        ],
      },
      {
        filename: at('src/features/market/components/ticket-slot.tsx'),
        code: "const Ticket = import('../../order');",
        errors: [{ messageId: 'cycle' }],
      },
      {
        filename: at('src/features/settings/components/home-link.tsx'),
        code: "export { default } from '../../dashboard/dashboard-page';",
        errors: [{ messageId: 'cycle' }],
      },
      {
        filename: at('src/features/session/session-menu.tsx'),
        code: "import type { NavItem } from '../layout/nav-items';",
        errors: [
          {
            messageId: 'cycle',
            data: { from: 'session', other: 'layout', cycle: 'session → layout → session' },
          },
        ],
      },
    ],
  });

  it('is on in the config eslint.config.mjs uses, so npm run lint fails on a cycle', () => {
    expect(
      rulesFiring('src/features/market/market-page.tsx', "import { OrderTicket } from '../order';"),
    ).toEqual([CYCLE]);
    expect(
      rulesFiring('src/features/market/market-page.test.tsx', "import { OrderTicket } from '../order';"),
    ).toEqual([]);
  });
});

describe('only tests import the server texts catalogue', () => {
  test.each([
    ['src/features/order/order-ticket.tsx', "import { SERVER_TEXTS } from '../../../contract/server-texts';"],
    ['src/i18n/tr.ts', "export { SERVER_TEXTS } from '../../contract/server-texts';"],
    ['src/app/app.tsx', "import { SERVER_TEXTS } from '../../contract/server-texts.ts';"],
  ])('%s: %s is refused', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([SERVER_TEXTS]);
  });

  test.each([
    [
      'src/features/order/order-ticket-place.test.tsx',
      "import { SERVER_TEXTS } from '../../../contract/server-texts';",
    ],
    ['src/test/fake-api.ts', "import { SERVER_TEXTS } from '../../contract/server-texts';"],
    [
      'src/features/order/order-ticket.tsx',
      "import type { OrderPayload } from '../../../contract/entities';",
    ],
  ])('%s: %s is accepted', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});

it('tells the developer where to import from instead', () => {
  const [message] = linter.verify("import { selectQuote } from '../market/market-selectors';", config, {
    filename: path.join(ROOT, 'src/features/order/order-ticket.tsx'),
  });
  expect(message.message).toBe(
    "The feature 'order' imports 'src/features/market/market-selectors', an internal file of the feature " +
      "'market'. Import it from 'src/features/market' (its index.ts) instead, and export it there if it is " +
      'meant for others.',
  );
});
