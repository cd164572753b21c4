// The identity feature's public entry: the avatar the sidebar and the account modal show.
export { ProfileAvatar } from './components/profile-avatar';
