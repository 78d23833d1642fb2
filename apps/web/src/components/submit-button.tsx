import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

interface SubmitButtonProps {
  /** True while the request (or what follows it) runs: a second tap must not send again. */
  busy: boolean;
  children: ReactNode;
  color?: 'primary' | 'danger';
  loadingText?: string;
}

/** The full-width submit button at the foot of a form. */
export function SubmitButton({ busy, children, color = 'primary', loadingText }: SubmitButtonProps) {
  return (
    <Button
      block
      type="submit"
      color={color}
      shape="rounded"
      loading={busy}
      disabled={busy}
      loadingText={loadingText}
    >
      {children}
    </Button>
  );
}
