import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  // The server build bundles our Express app (server/main.ts) together with the React Router
  // server build, so production runs plain JavaScript and one import starts everything.
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild ? { input: './server/main.ts' } : undefined,
  },
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  plugins: [tailwindcss(), reactRouter()],
}))
