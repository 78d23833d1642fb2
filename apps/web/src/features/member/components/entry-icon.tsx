import type { ComponentType } from 'react';
import {
  BillOutline,
  CouponOutline,
  EditSOutline,
  FileOutline,
  GiftOutline,
  HeartOutline,
  HistogramOutline,
  MessageOutline,
  PlayOutline,
  QuestionCircleOutline,
  SetOutline,
  StarOutline,
  TextOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import styles from './entry-icon.module.css';

const ICONS = {
  order: { Icon: BillOutline, tint: '#e02e24' },
  coupon: { Icon: CouponOutline, tint: '#f08a24' },
  integral: { Icon: GiftOutline, tint: '#d4380d' },
  course: { Icon: PlayOutline, tint: '#2f6fd6' },
  collect: { Icon: StarOutline, tint: '#f5a623' },
  homework: { Icon: EditSOutline, tint: '#13a58c' },
  help: { Icon: FileOutline, tint: '#2f6fd6' },
  feedback: { Icon: MessageOutline, tint: '#13a58c' },
  faq: { Icon: QuestionCircleOutline, tint: '#f08a24' },
  font: { Icon: TextOutline, tint: '#7a5af5' },
  profile: { Icon: UserContactOutline, tint: '#e02e24' },
  settings: { Icon: SetOutline, tint: '#666b73' },
  interest: { Icon: HeartOutline, tint: '#e02e24' },
  strategy: { Icon: HistogramOutline, tint: '#2f6fd6' },
} satisfies Record<string, { Icon: ComponentType; tint: string }>;

export type EntryIconName = keyof typeof ICONS;

export function EntryIcon({ name, small }: { name: EntryIconName; small?: boolean }) {
  const { Icon, tint } = ICONS[name];
  return (
    <span
      className={small ? `${styles.icon} ${styles.small}` : styles.icon}
      style={{ color: tint }}
      aria-hidden="true"
    >
      <Icon />
    </span>
  );
}
