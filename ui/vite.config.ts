import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const api = process.env['FORGE_API'] ?? 'http://localhost:3000';

/** `npm run dev`: hot reload here, with the API and its sockets proxied to the running server. */
export default defineConfig({
  plugins: [react()],
  // The shared contracts are TypeScript source to the bundler, like the app's own code.
  resolve: { alias: { '@forge/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/socket.io': { target: api, ws: true, changeOrigin: false },
      // The built-in media host: video uploads and playback.
      '/media': { target: api, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: true, reportCompressedSize: true, chunkSizeWarningLimit: 600 },
});
