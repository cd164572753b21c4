// The broker's own books as a server part: the trial balance and the client money per day, read
// by the back office. The postings themselves are written by the ledger (accounts-repository.ts),
// so this part only reads; it needs nothing but the database and the clock.
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import { BOOKS_REFUSALS } from './books-refusals';
import { booksRoutes } from './books-routes';
import { BooksService } from './books-service';

export const BOOKS = partRef<BooksService>('books');

export const booksPart: PartDefinition<BooksService> = {
  ref: BOOKS,
  roles: ['gateway'],
  needs: [],
  build(context) {
    const books = new BooksService({ db: context.db, clock: context.clock });
    return { services: books, operatorRoutes: booksRoutes(books), refusals: BOOKS_REFUSALS };
  },
};
