import '../../../i18n/register-chat-catalog';
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { maskMobile } from '@app/client-core/format/mask';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { PageShell } from '../../../components/page-shell';
import { translateMsg } from '../../../i18n/translate-msg';
import { appNavigate } from '../../../lib/navigation';
import { useStoredValue } from '../../../lib/use-stored-value';
import { useMemberInfo } from '../../../features/member/api/get-member-info';
import { NotificationEntry } from '../../../features/push/components/notification-entry';
import { ChatUnreadBadge } from '../../../features/chat/components/chat-unread-badge';
import { MemberAvatar } from '../../../features/member/components/avatar';
import { EntryIcon, type EntryIconName } from '../../../features/member/components/entry-icon';
import { MemberSummary } from './member-summary';
import styles from './mine-page.module.css';

interface Entry {
  key:
    | 'orders'
    | 'coupon'
    | 'integral'
    | 'course'
    | 'collect'
    | 'homework'
    | 'help'
    | 'feedback'
    | 'faq'
    | 'fontSize'
    | 'personalInformation'
    | 'systemSettings'
    | 'lottery'
    | 'risk'
    | 'messages'
    | 'interest'
    | 'strategy';
  icon: EntryIconName;
  /**
   * Where the entry leads; every entry is a built page.
   */
  to: string;
  /** Shown beside the label (an unread count). */
  badge?: ReactNode;
}

const SERVICES: readonly Entry[] = [
  { key: 'orders', icon: 'order', to: Pages.orderList },
  { key: 'coupon', icon: 'coupon', to: Pages.coupon },
  { key: 'integral', icon: 'integral', to: Pages.integral },
  { key: 'course', icon: 'course', to: Pages.myCourse },
  { key: 'collect', icon: 'collect', to: Pages.collect },
  { key: 'homework', icon: 'homework', to: Pages.homeworkList },
  { key: 'lottery', icon: 'integral', to: Pages.winningList },
  { key: 'risk', icon: 'help', to: Pages.riskAssessment },
  { key: 'messages', icon: 'feedback', to: Pages.messageList, badge: <ChatUnreadBadge /> },
  { key: 'interest', icon: 'interest', to: Pages.interest },
  { key: 'strategy', icon: 'strategy', to: Pages.strategy },
];

const SUPPORT: readonly Entry[] = [
  { key: 'help', icon: 'help', to: Pages.help },
  { key: 'faq', icon: 'faq', to: Pages.faq },
  { key: 'feedback', icon: 'feedback', to: Pages.feedback },
  { key: 'personalInformation', icon: 'profile', to: Pages.personalInformation },
  { key: 'fontSize', icon: 'font', to: Pages.fontSize },
  { key: 'systemSettings', icon: 'settings', to: Pages.systemSettings },
];

/**
 * Member page (custom nav, tab bar): profile header with the member's figures (a visitor is offered the
 * login instead), and the member-center entries.
 */
export function MinePage() {
  const { t } = useTranslation();
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const storedName = useStoredValue(StorageKey.name);
  const storedAvatar = useStoredValue(StorageKey.avatar);
  const member = useMemberInfo(loggedIn);
  const info = loggedIn ? member.data : undefined;

  const open = (entry: Entry) => appNavigate(entry.to);
  const displayName = info?.nickname || info?.name || storedName || translateMsg(Msg.nameMissing);

  return (
    <PageShell title={t('mine.title')} customNav>
      <header className={styles.header}>
        {loggedIn ? (
          <button
            type="button"
            className={styles.profile}
            onClick={() => appNavigate(Pages.personalInformation)}
          >
            <MemberAvatar src={info?.avatar ?? storedAvatar} alt={displayName} />
            <span className={styles.who}>
              <span className={styles.nameRow}>
                <span className={styles.name} data-testid="member-name">
                  {displayName}
                </span>
                {info?.isTeacher ? <span className={styles.badge}>{t('mine.teacherBadge')}</span> : null}
              </span>
              {info?.mobile ? <span className={styles.sub}>{maskMobile(info.mobile)}</span> : null}
              {member.isError ? (
                <span
                  className={styles.sub}
                  role="button"
                  tabIndex={0}
                  onClick={(event) => {
                    event.stopPropagation();
                    void member.refetch();
                  }}
                >
                  {t('mine.profileFailed')}
                </span>
              ) : null}
            </span>
            <RightOutline className={styles.arrow} />
          </button>
        ) : (
          <div className={styles.profile}>
            <MemberAvatar src={null} alt={t('mine.loginRegister')} />
            <span className={styles.who}>
              <Button
                size="small"
                shape="rounded"
                className={styles.loginButton}
                onClick={() => appNavigate(Pages.login)}
              >
                {t('mine.loginRegister')}
              </Button>
              <span className={styles.sub}>{t('mine.loginHint')}</span>
            </span>
          </div>
        )}
        {loggedIn ? <MemberSummary /> : null}
      </header>

      {loggedIn ? <NotificationEntry /> : null}

      <section className={styles.card} aria-labelledby="mine-services">
        <h2 id="mine-services" className={styles.cardTitle}>
          {t('mine.myServices')}
        </h2>
        <div className={styles.grid}>
          {SERVICES.map((entry) => (
            <button key={entry.key} type="button" className={styles.gridItem} onClick={() => open(entry)}>
              <EntryIcon name={entry.icon} />
              <span>
                {t(`mine.entries.${entry.key}`)}
                {loggedIn ? entry.badge : null}
              </span>
            </button>
          ))}
        </div>
      </section>

      <section className={styles.card} aria-labelledby="mine-help">
        <h2 id="mine-help" className={styles.cardTitle}>
          {t('mine.help')}
        </h2>
        <ul className={styles.list}>
          {SUPPORT.map((entry) => (
            <li key={entry.key}>
              <button type="button" className={styles.listItem} onClick={() => open(entry)}>
                <EntryIcon name={entry.icon} small />
                <span className={styles.listLabel}>{t(`mine.entries.${entry.key}`)}</span>
                <RightOutline className={styles.listArrow} />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
