import type { Notification } from '../../../contract/entities';
import { mergeFeed } from './notifications-selectors';

const note = (id: string, read = false): Notification => ({
  id,
  title: id,
  text: '',
  read,
  date: '2026-11-22T10:00:00Z',
});
const page = (items: Notification[], unread: number) => ({ items, currentPage: 1, totalPages: 1, unread });

describe('the notifications feed', () => {
  it('puts live ones not yet loaded first and counts them on top of the server’s unread', () => {
    const feed = mergeFeed([note('3'), note('2')], [page([note('2'), note('1', true)], 1)]);
    expect(feed.items.map((item) => item.id)).toEqual(['3', '2', '1']);
    expect(feed.unread).toBe(2);
  });

  it('shows a loaded one read once it was marked read live, before the reload lands', () => {
    const feed = mergeFeed([note('2', true)], [page([note('2'), note('1')], 2)]);
    expect(feed.items.find((item) => item.id === '2')?.read).toBe(true);
    expect(feed.unread).toBe(1);
  });

  it('lists each id once across pages, and only live ones before the first page loads', () => {
    expect(mergeFeed([], [page([note('2')], 1), page([note('2'), note('1')], 1)]).items).toHaveLength(2);
    expect(mergeFeed([note('5')], undefined)).toEqual({ items: [note('5')], unread: 1 });
  });
});
