// The price alerts' public entry: the form the order ticket shows, and the chime the signed-in
// shell mounts. The /alerts page is reached through the route table, not from here.
export { AlertChimePlayer } from './components/alert-chime-player';
export { AlertForm } from './components/alert-form';
