// A domain service's methods as commands (robots, copy trading, the price alerts): a gateway
// registers the domain's own routes over a stand-in whose every method is a request to the
// shard's leader (`<family>.<method>`), and the leader runs the same method of its real service.
// The routes, their validation and their answers are the one process's code on both sides, and a
// refusal crosses as the codec carries it (command-codec.ts), so status, code and Turkish text are
// those of one process. Each method names the account whose shard decides it; calls for no
// account (a user's alerts, the broker's switches) go to shard 0's leader, which also runs the
// price alerts' evaluation, so an alert is created, moved, deleted and fired in one place.
import type { CommandClient } from './command-client';
import type { CommandHandlers } from './command-responder';

/** The account among a call's arguments whose shard decides it, or null for shard 0. */
export type AccountOf = (args: readonly unknown[]) => string | null;

/** The methods a family sends, each with the way to find its account. */
export type MethodRoutes<Service> = { readonly [Method in keyof Service]?: AccountOf };

/** The account is the call's argument at `index`. */
export const accountAt =
  (index: number): AccountOf =>
  (args) => {
    const value = args[index];
    if (typeof value !== 'string') throw new Error(`the account argument ${index} must be text`);
    return value;
  };

/** No account: shard 0's leader decides. */
export const shardZero: AccountOf = () => null;

/**
 * A call's arguments as they travel: JSON turns an absent (`undefined`) argument into null, and a
 * method's defaults apply only to `undefined`, so the absent positions travel by index.
 */
export interface PackedArgs {
  values: unknown[];
  absent: number[];
}

export function packArgs(args: readonly unknown[]): [PackedArgs] {
  const absent: number[] = [];
  args.forEach((value, index) => {
    if (value === undefined) absent.push(index);
  });
  return [{ values: args.map((value) => (value === undefined ? null : value)), absent }];
}

export function unpackArgs(args: readonly unknown[]): unknown[] {
  const packed = args[0] as Partial<PackedArgs> | null | undefined;
  if (!packed || !Array.isArray(packed.values) || !Array.isArray(packed.absent)) {
    throw new Error('a method command needs its packed arguments');
  }
  const values = [...packed.values];
  for (const index of packed.absent) values[index] = undefined;
  return values;
}

export function commandName(family: string, method: string): string {
  return `${family}.${method}`;
}

type Method = (...args: unknown[]) => unknown;

/** On a gateway: an object whose routed methods run on the leader. */
export function remoteMethods<Service>(
  client: CommandClient,
  family: string,
  routes: MethodRoutes<Service>,
): Service {
  const stand: Record<string, Method> = {};
  for (const [method, accountOf] of Object.entries(routes) as [string, AccountOf][]) {
    stand[method] = (...args: unknown[]) =>
      client.call(accountOf(args), commandName(family, method), packArgs(args));
  }
  return stand as Service;
}

/** On the leader: the handlers running each routed method of the real service. */
export function methodHandlers<Service>(
  family: string,
  service: Service,
  routes: MethodRoutes<Service>,
): CommandHandlers {
  const handlers: Record<string, (args: unknown[]) => Promise<unknown>> = {};
  for (const method of Object.keys(routes)) {
    const run = (service as Record<string, Method>)[method];
    if (typeof run !== 'function') throw new Error(`${family} has no method ${method}`);
    handlers[commandName(family, method)] = async (args) => run.apply(service, unpackArgs(args));
  }
  return handlers;
}
