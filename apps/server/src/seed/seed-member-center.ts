import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import { courses } from '../db/schema/courses';
import {
  feedbacks,
  helpArticles,
  helpCategories,
  homeworkQuestions,
  homeworks,
  pushMessages,
} from '../db/schema/member-center';
import { members } from '../db/schema/members';
import type { Clock } from '../lib/clock';
import { Pages } from '@app/contract/pages';
import { demoMember } from './demo-accounts';
import { seedHelp } from './data/help';
import { seedHomeworks } from './data/homework';
import { articleHtml } from './rich-text';

export const MEMBER_CENTER_SEED_MARKER = 'seed:member-center';
const DAY_MS = 86_400_000;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Homework for the seeded courses, help and FAQ articles, and the demo member's feedback and notices. */
export async function seedMemberCenter(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${MEMBER_CENTER_SEED_MARKER}))`);
    const marker = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, MEMBER_CENTER_SEED_MARKER))
      .limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

    const courseRows = await tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(
        inArray(
          courses.title,
          seedHomeworks.map((h) => h.courseTitle),
        ),
      );
    const courseId = new Map(courseRows.map((c) => [c.title, c.id]));
    for (const hw of seedHomeworks) {
      const id = courseId.get(hw.courseTitle);
      if (id === undefined) continue;
      const [row] = await tx
        .insert(homeworks)
        .values({ courseId: id, title: hw.title, description: hw.description, publishedAt: ago(hw.daysAgo) })
        .returning({ id: homeworks.id });
      await tx
        .insert(homeworkQuestions)
        .values(hw.questions.map((q, i) => ({ homeworkId: row!.id, sort: i + 1, ...q })));
    }

    for (const [c, category] of seedHelp.entries()) {
      const [row] = await tx
        .insert(helpCategories)
        .values({ kind: category.kind, title: category.title, icon: category.icon, sort: c + 1 })
        .returning({ id: helpCategories.id });
      await tx.insert(helpArticles).values(
        category.articles.map((a, i) => {
          const content = articleHtml(a.body);
          return {
            categoryId: row!.id,
            title: a.title,
            content,
            plainText: plain(content),
            sort: i + 1,
            createdAt: ago(30),
          };
        }),
      );
    }

    const [demo] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, demoMember.username))
      .limit(1);
    if (demo) {
      const [replied] = await tx
        .insert(feedbacks)
        .values({
          memberId: demo.id,
          type: 'suggestion',
          content: '希望直播回看可以支持倍速播放，晚上下班后补课时间比较紧张。',
          images: [],
          contact: null,
          status: 'replied',
          reply: '感谢您的建议！回看播放器已支持0.5–2倍速，点击播放器右下角的倍速按钮即可切换。',
          repliedAt: ago(2),
          createdAt: ago(3),
        })
        .returning({ id: feedbacks.id });
      await tx.insert(pushMessages).values([
        {
          memberId: demo.id,
          kind: 'system',
          title: '欢迎来到财经学堂',
          body: '完成课程作业可以检验学习效果，遇到问题可随时在帮助中心查找答案或提交意见反馈。',
          link: Pages.help,
          readAt: ago(5),
          createdAt: ago(6),
        },
        {
          memberId: demo.id,
          kind: 'feedbackReplied',
          title: '您的意见反馈有了新回复',
          body: '感谢您的建议！回看播放器已支持0.5–2倍速，点击播放器右下角的倍速按钮即可切换。',
          link: `${Pages.feedbackDetail}?id=${replied!.id}`,
          readAt: null,
          createdAt: ago(2),
        },
      ]);
    }

    await tx
      .insert(appSettings)
      .values({ key: MEMBER_CENTER_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
