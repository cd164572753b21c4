import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeTradersApi, makeComment, tradersState } from './test/trader-fakes';

const texts = tr.traders;
let fake: FakeApi;
afterEach(() => fake.restore());

async function openComments() {
  const user = userEvent.setup();
  renderApp({ route: '/trader/t1', preloadedState: tradersState() });
  await user.click(await screen.findByRole('tab', { name: texts.tabs.comments }, SCREEN_WAIT));
  return user;
}

const pageOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeComment(from + i));

describe('Yorumlar tab', () => {
  it("shows 'Henüz Bir Yorum Yok.' when there are none, and no 'Daha Fazla Yükle'", async () => {
    fake = fakeTradersApi();
    await openComments();
    expect(await screen.findByText('Henüz Bir Yorum Yok.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha Fazla Yükle' })).not.toBeInTheDocument();
  });

  it("shows user name, stars and text, and 'Daha Fazla Yükle' while the page is below totalPages", async () => {
    fake = fakeTradersApi({ comments: [pageOf(1, 10), pageOf(11, 2)] });
    const user = await openComments();
    const first = await screen.findByTestId('comment-c1');
    expect(first).toHaveTextContent('Müşteri 1');
    expect(first).toHaveTextContent('Yorum 1');
    expect(within(first).getByRole('img', { name: texts.comments.starsLabel(2) })).toHaveTextContent('★★');
    expect(screen.queryByTestId('comment-c11')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daha Fazla Yükle' }));
    expect(await screen.findByTestId('comment-c12')).toBeInTheDocument();
    expect(screen.getByTestId('comment-c1')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Daha Fazla Yükle' })).not.toBeInTheDocument(),
    );
    expect(fake.callsTo('GET /api/traders/comments/t1').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('sends stars as a number and the comment, and shows it', async () => {
    fake = fakeTradersApi();
    const user = await openComments();
    await screen.findByText('Henüz Bir Yorum Yok.');
    await user.click(screen.getByRole('radio', { name: texts.comments.starOption(4) }));
    await user.type(screen.getByRole('textbox', { name: texts.comments.text }), '  Çok istikrarlı.  ');
    await user.click(screen.getByRole('button', { name: texts.comments.send }));
    expect(await screen.findByText(texts.comments.sent)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/traders/comments/t1').map((call) => call.body)).toEqual([
      { star: 4, comment: 'Çok istikrarlı.' },
    ]);
    expect(await screen.findByText('Çok istikrarlı.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: texts.comments.text })).toHaveValue('');
  });

  it('refuses no stars, an empty comment and one over 500 characters, and sends nothing', async () => {
    fake = fakeTradersApi();
    const user = await openComments();
    await screen.findByText('Henüz Bir Yorum Yok.');
    const send = screen.getByRole('button', { name: texts.comments.send });
    const text = screen.getByRole('textbox', { name: texts.comments.text });
    await user.type(text, '   ');
    await user.click(send);
    expect(await screen.findByText(texts.comments.starRequired)).toBeInTheDocument();
    expect(screen.getByText(texts.comments.textRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: texts.comments.starOption(5) }));
    await user.clear(text);
    await user.click(text);
    await user.paste('a'.repeat(501));
    await user.click(send);
    expect(await screen.findByText(texts.comments.textTooLong(500))).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST /api/traders/comments/t1')).toHaveLength(0);
  });
});
