// The operator fake's moderation routes: hiding and showing traders, removing comments and
// switching catalogue robots on and off, each refused the way the server refuses it.
import type { FakeApi } from '../../../test/fake-api';
import { ok, refusal } from '../../../test/money-fakes';
import { paged, reasonIn, recordAudit, REFUSALS, type OperatorLists } from './operator-fake-rules';

function traderRoutes(fake: FakeApi, lists: OperatorLists): void {
  for (const { id } of lists.traders) {
    fake.on(`POST /api/operator/traders/${id}/hide`, (call) => {
      const row = lists.traders.find((item) => item.id === id);
      if (!row) return refusal(404, 'Bulunamadı.');
      if (row.hidden) return refusal(409, 'Trader zaten gizli.');
      const reason = reasonIn(call);
      if (!reason) return refusal(400, REFUSALS.reason);
      lists.traders = lists.traders.map((item) =>
        item.id === id ? { ...item, hidden: true, hiddenReason: reason } : item,
      );
      recordAudit(
        lists.audit,
        'trader.hide',
        { type: 'trader', id },
        { hidden: false },
        { hidden: true, reason },
      );
      return ok(null);
    });
    fake.on(`POST /api/operator/traders/${id}/show`, () => {
      const row = lists.traders.find((item) => item.id === id);
      if (!row?.hidden) return refusal(409, 'Trader zaten yayında.');
      lists.traders = lists.traders.map((item) =>
        item.id === id ? { ...item, hidden: false, hiddenReason: null } : item,
      );
      return ok(null);
    });
    fake.on(`GET /api/operator/traders/${id}/comments`, (call) => paged(lists.comments, call));
  }
}

function commentRoutes(fake: FakeApi, lists: OperatorLists): void {
  for (const comment of lists.comments) {
    const id = comment._id ?? '';
    fake.on(`POST /api/operator/traders/comments/${id}/remove`, (call) => {
      const row = lists.comments.find((item) => item._id === id);
      if (!row || row.removed) return refusal(409, 'Yorum zaten kaldırılmış.');
      const reason = reasonIn(call);
      if (!reason) return refusal(400, REFUSALS.reason);
      lists.comments = lists.comments.map((item) =>
        item._id === id ? { ...item, removed: true, removedReason: reason } : item,
      );
      return ok(null);
    });
  }
}

function robotRoutes(fake: FakeApi, lists: OperatorLists): void {
  for (const { robotId } of lists.robots) {
    fake.on(`PUT /api/operator/robots/${robotId}`, (call) => {
      const enabled = (call.body as { enabled?: unknown } | undefined)?.enabled;
      if (typeof enabled !== 'boolean') return refusal(400, 'Geçersiz istek.');
      lists.robots = lists.robots.map((item) => (item.robotId === robotId ? { ...item, enabled } : item));
      return ok(lists.robots.find((item) => item.robotId === robotId));
    });
  }
}

/** Installs the moderation routes over the lists the fake shares with its other routes. */
export function moderationRoutes(fake: FakeApi, lists: OperatorLists): void {
  traderRoutes(fake, lists);
  commentRoutes(fake, lists);
  robotRoutes(fake, lists);
}
