// Trader moderation and the robot catalogue: hide a trader only with a reason and put it back,
// remove a comment only with a reason (removed ones stay listed, marked), switch a robot off and on.
import { screen, waitFor, within } from '@testing-library/react';
import { tr } from '../../i18n/tr-signed-in';
import { openBackOffice } from './test/open-back-office';
import { fakeOperatorApi, type OperatorFake } from './test/operator-fakes';

const texts = tr.operator;
// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);

let fake: OperatorFake;
afterEach(() => fake.restore());

describe('traders', () => {
  it('hides a trader only with a reason, then shows it hidden with that reason', async () => {
    fake = fakeOperatorApi();
    const user = await openBackOffice('/operator/traders');
    const row = await screen.findByTestId('trader-row-tr1');
    expect(row).toHaveTextContent(texts.traders.visible);
    expect(row).toHaveTextContent(texts.traders.followers(12));
    await user.click(within(row).getByRole('button', { name: texts.traders.hideLabel('Kemal Trader') }));
    const dialog = screen.getByRole('dialog', { name: texts.traders.hideTitle('Kemal Trader') });
    expect(dialog).toHaveTextContent(texts.traders.hideHint);
    await user.click(within(dialog).getByRole('button', { name: texts.traders.hideConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.reason.required);
    expect(fake.callsTo('POST /api/operator/traders/tr1/hide')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(texts.reason.label), 'Yanıltıcı getiri iddiası.');
    await user.click(within(dialog).getByRole('button', { name: texts.traders.hideConfirm }));
    expect(await screen.findByText(texts.traders.hiddenDone('Kemal Trader'))).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/traders/tr1/hide')[0].body).toEqual({
      reason: 'Yanıltıcı getiri iddiası.',
    });
    await waitFor(() => expect(screen.getByTestId('trader-row-tr1')).toHaveTextContent(texts.traders.hidden));
    expect(screen.getByTestId('trader-row-tr1')).toHaveTextContent('Yanıltıcı getiri iddiası.');
    expect(
      within(screen.getByTestId('trader-row-tr1')).getByRole('button', {
        name: texts.traders.showLabel('Kemal Trader'),
      }),
    ).toBeInTheDocument();
  });

  it('puts a hidden trader back and searches by name', async () => {
    fake = fakeOperatorApi();
    const user = await openBackOffice('/operator/traders');
    const row = await screen.findByTestId('trader-row-tr2');
    await user.click(within(row).getByRole('button', { name: texts.traders.showLabel('Gizli Trader') }));
    expect(await screen.findByText(texts.traders.shownDone('Gizli Trader'))).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/traders/tr2/show')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('trader-row-tr2')).toHaveTextContent(texts.traders.visible),
    );

    await user.type(screen.getByRole('searchbox', { name: texts.traders.searchLabel }), 'kemal{Enter}');
    await waitFor(() => expect(screen.queryByTestId('trader-row-tr2')).not.toBeInTheDocument());
    expect(fake.callsTo('GET /api/operator/traders').at(-1)?.query.get('search')).toBe('kemal');
  });

  it("lists a trader's comments, removed ones marked, and removes one only with a reason", async () => {
    fake = fakeOperatorApi();
    const user = await openBackOffice('/operator/traders');
    const row = await screen.findByTestId('trader-row-tr1');
    await user.click(within(row).getByRole('button', { name: texts.traders.comments }));
    const comments = await screen.findByRole('region', { name: texts.traders.commentsLabel('Kemal Trader') });
    const removedBefore = await within(comments).findByTestId('comment-cm2');
    expect(removedBefore).toHaveTextContent(texts.traders.removed);
    expect(removedBefore).toHaveTextContent(texts.traders.removedReason('Tekrar.'));
    expect(within(removedBefore).queryByRole('button')).not.toBeInTheDocument();

    const comment = within(comments).getByTestId('comment-cm1');
    expect(comment).toHaveTextContent('Reklam içerikli yorum.');
    await user.click(within(comment).getByRole('button', { name: texts.traders.removeLabel('Ali V.') }));
    const dialog = screen.getByRole('dialog', { name: texts.traders.removeTitle('Ali V.') });
    await user.click(within(dialog).getByRole('button', { name: texts.traders.remove }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.reason.required);
    await user.type(within(dialog).getByLabelText(texts.reason.label), 'Reklam.');
    await user.click(within(dialog).getByRole('button', { name: texts.traders.remove }));
    expect(await screen.findByText(texts.traders.removedDone)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/traders/comments/cm1/remove')[0].body).toEqual({
      reason: 'Reklam.',
    });
    await waitFor(() =>
      expect(screen.getByTestId('comment-cm1')).toHaveTextContent(texts.traders.removedReason('Reklam.')),
    );
    expect(within(screen.getByTestId('comment-cm1')).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('robots', () => {
  it('switches a robot off and on, and the switch follows the server', async () => {
    fake = fakeOperatorApi();
    const user = await openBackOffice('/operator/robots');
    const on = await screen.findByRole('switch', { name: texts.robots.switchLabel('BTC Trend Takipçisi') });
    expect(on).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('catalogue-robot-btc-trend')).toHaveTextContent(texts.robots.subscribers(5, 4));
    expect(screen.getByRole('switch', { name: texts.robots.switchLabel('Altın Dönüş') })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await user.click(on);
    expect(await screen.findByText(texts.robots.turnedOff('BTC Trend Takipçisi'))).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/operator/robots/btc-trend')[0].body).toEqual({ enabled: false });
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: texts.robots.switchLabel('BTC Trend Takipçisi') }),
      ).toHaveAttribute('aria-checked', 'false'),
    );

    await user.click(screen.getByRole('switch', { name: texts.robots.switchLabel('Altın Dönüş') }));
    expect(await screen.findByText(texts.robots.turnedOn('Altın Dönüş'))).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/operator/robots/gold')[0].body).toEqual({ enabled: true });
  });
});
