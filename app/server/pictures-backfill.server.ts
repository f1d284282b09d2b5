import { featuredImageUrls } from "../features/blog/index.server.ts";
import { productPictureUrls } from "../features/catalog/index.server.ts";
import { ensurePicture } from "../features/uploads/index.server.ts";
import { db } from "../lib/db.server.ts";
import { enqueue, registerJob } from "../lib/jobs.server.ts";
import { logger } from "../lib/logger.server.ts";

export const PICTURES_BACKFILL_JOB = "pictures.backfill";

/**
 * Pictures uploaded before the shop made resized copies get them here, their stored originals
 * stripped of metadata on the way. Every start enqueues it (one at a time); a picture that has
 * its copies is skipped, so a run after the first costs one query per picture list.
 */
registerJob(
  PICTURES_BACKFILL_JOB,
  async () => {
    const urls = [...(await productPictureUrls()), ...(await featuredImageUrls())];
    let made = 0;
    // One at a time: each picture takes a core for a second or two, and pages keep answering.
    for (const url of urls) if (await ensurePicture(url)) made++;
    if (made > 0) logger().info({ made }, "resized copies made for older pictures");
  },
  { retryLimit: 3, policy: "short" },
);

export async function enqueuePicturesBackfill(): Promise<void> {
  await enqueue(db(), PICTURES_BACKFILL_JOB, {}, { singletonKey: PICTURES_BACKFILL_JOB });
}
