// The smallest app a test of one signed-in person needs: the core parts and one registered user,
// built once before the file's tests and closed after them. The test keeps both in its own
// variables through `use`, so its body reads as before.
import { buildTestApp, type TestApp } from './build-test-app';
import { registerAndLogin, type TestUser } from './register-and-login';

export function signedInAppForFile(use: (app: TestApp, user: TestUser) => void): void {
  let app: TestApp | null = null;
  beforeAll(async () => {
    app = await buildTestApp();
    use(app, await registerAndLogin(app.app));
  });
  afterAll(() => app?.close());
}
