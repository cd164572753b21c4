// Network fakes for the three lists: each answers by the ?page= it is asked for, from pages given
// per list, and records what was asked.
import { configure } from '@testing-library/react';
import type { Order } from '../../../../contract/entities';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { pageBody } from './make-order';

// The machine running the suites is shared and busy; screens that wait on several fake calls get
// more than the default second before a findBy gives up.
configure({ asyncUtilTimeout: 4000 });

export const LIST_ROUTES = {
  open: 'GET /api/orders',
  waiting: 'GET /api/orders/open',
  closed: 'GET /api/orders/transaction',
} as const;

export type ListPages = Partial<Record<keyof typeof LIST_ROUTES, Order[][]>>;

/** Lists not given answer one empty page. */
export function fakeLists(lists: ListPages, fake: FakeApi = installFakeApi()): FakeApi {
  for (const kind of Object.keys(LIST_ROUTES) as (keyof typeof LIST_ROUTES)[]) {
    const pages = lists[kind] ?? [[]];
    fake.on(LIST_ROUTES[kind], (call) => {
      const page = Number(call.query.get('page') ?? '1');
      return { body: pageBody(pages[page - 1] ?? [], page, pages.length) };
    });
  }
  return fake;
}

/** The page numbers a list was asked for, in order. */
export const pagesAsked = (fake: FakeApi, route: string): number[] =>
  fake.callsTo(route).map((call) => Number(call.query.get('page')));
