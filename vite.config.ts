import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { FRONTEND_VERSION } from './src/version.ts';

const api = `http://localhost:${process.env.PORT ?? 8080}`;

/** Writes dist/frontend-version.txt from the one version constant; open tabs poll it for updates. */
function frontendVersionFile(): Plugin {
  return {
    name: 'siteline-frontend-version',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'frontend-version.txt', source: `${FRONTEND_VERSION}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), frontendVersionFile()],
  // `npm run dev:client` proxies API calls to a server started with `npm run dev`.
  server: { port: 5173, proxy: { '/api': api, '/graphql': api, '/frontend-version.txt': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
  },
});
