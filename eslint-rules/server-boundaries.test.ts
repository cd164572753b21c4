// The server's import rules, run through ESLint's Linter with the config block eslint.config.mjs
// uses. Each case names a file (only its path matters) and one import, and says which rule fires.
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { serverBoundariesConfig } from './server-boundaries';

const ROOT = path.resolve(__dirname, '..');
const linter = new Linter({ cwd: ROOT });
const config: Linter.Config[] = [
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  serverBoundariesConfig,
];

function rulesFiring(file: string, code: string): (string | null)[] {
  return linter.verify(code, config, { filename: path.join(ROOT, file) }).map((message) => message.ruleId);
}

const ENGINE = 'server-boundaries/engine-pure';
const HTTP = 'server-boundaries/http-no-domain';
const APART = 'server-boundaries/server-and-spa-apart';
const OWN_TABLES = 'server-boundaries/own-tables';

describe('the engine imports no I/O, no Fastify and no SQL', () => {
  test.each([
    ['server/src/engine/risk-engine.ts', "import type { Database } from '../db/database';"],
    ['server/src/engine/risk-ticks.ts', "import { LiveHub } from '../live/live-hub';"],
    ['server/src/engine/risk-ticks.ts', "import { readFileSync } from 'node:fs';"],
    ['server/src/engine/risk-ticks.ts', "import Fastify from 'fastify';"],
    ['server/src/engine/deep/rule.ts', "import pg from 'pg';"],
  ])('%s: %s is refused', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([ENGINE]);
  });

  test.each([
    ['server/src/engine/risk-engine.ts', "import { applyTick } from './risk-ticks';"],
    ['server/src/engine/risk-engine.ts', "import type { Order } from '../../../contract/entities';"],
    ['server/src/engine/risk-engine.ts', "import type { Clock } from '../clock';"],
  ])('%s: %s is allowed', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});

describe('http/ imports no domain', () => {
  test.each([
    ['server/src/http/refusals.ts', "import { TRADING_REFUSALS } from '../trading/trading-refusals';"],
    ['server/src/http/auth.ts', "import { findUser } from '../users/users-repository';"],
    ['server/src/http/error-handler.ts', "export * from '../wallet/wallet-refusals';"],
  ])('%s: %s is refused', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([HTTP]);
  });

  test.each([
    ['server/src/http/auth.ts', "import { hashToken } from '../sessions/tokens';"],
    ['server/src/http/error-handler.ts', "import { DomainError } from '../domain/domain-error';"],
    ['server/src/http/envelope.ts', "import type { ApiFailure } from '../../../contract/envelope';"],
    ['server/src/trading/orders-routes.ts', "import { ok } from '../http/envelope';"],
  ])('%s: %s is allowed', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});

describe('the server and the SPA never import each other', () => {
  test.each([
    ['server/src/notifications/texts.ts', "import { tr } from '../../../src/i18n/tr';"],
    [
      'src/features/session/session-rules.ts',
      "import { PASSWORD_RULE } from '../../../server/src/users/password';",
    ],
  ])('%s: %s is refused', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([APART]);
  });

  test('both may import contract/', () => {
    expect(
      rulesFiring(
        'src/features/order/order-rules.ts',
        "import { marginOf } from '../../../contract/margin';",
      ),
    ).toEqual([]);
    expect(
      rulesFiring(
        'server/src/trading/order-view.ts',
        "import type { Order } from '../../../contract/entities';",
      ),
    ).toEqual([]);
  });
});

describe("copy trading names no other domain's table in SQL", () => {
  test.each([
    [
      'server/src/copy-trading/copy-service.ts',
      "db.query('SELECT name, surname FROM users WHERE id = $1', [id]);",
    ],
    [
      'server/src/copy-trading/copy-repository.ts',
      'tx.query(`UPDATE orders SET copy_id = $2 WHERE id = $1`, [id, copyId]);',
    ],
    [
      'server/src/copy-trading/moderation-repository.ts',
      'const SELECT = `SELECT t.id, u.name FROM trader_comments t JOIN users u ON u.id = t.user_id`;',
    ],
    [
      'server/src/copy-trading/deep/figures.ts',
      'db.query(`SELECT symbol FROM orders WHERE account_id = ${"$1"}`);',
    ],
  ])('%s: %s is refused', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([OWN_TABLES]);
  });

  test.each([
    [
      'server/src/copy-trading/copy-repository.ts',
      "db.query('SELECT copy_id FROM copy_links WHERE copy_id = $1');",
    ],
    ['server/src/copy-trading/copy-service.ts', "const note = 'copies orders from users';"],
    [
      'server/src/trading/copied-orders-repository.ts',
      "db.query('SELECT id FROM orders WHERE copy_id = $1');",
    ],
    ['server/src/users/users-repository.ts', "db.query('SELECT id FROM users WHERE id = $1');"],
    ['server/src/copy-trading/copy-repository.ts', "db.query('SELECT id FROM users_archive');"],
  ])('%s: %s is allowed', (file, code) => {
    expect(rulesFiring(file, code)).toEqual([]);
  });
});
