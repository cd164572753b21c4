// Sets up the demo customer's orders through the real REST API before the browser looks at them:
// the order ticket has its own browser test, so here placing is plumbing, not what is tested.
import assert from 'node:assert/strict';
import type { Order, OrderPayload } from '../contract/entities';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/src/demo/demo-seed';

interface Answer<T> {
  status: boolean;
  message?: string;
  data?: T;
}

export class DemoClient {
  private constructor(
    private readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async signIn(baseUrl: string): Promise<DemoClient> {
    const response = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as Answer<{ token: string }>;
    assert.ok(body.data?.token, `login failed: ${body.message}`);
    return new DemoClient(baseUrl, body.data.token);
  }

  private async call<T>(method: string, url: string, body?: unknown): Promise<Answer<T>> {
    const response = await fetch(`${this.baseUrl}/api${url}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Answer<T>;
  }

  async place(payload: Partial<OrderPayload> & Pick<OrderPayload, 'symbol' | 'amount'>): Promise<Order> {
    const answer = await this.call<Order>('POST', '/orders', {
      type: 'Buy',
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
      ...payload,
    });
    assert.ok(answer.status && answer.data, `placing failed: ${answer.message}`);
    return answer.data;
  }

  async close(id: string): Promise<void> {
    const answer = await this.call('PUT', '/orders/close', { id });
    assert.ok(answer.status, `closing failed: ${answer.message}`);
  }

  async openOrders(): Promise<Order[]> {
    return (await this.call<Order[]>('GET', '/orders?page=1')).data ?? [];
  }
}
