import '../../../i18n/register-ai-catalog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageKey } from '@app/contract/storage-keys';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { useRevealAppWhen } from '../../../lib/first-screen';
import { requireLogin } from '../../../lib/require-login';
import { showToast } from '../../../lib/toast';
import { useAuthError } from '../../../lib/use-auth-error';
import { useStoredValue } from '../../../lib/use-stored-value';
import { useAiInfo } from '../../../features/ai/api/get-ai-info';
import { AiComposer } from '../../../features/ai/components/ai-composer';
import { AiConversationList } from '../../../features/ai/components/ai-conversation-list';
import { AiMessageItem } from '../../../features/ai/components/ai-message-item';
import { AiWelcome } from '../../../features/ai/components/ai-welcome';
import { useAiChat, type AskFailure } from '../../../features/ai/hooks/use-ai-chat';
import styles from '../../../features/ai/components/ai-chat.module.css';

/** Within this distance of the bottom, a streaming answer keeps the page scrolled to its end. */
const FOLLOW_PX = 160;

/**
 * The AI assistant (SPEC ai/index): visitors may look, members ask. Answers stream in, can be stopped,
 * regenerated and copied; earlier conversations are a tap away.
 */
export function AiPage() {
  const { t } = useTranslation();
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const info = useAiInfo();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const authError = useAuthError();

  const onFailure = (failure: AskFailure) => {
    // The question goes back into the box, so asking again is one tap.
    setInput(failure.question);
    if (failure.reason === 'session') return authError();
    setProblem(failure.reason === 'network' ? t('ai.unreachable') : failure.msg || t('ai.failed'));
  };
  const chat = useAiChat({ onFailure });

  const send = (text: string = input) => {
    const question = text.trim();
    if (!question || chat.streaming) return;
    if (!requireLogin()) return;
    setProblem(null);
    setInput('');
    chat.ask(question);
  };

  // Follow the answer as it grows, unless the member scrolled up to read.
  const follow = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      const { scrollHeight } = document.documentElement;
      follow.current = window.innerHeight + window.scrollY >= scrollHeight - FOLLOW_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (follow.current) end.current?.scrollIntoView({ block: 'end' });
  }, [chat.items]);

  const welcome = chat.items.length === 0 && !chat.opening;
  // The server drew who answers and the welcome (decision 053): the page shows itself once it has too.
  useRevealAppWhen(!info.isPending);
  const lastAnswer = chat.items.findLast((i) => i.role === 'assistant');
  const open = async (id: number) => {
    setHistoryOpen(false);
    setProblem(null);
    if (!(await chat.open(id))) showToast(t('ai.openFailed'));
  };

  return (
    <PageShell
      title={t('ai.title')}
      right={
        loggedIn ? (
          <span className={styles.navActions}>
            <button type="button" onClick={() => setHistoryOpen(true)}>
              {t('ai.history')}
            </button>
            <button
              type="button"
              onClick={() => {
                chat.startNew();
                setProblem(null);
              }}
            >
              {t('ai.newChat')}
            </button>
          </span>
        ) : null
      }
    >
      <div className={styles.thread} data-testid="ai-thread">
        {welcome && info.isPending ? (
          // Who answers decides the badge, the welcome text and the suggestions: one placeholder until then,
          // not a welcome card that grows and moves down when they arrive.
          <Skeleton lines={4} />
        ) : (
          <>
            {info.data ? (
              <span className={styles.modeBadge} data-testid="ai-mode">
                {info.data.mode === 'builtin'
                  ? t('ai.builtinBadge')
                  : t('ai.modelBadge', { name: info.data.name })}
              </span>
            ) : null}
            {welcome ? <AiWelcome info={info.data} onPick={(q) => send(q)} /> : null}
          </>
        )}
        {chat.items.map((item) => (
          <AiMessageItem
            key={item.key}
            item={item}
            canRegenerate={item === lastAnswer && !chat.streaming && item.id !== null}
            onRegenerate={() => {
              setProblem(null);
              chat.regenerate();
            }}
          />
        ))}
        <div ref={end} />
      </div>
      <div className={styles.composerBar}>
        {problem ? (
          <p className={styles.error} role="alert" data-testid="ai-problem">
            {problem}
          </p>
        ) : null}
        {loggedIn ? (
          <AiComposer
            value={input}
            onChange={setInput}
            onSend={() => send()}
            onStop={chat.stop}
            streaming={chat.streaming}
          />
        ) : (
          <div className={styles.loginHint}>
            <span>{t('ai.loginToAsk')}</span>
            <button type="button" className={styles.sendButton} onClick={() => requireLogin()}>
              {t('ai.login')}
            </button>
          </div>
        )}
      </div>
      {loggedIn ? (
        <AiConversationList
          visible={historyOpen}
          currentId={chat.conversationId}
          onClose={() => setHistoryOpen(false)}
          onOpen={(id) => void open(id)}
          onDeleted={(id) => {
            if (id === chat.conversationId) chat.startNew();
          }}
        />
      ) : null}
    </PageShell>
  );
}
