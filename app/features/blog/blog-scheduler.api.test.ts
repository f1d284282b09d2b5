import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../../../db/schema.ts";
import { createBlogPost } from "../../../tests/factories.ts";
import { createClient } from "../../../tests/helpers/client.ts";
import { onPostgres, useTestDatabase } from "../../../tests/helpers/db.ts";
import { eventually, useJobs } from "../../../tests/helpers/jobs.ts";
import { useGraphPeer } from "../../../tests/peers/facebook-peer.ts";
import { db, getDatabase } from "../../lib/db.server.ts";
import { enqueue, JOBS_SCHEMA } from "../../lib/jobs.server.ts";
import { PUBLISH_SCHEDULED_JOB, publishDuePosts } from "./blog-scheduler.server.ts";
import { FACEBOOK_SHARE_JOB } from "./facebook.server.ts";

useTestDatabase();
const peer = useGraphPeer();
useJobs({ workers: true });

const MINUTE = 60_000;
// Far enough ahead that the real every-minute job, running beside these tests, never takes them.
const T = new Date(Date.now() + 30 * 24 * 60 * MINUTE);
const at = (minutes: number) => new Date(T.getTime() + minutes * MINUTE);

const statuses = async (ids: number[]) => {
  const rows = await db()
    .select({ id: blogPosts.id, status: blogPosts.status, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(inArray(blogPosts.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r]));
};

describe("publishDuePosts: scheduled posts go out at their time", () => {
  it("publishes what is due at the given time, keeping the scheduled time, and nothing else", async () => {
    const due = await createBlogPost({ status: "scheduled", publishedAt: at(-1) });
    const exactly = await createBlogPost({ status: "scheduled", publishedAt: at(0) });
    const later = await createBlogPost({ status: "scheduled", publishedAt: at(1) });
    const draft = await createBlogPost({ status: "draft", publishedAt: null });

    const first = await publishDuePosts(T);
    expect(first).toEqual(expect.arrayContaining([due.id, exactly.id]));
    expect(first).not.toContain(later.id);
    const now = await statuses([due.id, exactly.id, later.id, draft.id]);
    expect(now[due.id]).toMatchObject({ status: "published", publishedAt: at(-1) });
    expect(now[exactly.id]).toMatchObject({ status: "published", publishedAt: at(0) });
    expect(now[later.id]!.status).toBe("scheduled");
    expect(now[draft.id]!.status).toBe("draft");

    expect(await publishDuePosts(T)).not.toContain(due.id);
    expect(await publishDuePosts(at(2))).toContain(later.id);
    expect((await statuses([later.id]))[later.id]!.status).toBe("published");
  });

  it("two workers running at the same moment publish and share each post once", async () => {
    const posts = await Promise.all(
      [1, 2, 3].map((i) =>
        createBlogPost({ status: "scheduled", publishedAt: at(10 + i), shareToFacebook: true }),
      ),
    );
    const ids = posts.map((p) => p.id);
    const when = at(20);
    // PGlite has one connection: there the two runs go one after the other.
    const runs = onPostgres()
      ? await Promise.all([publishDuePosts(when), publishDuePosts(when)])
      : [await publishDuePosts(when), await publishDuePosts(when)];
    const published = runs.flat().filter((id) => ids.includes(id));
    expect(published.sort()).toEqual([...ids].sort());

    const { rows } = await getDatabase().query(
      `select (data->>'postId')::int as id from ${JOBS_SCHEMA}.job where name = $1 and (data->>'postId')::int = any($2::int[])`,
      [FACEBOOK_SHARE_JOB, ids],
    );
    expect((rows as { id: number }[]).map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const post of posts) {
      await eventually(async () => peer().posts.some((p) => p.link.endsWith(`/blog/${post.slug}`)));
    }
    for (const post of posts) {
      expect(peer().posts.filter((p) => p.link.endsWith(`/blog/${post.slug}`))).toHaveLength(1);
    }
  });
});

describe("the every-minute job", () => {
  it("is scheduled every minute and publishes a post that has come due", async () => {
    const { rows } = await getDatabase().query(`select cron from ${JOBS_SCHEMA}.schedule where name = $1`, [
      PUBLISH_SCHEDULED_JOB,
    ]);
    expect(rows).toEqual([{ cron: "* * * * *" }]);

    const post = await createBlogPost({ status: "scheduled", publishedAt: new Date(Date.now() - 1_000) });
    expect((await createClient().get(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    // The cron fires on the minute; the test runs the same job now instead of waiting for it.
    await enqueue(db(), PUBLISH_SCHEDULED_JOB, {});
    await eventually(async () => {
      const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
      return row?.status === "published";
    });
    expect((await createClient().get(`/api/blog/posts/${post.slug}`)).status).toBe(200);
  });
});
