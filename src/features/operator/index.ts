// The operator feature's public entry: whether the signed-in person is an operator and where the
// back office lives, for the sidebar's link and the landing redirect. The back office's screens are
// reached only through the route table's lazy import of operator-route.tsx.
export { OPERATOR_HOME, selectIsOperator } from './operator-role';
