import { Tabs } from 'antd-mobile';
import { CENTER_TABS_MAX } from '@app/contract/limits';
import type { NewsCategory } from '@app/contract/news';
import styles from './column-tabs.module.css';

/** SPEC §9: a few tabs sit centered; more than that scroll sideways from the left. */
export function centersTabs(count: number): boolean {
  return count <= CENTER_TABS_MAX;
}

interface ColumnTabsProps {
  categories: readonly NewsCategory[];
  activeId: number | undefined;
  onChange: (id: number) => void;
}

export function ColumnTabs({ categories, activeId, onChange }: ColumnTabsProps) {
  const centered = centersTabs(categories.length);
  return (
    <div
      className={`${styles.tabs} ${centered ? styles.centered : ''}`}
      data-testid="column-tabs"
      data-layout={centered ? 'centered' : 'scroll'}
    >
      <Tabs
        activeKey={activeId === undefined ? null : String(activeId)}
        onChange={(key) => onChange(Number(key))}
        stretch={false}
      >
        {categories.map((category) => (
          <Tabs.Tab key={String(category.id)} title={category.title} />
        ))}
      </Tabs>
    </div>
  );
}
