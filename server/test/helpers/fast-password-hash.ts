// Set up before every server test file: argon2id with the smallest cost, because registering and
// signing in people is most server tests' setup, and production's cost (19 MB, two passes) is
// about 19 ms of CPU a hash or a check, well over a thousand of them in a run of the server
// tests. Hashes stay real argon2id from the same library, and verify() reads the cost from each
// hash. server/test/users/password-cost.test.ts takes the library as it is and holds production's.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  const TEST_COST = { memoryCost: 1024, timeCost: 1 };
  return {
    ...actual,
    hash: (password: string | Uint8Array, options?: import('@node-rs/argon2').Options | null) =>
      actual.hash(password, { ...TEST_COST, ...options }),
  };
});
