import { Children, isValidElement, useId, useState, type ReactNode } from 'react';
import { TabStrip } from './tab-strip';
import styles from './tabs.module.css';

interface TabProps {
  title: ReactNode;
  /** What shows below the strip while this tab is chosen; none when the page shows it itself. */
  children?: ReactNode;
}

/** One tab of `Tabs`, keyed by its React key. `Tabs` reads it; it draws nothing itself. */
function Tab(_props: TabProps): ReactNode {
  return null;
}

interface TabsProps {
  /** The chosen tab (controlled); null chooses none. Without it the tabs keep their own choice. */
  activeKey?: string | null;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  children: ReactNode;
}

/**
 * The UI kit's `Tabs` as the app uses it (a strip of `Tabs.Tab`, each with an optional pane), drawn with the
 * app's `TabStrip`. The kit's measured its ink bar and scrolled its strip on mount, a forced layout on the
 * first render of every page that opens on tabs (a race: 51 ms of a 4× slowed-down load). A pane is drawn
 * the first time its tab is chosen and kept after that, hidden, as the kit kept it.
 */
export function Tabs({ activeKey, defaultActiveKey, onChange, className, children }: TabsProps) {
  const tabs: { key: string; title: ReactNode; pane: ReactNode }[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement<TabProps>(child) && child.key !== null)
      tabs.push({ key: child.key, title: child.props.title, pane: child.props.children });
  });
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? tabs[0]?.key);
  const active = activeKey === undefined ? ownKey : (activeKey ?? undefined);
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(
    () => new Set(active === undefined ? [] : [active]),
  );
  if (active !== undefined && !drawn.has(active)) setDrawn(new Set(drawn).add(active));

  const idBase = useId();
  const tabId = (index: number) => `${idBase}tab${index}`;
  const paneId = (index: number) => `${idBase}pane${index}`;
  const hasPane = ({ key, pane }: (typeof tabs)[number]) =>
    pane !== undefined && pane !== null && drawn.has(key);

  const choose = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  };
  return (
    <div className={className}>
      <TabStrip
        tabs={tabs}
        active={active}
        onChange={choose}
        panes={{
          tabId,
          paneId: (index) => (tabs[index] && hasPane(tabs[index]) ? paneId(index) : undefined),
        }}
      />
      {tabs.map((tab, index) =>
        hasPane(tab) ? (
          <div
            key={tab.key}
            id={paneId(index)}
            role="tabpanel"
            aria-labelledby={tabId(index)}
            className={styles.pane}
            hidden={tab.key !== active}
          >
            {tab.pane}
          </div>
        ) : null,
      )}
    </div>
  );
}

Tabs.Tab = Tab;
