// The price alerts' public entry: the form the order ticket shows, the chime the signed-in shell
// mounts, and the list the chart draws its alert lines from. The /alerts page is reached through the route table, not from here.
export { AlertChimePlayer } from './components/alert-chime-player';
export { AlertForm } from './components/alert-form';
export { useGetAlertsQuery, useMoveAlertMutation } from './api/alerts-api';
