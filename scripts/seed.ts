// `npm run db:seed`: adds the demo products, posts and codes that are missing (idempotent).
// With the embedded database, stop the server first: PGlite has no cross-process lock.
import { closeDatabase, db, initDatabase } from "../app/lib/db.server.ts";
import { seedDemoData, seedDemoPhotos } from "../db/seed.ts";

await initDatabase();
const added = await db().transaction((tx) => seedDemoData(tx));
const photos = await seedDemoPhotos();
process.stdout.write(
  `Seeded: ${added.products} products, ${added.posts} posts, ${added.codes} discount codes, ${photos} photos added\n`,
);
await closeDatabase();
