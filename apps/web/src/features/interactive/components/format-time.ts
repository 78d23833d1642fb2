const pad = (n: number) => String(n).padStart(2, '0');

/** A lottery's draw time in the viewer's clock: HH:mm today, MM-DD HH:mm otherwise. */
export function formatDrawTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return at.toDateString() === now.toDateString()
    ? time
    : `${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}

/** A date as YYYY-MM-DD. */
export const formatDay = (iso: string): string => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};
