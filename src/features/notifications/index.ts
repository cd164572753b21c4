// The notifications' public entry: the bell both headers show.
export { NotificationsButton } from './components/notifications-button';
export { NotificationsPanel } from './components/notifications-panel';
