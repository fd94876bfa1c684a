/**
 * `npm start` / `npm run serve`: the prerendered site and the lead service in one
 * process, on http://localhost:8080 (PORT to change). Stops gracefully on SIGTERM/SIGINT.
 */
import { applyBuildManifest } from './config/build-manifest';
import { parseServerEnv } from './config/server-env';

async function main() {
  const env = parseServerEnv();
  // Before any module reads the settings: the pages' values, not this shell's.
  const manifest = applyBuildManifest(env.DIST_DIR);
  if (manifest) console.log(`Site settings from the build of ${manifest.builtAt}`);
  // Loaded only now: site-config and the business profile read the settings on import.
  const { buildServer } = await import('./app');
  const { createApiService } = await import('./api-service');
  const app = await buildServer(env, (logger) => createApiService(env, logger));
  await app.listen({ port: env.PORT, host: env.HOST });
  const shownHost = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  // The port listened on: PORT=0 (tests, benchmarks) picks a free one.
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : env.PORT;
  console.log(`Site and lead service ready at http://${shownHost}:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
