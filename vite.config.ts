import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The Hono server (app/server/entry.ts) is the SSR build's entry, so one bundle holds the
// API, the pages and the jobs, and one module instance owns the database connection.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./app/server/entry.ts" } },
    },
  },
  server: { watch: { ignored: ["**/data/**", "**/.tmp/**", "**/test-results/**"] } },
});
