import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // PixiJS alone is about 510 kB minified (145 kB gzip); the default limit would warn on every build.
  build: { chunkSizeWarningLimit: 900 },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // Whole random games run in some tests; on a loaded 2-core machine they pass 5 s. A timeout
    // only guards against a hang: speed is measured by npm run bench, never asserted here.
    testTimeout: 60_000,
    // Speed is measured here, never asserted in tests: npx vitest bench --run bench/lineOfSight.bench.ts
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
