import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { firstLoadChunks } from "./vite-chunks.ts";

const chunks = firstLoadChunks();

// The Hono server (app/server/entry.ts) is the SSR build's entry, so one bundle holds the
// API, the pages and the jobs, and one module instance owns the database connection.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunks.plugin],
  // Rolldown's timing report is noise in `npm start`'s output on a small machine.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
        // Only chunks fetched after the first load are imported on demand, so Vite's preload
        // helper would cost every page its bytes to save a round trip no one waits on.
        modulePreload: false,
      },
    },
    ssr: {
      build: { rolldownOptions: { input: "./app/server/entry.ts", checks: { bundlerTimings: false } } },
    },
  },
  server: { watch: { ignored: ["**/data/**", "**/.tmp/**", "**/test-results/**"] } },
});
