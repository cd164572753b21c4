// The one RTK Query api of the app. Features inject their endpoints with `api.injectEndpoints`
// in their own `api/` files; never persist this slice (STYLE.md).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Profile',
    'Symbols',
    'OpenOrders',
    'WaitingOrders',
    'ClosedOrders',
    'Order',
    'Traders',
    'Robots',
    'Accounts',
    'Transactions',
    'SavedBanks',
    'MoneyInfo',
    'Verification',
    'Notifications',
    'Sessions',
    'TwoFactor',
    'Avatar',
    'IdentityChange',
    'Watchlists',
    'Alerts',
  ],
  endpoints: () => ({}),
});
