// The two accounts the demo seed creates and main.ts prints at start, in a module of their own so
// the entry point prints them without loading the seed's modules.
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234!';
export const OPERATOR_EMAIL = 'operator@example.com';
export const OPERATOR_PASSWORD = 'Operator1234!';
