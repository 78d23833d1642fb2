import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_CHARS } from '@app/contract/chat-constants';
import { Msg } from '@app/contract/messages';
import { showToast } from '../../../lib/toast';
import styles from './chat.module.css';

interface ChatComposerProps {
  /** Resolves true when the message was stored; the draft is kept otherwise. */
  onSend: (text: string) => Promise<boolean>;
}

/** The text box and send button: an empty text says 内容不能为空; a failed send keeps the text to try again. */
export function ChatComposer({ onSend }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!text.trim()) {
      showToast(Msg.contentEmpty);
      return;
    }
    setSending(true);
    try {
      if (await onSend(text)) setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.composer}>
      <TextArea
        className={styles.input}
        value={text}
        onChange={setText}
        placeholder={t('chat.placeholder')}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        data-testid="chat-input"
      />
      <Button
        color="primary"
        size="small"
        loading={sending}
        onClick={() => void submit()}
        data-testid="chat-send"
      >
        {t('chat.send')}
      </Button>
    </div>
  );
}
