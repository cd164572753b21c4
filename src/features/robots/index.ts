// The robots feature's public entry. The robots pages are reached through the route table; the
// mark on a robot's trades lives with the positions (positions/components/order-marks.tsx), since
// the order carries the robot's name.
export {};
