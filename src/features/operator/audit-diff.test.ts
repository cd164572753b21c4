import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that differ, with both values as compact JSON', () => {
    expect(
      auditChanges(
        { hidden: false, name: 'Kemal', tags: ['a'], reason: null },
        { hidden: true, name: 'Kemal', tags: ['a', 'b'], reason: 'Yanıltıcı.' },
      ),
    ).toEqual([
      { field: 'hidden', before: 'false', after: 'true' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
      { field: 'reason', before: '', after: 'Yanıltıcı.' },
    ]);
  });

  it('reads a missing before or after as no fields (a created or removed subject)', () => {
    expect(auditChanges(null, { role: 'operator' })).toEqual([
      { field: 'role', before: '', after: 'operator' },
    ]);
    expect(auditChanges({ enabled: true }, undefined)).toEqual([
      { field: 'enabled', before: 'true', after: '' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('shows plain values whole, on one line without a field name', () => {
    expect(auditChanges('pending', 'approved')).toEqual([
      { field: '', before: 'pending', after: 'approved' },
    ]);
    expect(auditChanges([1], { a: 1 })).toEqual([{ field: '', before: '[1]', after: '{"a":1}' }]);
  });
});
