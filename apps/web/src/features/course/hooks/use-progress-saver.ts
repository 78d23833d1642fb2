import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@app/contract/course';
import { saveCourseView } from '../api/save-course-view';
import { courseKeys } from '../api/course-keys';

/** While playing, the position is saved at most this often; pausing and leaving save at once. */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;

interface Target {
  courseId: number;
  sectionId: number;
  chapterId: number;
}

/**
 * Saves a member's place in a chapter to the server (throttled while playing, on pause, on leaving
 * the chapter or the page), and mirrors it into the cached course so going back to a chapter resumes.
 * Visitors are not saved: the server would not keep it anyway.
 */
export function useProgressSaver(target: Target | null, enabled: boolean) {
  const queryClient = useQueryClient();
  // The playing element, read at save time (timeupdate lags by up to ~250 ms). Null until it reports
  // a time: leaving before the video loaded must not overwrite progress with 0.
  const video = useRef<HTMLVideoElement | null>(null);
  const saved = useRef({ at: 0, position: -1 });
  // Set by the effect below, not during render: when the chapter changes, the cleanup must still
  // save under the chapter that was playing.
  const targetRef = useRef<Target | null>(null);

  const save = useCallback(() => {
    const current = targetRef.current;
    if (!enabled || !current || video.current === null) return;
    const seconds = Math.floor(video.current.currentTime);
    if (seconds === saved.current.position) return;
    saved.current = { at: Date.now(), position: seconds };
    void saveCourseView({ ...current, position: seconds }).catch(() => undefined);
    queryClient.setQueryData<CourseDetail>(courseKeys.detail(current.courseId), (course) =>
      course
        ? {
            ...course,
            sections: course.sections.map((section) => ({
              ...section,
              chapters: section.chapters.map((chapter) =>
                chapter.id === current.chapterId ? { ...chapter, position: seconds } : chapter,
              ),
            })),
          }
        : course,
    );
  }, [enabled, queryClient]);

  const courseId = target?.courseId;
  const sectionId = target?.sectionId;
  const chapterId = target?.chapterId;
  useEffect(() => {
    targetRef.current = courseId && sectionId && chapterId ? { courseId, sectionId, chapterId } : null;
    video.current = null;
    saved.current = { at: Date.now(), position: -1 };
    const onHide = () => save();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      // Leaving the chapter or the page: keep where the member stopped.
      save();
    };
  }, [courseId, sectionId, chapterId, save]);

  return {
    onTimeUpdate: (element: HTMLVideoElement) => {
      video.current = element;
      if (Date.now() - saved.current.at >= PROGRESS_SAVE_INTERVAL_MS) save();
    },
    onPause: (element: HTMLVideoElement) => {
      video.current = element;
      save();
    },
  };
}
