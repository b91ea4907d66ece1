export default async function globalTeardown(): Promise<void> {
  // Called once per API project: the first call stops the server.
  const server = globalThis.__TEST_PG__;
  globalThis.__TEST_PG__ = undefined;
  await server?.stop();
}
