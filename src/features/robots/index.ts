// The robots feature's public entry: the mark the positions lists put on a robot's trades. The
// robots pages are reached through the route table, not from here.
export { RobotMark } from './components/robot-mark';
