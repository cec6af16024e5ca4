import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { FRONTEND_VERSION } from './src/version.ts';
import { radixPostcssPlugins } from './scripts/vite/radixCss.ts';
import { radixIconsPerIcon } from './scripts/vite/radixIcons.ts';
import { loginChunkGroups } from './scripts/vite/loginChunks.ts';
import { radixThemeWithoutTooltipProvider } from './scripts/vite/radixThemeTooltips.ts';

const LOGIN_AREA = 'src/features/login/LoginArea.tsx';
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
  plugins: [
    radixIconsPerIcon(),
    radixThemeWithoutTooltipProvider(),
    react(),
    frontendVersionFile(),
    // Every text file gets .br and .gz twins; the server sends them as they are (plugins/spa.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|mjs|json|svg|txt)$/, logLevel: 'silent' }),
  ],
  css: { postcss: { plugins: radixPostcssPlugins() } },
  // `npm run dev:client` proxies API calls to a server started with `npm run dev`.
  server: { port: 5173, proxy: { '/api': api, '/graphql': api, '/frontend-version.txt': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The page-weight test (tests/unit/pageWeight.test.ts) reads which files each page loads from it.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // The login page in a handful of files rather than 46 (scripts/vite/loginChunks.ts, decision 0055).
    // The login area is an entry of its own, so that what it imports counts as needed at start (boot);
    // the app still loads it lazily, as LoginArea-<hash>.js.
    rolldownOptions: {
      input: { index: 'index.html', LoginArea: LOGIN_AREA },
      output: { codeSplitting: { groups: loginChunkGroups({ html: 'index.html', script: 'src/main.tsx' }, LOGIN_AREA) } },
    },
  },
});
