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
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
