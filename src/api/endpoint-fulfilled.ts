// Matches an endpoint's fulfilled action by the endpoint's name alone. A slice kept in the store
// from the first page (persisted under SPEC.md's keys) must not import its feature's endpoints to
// match them: that would put every endpoint definition of the feature into the sign-in page's
// JavaScript. RTK Query names the endpoint in `meta.arg.endpointName` of every action it dispatches.
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from './api-slice';

export interface EndpointFulfilledAction<Result, Arg = unknown> extends UnknownAction {
  payload: Result;
  meta: { arg: { endpointName: string; originalArgs: Arg } };
}

/** A type guard for the fulfilled query or mutation of one of `endpointNames`. */
export function endpointFulfilled<Result, Arg = unknown>(...endpointNames: string[]) {
  const prefix = `${api.reducerPath}/`;
  return (action: UnknownAction): action is EndpointFulfilledAction<Result, Arg> => {
    if (!action.type.startsWith(prefix) || !action.type.endsWith('/fulfilled')) return false;
    const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
    const name = meta?.arg?.endpointName;
    return typeof name === 'string' && endpointNames.includes(name);
  };
}
