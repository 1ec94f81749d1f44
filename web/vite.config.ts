import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true },
  server: {
    port: 5173,
    // `npm run dev` proxies the API to the local Functions host started by scripts/dev.ts.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 7071}` },
  },
});
