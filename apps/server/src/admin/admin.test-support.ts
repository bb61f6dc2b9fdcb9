// What tests give the operator commands: the test app's database and its outbox (the same
// Mailer the server uses, so a test can kick it and read the mail folder), a fixed public URL.
import type { TestApp } from '../test/test-app.ts';
import { SandboxGateway } from '../gateways/payment/sandbox/sandbox-gateway.ts';
import { localFileStore } from '../gateways/files/file-store.ts';
import type { AdminContext } from './admin.ts';

export const TEST_PUBLIC_URL = 'https://shop.example.in';

export function adminContextOf(t: TestApp, now: () => Date = () => new Date()): AdminContext {
  const gateway = new SandboxGateway(t.db, 'pk');
  const files = localFileStore(t.filesDir);
  // The test config's (floor) hash cost, so a command's password checks like the app's.
  const cost = { memoryKib: 19_456, iterations: 2 };
  return { db: t.db, mailer: t.app.mailer, publicUrl: TEST_PUBLIC_URL, now, gateway, files, cost };
}
