// The prerenderer in one Node program (dist/cli.js and its chunks): the UI's App and every
// library it uses are bundled for the server, so it runs with plain `node` over the sites'
// built dist folders.
import { defineConfig } from "vite";

export default defineConfig({
  build: {
    // The command and its render worker (render-pool.ts), which imports the App.
    ssr: true,
    outDir: "dist",
    emptyOutDir: true,
    target: "node20",
    rolldownOptions: {
      input: { cli: "src/cli.ts", "render-worker": "src/render-worker.ts" },
      output: { entryFileNames: "[name].js" },
      // Libraries marked "use client" (framer-motion, react-hot-toast) are rendered here too.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  ssr: { noExternal: true, target: "node" },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
});
