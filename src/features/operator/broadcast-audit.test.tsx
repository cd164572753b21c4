// The broadcast form (checked before sending, confirmed, then the recipient count) and the audit
// log (who, what, when and the fields that changed, a page at a time).
import { screen, waitFor, within } from '@testing-library/react';
import { tr } from '../../i18n/tr-signed-in';
import type { AuditRow } from '../../../contract/operator';
import { openBackOffice } from './test/open-back-office';
import { fakeOperatorApi, type OperatorFake } from './test/operator-fakes';

const texts = tr.operator;
// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);

let fake: OperatorFake;
afterEach(() => fake.restore());

describe('broadcast', () => {
  it('asks for a title and a text and refuses ones too long, before any call', async () => {
    fake = fakeOperatorApi();
    const user = await openBackOffice('/operator/broadcast');
    await user.click(await screen.findByRole('button', { name: texts.broadcast.submit }));
    expect(await screen.findByText(texts.broadcast.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(texts.broadcast.textRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.broadcast.title)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByLabelText(texts.broadcast.title));
    await user.paste('b'.repeat(81));
    await user.click(screen.getByLabelText(texts.broadcast.text));
    await user.paste('m'.repeat(1001));
    await user.click(screen.getByRole('button', { name: texts.broadcast.submit }));
    expect(await screen.findByText(texts.broadcast.titleTooLong(80))).toBeInTheDocument();
    expect(screen.getByText(texts.broadcast.textTooLong(1000))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/notifications/broadcast')).toHaveLength(0);
  });

  it('sends after the confirmation and shows how many customers received it', async () => {
    fake = fakeOperatorApi({ recipients: 1234 });
    const user = await openBackOffice('/operator/broadcast');
    await user.type(await screen.findByLabelText(texts.broadcast.title), '  Bakım duyurusu ');
    await user.click(screen.getByLabelText(texts.broadcast.text));
    await user.paste('Pazar 02:00-03:00 arası bakım yapılacaktır.');
    await user.click(screen.getByRole('button', { name: texts.broadcast.submit }));
    const dialog = screen.getByRole('dialog', { name: texts.broadcast.confirmTitle });
    expect(dialog).toHaveTextContent(texts.broadcast.confirmText('Bakım duyurusu'));
    expect(fake.callsTo('POST /api/operator/notifications/broadcast')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: texts.broadcast.confirm }));

    expect(await screen.findByText(texts.broadcast.result(1234))).toHaveAttribute('role', 'status');
    expect(screen.getByText(texts.broadcast.sent)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/notifications/broadcast')[0].body).toEqual({
      title: 'Bakım duyurusu',
      text: 'Pazar 02:00-03:00 arası bakım yapılacaktır.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(texts.broadcast.title)).toHaveValue('');
  });

  it('sends nothing when the confirmation is dismissed', async () => {
    fake = fakeOperatorApi();
    const user = await openBackOffice('/operator/broadcast');
    await user.type(await screen.findByLabelText(texts.broadcast.title), 'Başlık');
    await user.type(screen.getByLabelText(texts.broadcast.text), 'Metin');
    await user.click(screen.getByRole('button', { name: texts.broadcast.submit }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: texts.broadcast.cancel }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(texts.broadcast.title)).toHaveValue('Başlık');
    expect(fake.callsTo('POST /api/operator/notifications/broadcast')).toHaveLength(0);
  });
});

function auditRow(overrides: Partial<AuditRow>): AuditRow {
  return {
    id: 'a1',
    actorId: 'op1',
    actorRole: 'operator',
    action: 'trader.hide',
    subjectType: 'trader',
    subjectId: 'tr1',
    before: { hidden: false, hiddenReason: null },
    after: { hidden: true, hiddenReason: 'Yanıltıcı.' },
    createdAt: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

describe('audit log', () => {
  it('shows who did what, on what, when, and the changed fields, a page at a time', async () => {
    fake = fakeOperatorApi({
      audit: [
        auditRow({ id: 'a3', actorEmail: 'operator@example.com' }),
        auditRow({
          id: 'a2',
          actorId: null,
          actorRole: 'system',
          action: 'user.grant-role',
          subjectType: 'user',
          subjectId: 'u9',
          before: null,
          after: { role: 'operator' },
        }),
        auditRow({ id: 'a1', action: 'something.new', before: 'x', after: 'y' }),
      ],
    });
    const user = await openBackOffice('/operator/audit');
    const hide = await screen.findByTestId('audit-row-a3');
    expect(hide).toHaveTextContent(`operator@example.com (${texts.audit.roles.operator})`);
    expect(hide).toHaveTextContent(texts.audit.actions['trader.hide']);
    // No name from the server: the kind in Turkish and the id.
    expect(hide).toHaveTextContent('Trader: tr1');
    expect(hide).toHaveTextContent('22.11.2026');
    // Only the fields that changed, before → after.
    const changes = within(hide).getAllByRole('listitem');
    expect(changes.map((item) => item.textContent)).toEqual([
      'Gizli: Hayır → Evet',
      'Gizleme gerekçesi: Yanıltıcı.',
    ]);

    const grant = screen.getByTestId('audit-row-a2');
    expect(grant).toHaveTextContent(texts.audit.roles.system);
    // A field set where there was none shows only its new value.
    expect(within(grant).getByRole('listitem')).toHaveTextContent(/^Rol: Operatör$/);

    await user.click(screen.getByRole('button', { name: texts.pager.next }));
    const unknown = await screen.findByTestId('audit-row-a1');
    // An action the screen has no name for shows as the server wrote it.
    expect(unknown).toHaveTextContent('something.new');
    expect(unknown).toHaveTextContent('x → y');
    expect(fake.callsTo('GET /api/operator/audit').at(-1)?.query.toString()).toBe('page=2');
  });

  it('reads a money decision in Turkish: the request by name, the amount from cents, the status', async () => {
    fake = fakeOperatorApi({
      audit: [
        auditRow({
          id: 'm1',
          action: 'transaction.approve',
          subjectType: 'transaction',
          subjectId: '7f1c2a9e-5b7d-4c1e-9a51-0d3f2b8e6c4a',
          subjectName: 'KLD-ABC123 · Ayşe Kaya · Gerçek Hesap',
          before: { status: 'pending' },
          after: {
            status: 'approved',
            type: 'withdrawal',
            method: 'iban',
            amountCents: 250000,
            accountId: '0b6f3e1a-3c2d-4e5f-8a9b-1c2d3e4f5a6b',
            reference: 'KLD-ABC123',
          },
        }),
      ],
    });
    await openBackOffice('/operator/audit');
    const money = await screen.findByTestId('audit-row-m1');
    expect(money).toHaveTextContent('Para talebi: KLD-ABC123 · Ayşe Kaya · Gerçek Hesap');
    expect(
      within(money)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Durum: Beklemede → Onaylandı',
      'Tür: Çekim',
      'Yöntem: Banka Hesabı',
      'Tutar: 2500.00 USD',
      'Referans: KLD-ABC123',
    ]);
    // No raw field names, cents or ids.
    expect(money).not.toHaveTextContent(/amountCents|250000|accountId|7f1c2a9e|0b6f3e1a|pending/);
  });

  it('narrows the log to one kind of decision on the server, from the first page', async () => {
    fake = fakeOperatorApi({
      audit: [
        auditRow({ id: 'a3', action: 'robot.disable', subjectType: 'robot', subjectId: 'r1' }),
        auditRow({ id: 'a2', action: 'trader.hide' }),
        auditRow({ id: 'a1', action: 'robot.enable', subjectType: 'robot', subjectId: 'r1' }),
      ],
    });
    const user = await openBackOffice('/operator/audit');
    await screen.findByTestId('audit-row-a3');
    await user.click(screen.getByRole('button', { name: texts.pager.next }));
    await screen.findByTestId('audit-row-a1');
    await user.selectOptions(screen.getByLabelText(texts.audit.filterLabel), 'robot');
    expect(await screen.findByTestId('audit-row-a3')).toHaveTextContent(texts.audit.actions['robot.disable']);
    expect(await screen.findByTestId('audit-row-a1')).toHaveTextContent(texts.audit.actions['robot.enable']);
    expect(screen.queryByTestId('audit-row-a2')).not.toBeInTheDocument();
    expect(fake.callsTo('GET /api/operator/audit').at(-1)?.query.toString()).toBe('page=1&action=robot');
  });

  it('lists a decision taken in the back office', async () => {
    fake = fakeOperatorApi();
    const user = await openBackOffice('/operator/robots');
    await user.click(await screen.findByRole('switch', { name: texts.robots.switchLabel('Altın Dönüş') }));
    await screen.findByText(texts.robots.turnedOn('Altın Dönüş'));
    fake
      .audit()
      .unshift(auditRow({ id: 'a9', action: 'robot.enable', subjectType: 'robot', subjectId: 'gold' }));
    await user.click(screen.getByRole('link', { name: texts.sections.audit }));
    expect(await screen.findByTestId('audit-row-a9')).toHaveTextContent(texts.audit.actions['robot.enable']);
  });
});
