// `npm run seed:scale`: fills the PostgreSQL database of DATABASE_URL with the data of a shop
// some years old (bench/scale-seed.ts), for `npm run bench -- --scale` and for trying the admin
// on realistic volumes. Migrates first; refuses a database it already filled.
import { AlreadySeeded, SCALE, seedScale } from "../bench/scale-seed.ts";
import { formatDuration } from "./lib/commands.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  process.stderr.write(
    "seed:scale needs DATABASE_URL: the PostgreSQL database to fill (PGlite is not meant for this volume)\n",
  );
  process.exit(1);
}

const started = performance.now();
process.stdout.write(
  `seed:scale: ${SCALE.customOrders} custom orders, ${SCALE.orders} orders, ${SCALE.posts} posts, ${SCALE.pageViews} page views\n`,
);
try {
  await seedScale(url, (line) => process.stdout.write(`seed:scale: ${line}\n`));
} catch (error) {
  if (!(error instanceof AlreadySeeded)) throw error;
  process.stderr.write(`seed:scale: ${error.message}; nothing added\n`);
  process.exit(1);
}
process.stdout.write(`seed:scale: done in ${formatDuration(performance.now() - started)}\n`);
