// `npm run db:migrate`: applies the committed migrations (the server also does it at start).
import { closeDatabase, initDatabase } from "../app/lib/db.server.ts";

const database = await initDatabase();
process.stdout.write(`Migrations applied (${database.kind})\n`);
await closeDatabase();
