import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createGeetestWidget, type GeetestWidget } from '../lib/geetest';

export type GeetestWidgetState =
  { status: 'idle' | 'loading' | 'failed'; widget: null } | { status: 'ready'; widget: GeetestWidget };

/**
 * GeeTest's widget for `captchaId` while a form shows the hosted captcha (null: none, and gt4.js is not
 * loaded). `attempt` changes to build it again after a failure.
 */
export function useGeetestWidget(captchaId: string | null, attempt: number): GeetestWidgetState {
  const { i18n } = useTranslation();
  const [state, setState] = useState<GeetestWidgetState>({ status: 'idle', widget: null });

  useEffect(() => {
    if (!captchaId) {
      setState({ status: 'idle', widget: null });
      return;
    }
    let alive = true;
    let built: GeetestWidget | null = null;
    setState({ status: 'loading', widget: null });
    createGeetestWidget(captchaId, i18n.language).then(
      (widget) => {
        built = widget;
        if (alive) setState({ status: 'ready', widget });
        else widget.destroy();
      },
      () => {
        if (alive) setState({ status: 'failed', widget: null });
      },
    );
    return () => {
      alive = false;
      built?.destroy();
    };
  }, [captchaId, attempt, i18n.language]);

  return state;
}
