export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __ugEmbedded?: { stop: () => Promise<void> } }).__ugEmbedded;
  if (server) await server.stop();
}
