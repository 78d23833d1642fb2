import { useRef, useState, type KeyboardEvent } from 'react';
import { Msg } from '@app/contract/messages';
import { textToHtml } from './message-html';
import { showToast } from './toast';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Lets the room give a refused message's text back to the input. */
export interface DraftHandle {
  /** Puts the text back when the input is empty; false when the user has typed something since. */
  restore(draft: string): boolean;
}

/**
 * The text side of a live-room input: the typed text, the emoji panel, emoji inserted at the caret, and
 * Enter to send (Shift+Enter for a new line where the field is multi-line). An empty message is refused
 * with 内容不能为空; the field clears only when `send` reports the message left (true).
 */
export function useComposerText<F extends TextField>(send: (html: string, draft: string) => boolean) {
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const inputRef = useRef<F>(null);

  const submit = () => {
    if (!text.trim()) {
      showToast(Msg.contentEmpty);
      return;
    }
    if (send(textToHtml(text), text)) {
      setText('');
      setEmojiOpen(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<F>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const insertEmoji = (emoji: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    // put the caret after the emoji once React has written the new value
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const restore = (draft: string): boolean => {
    if (text.trim() !== '' || draft === '') return false;
    setText(draft);
    return true;
  };

  return {
    text,
    setText,
    restore,
    emojiOpen,
    toggleEmoji: () => setEmojiOpen((open) => !open),
    inputRef,
    submit,
    onKeyDown,
    insertEmoji,
  };
}
