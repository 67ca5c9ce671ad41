import { startServer } from "./start";

/**
 * The Node entry. `node build/server-app/main.js` serves the production build;
 * `tsx server/main.ts --dev` serves the app through Vite with hot reload.
 */
startServer({ dev: process.argv.includes("--dev") }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
