// Notifications are stored off the request's path, a moment after the event: tests read the bell
// the way a client does and wait (bounded) until the expected rows are there.
import type { FastifyInstance } from 'fastify';
import type { Notification } from '../../../contract/entities';
import { bearer } from '../helpers/register-and-login';

const WAIT_MS_MAX = 5_000;
const POLL_MS = 10;

export interface BellPage {
  data: Notification[];
  currentPage: number;
  totalPages: number;
  unread: number;
}

export async function bell(app: FastifyInstance, token: string, page = 1): Promise<BellPage> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/notifications?page=${page}`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/notifications: ${response.statusCode} ${response.body}`);
  return response.json() as BellPage;
}

/** The first page once the bell holds at least `count` notifications (newest first). */
export async function waitForBell(app: FastifyInstance, token: string, count: number): Promise<BellPage> {
  const deadline = Date.now() + WAIT_MS_MAX;
  for (;;) {
    const page = await bell(app, token);
    const total = page.totalPages <= 1 ? page.data.length : Number.POSITIVE_INFINITY;
    if (total >= count) return page;
    if (Date.now() > deadline) throw new Error(`bell has ${page.data.length}, wanted ${count}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
