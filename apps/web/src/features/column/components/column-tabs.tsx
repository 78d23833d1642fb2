import { CENTER_TABS_MAX } from '@app/contract/limits';
import type { NewsCategory } from '@app/contract/news';
import { TabStrip } from '../../../components/tab-strip';
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
    <div data-testid="column-tabs" data-layout={centered ? 'centered' : 'scroll'}>
      <TabStrip
        tabs={categories.map((category) => ({ key: category.id, title: category.title }))}
        active={activeId}
        onChange={onChange}
        {...(centered ? { className: styles.centered } : {})}
      />
    </div>
  );
}
