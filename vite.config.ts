import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The Hono server (app/server/entry.ts) is the SSR build's entry, so one bundle holds the
// API, the pages and the jobs, and one module instance owns the database connection.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Rolldown's timing report is noise in `npm start`'s output on a small machine.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./app/server/entry.ts", checks: { bundlerTimings: false } } },
    },
  },
  server: { watch: { ignored: ["**/data/**", "**/.tmp/**", "**/test-results/**"] } },
});
