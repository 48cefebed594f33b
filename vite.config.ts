import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // The server's renderer of public pages (src/web/entry-server.tsx), imported by plugins/static-web.ts.
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        target: 'node20',
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        // No modulepreload polyfill in every page's entry (about 240 bytes gzip): a browser without native
        // <link rel="modulepreload"> (Safari before 17, Firefox before 115) still loads every module, only later.
        modulePreload: { polyfill: false },
        // Seven characters of hash, not eight: every page's entry lists the chunks each route needs by name.
        rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:7].js' } },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
