import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { FEATURE_ENTRY, firstLoadChunks } from "./vite-chunks.ts";

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
        rolldownOptions: {
          output: { codeSplitting: { groups: chunks.groups } },
          // A feature's index.ts only re-exports (docs/decisions/010-feature-boundaries.md): marked
          // free of side effects, a page that imports one name through it is bound to that name's
          // module, and the entry's other modules stay out of the page's chunks.
          treeshake: { moduleSideEffects: [{ test: FEATURE_ENTRY, sideEffects: false }] },
        },
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
