import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testMessage } from '@app/client-core/live/test-message';
import { TemplateCardProvider } from '../../../components/template-card-slot';
import { renderAt } from '../../../test/render';
import { MessageItem } from './message-item';

const lotteryMessage = { ...testMessage(9), content: '【抽奖】签名书 × 1名', tplId: 1, tplRefId: 4 };
const renderCard = (msg: { tplId: number; tplRefId?: number | null }) =>
  msg.tplId === 1 ? <div data-testid="card">lottery {msg.tplRefId}</div> : null;

describe('template messages in the list', () => {
  it('draw as the card the page provides', () => {
    renderAt(
      <TemplateCardProvider value={renderCard}>
        <MessageItem msg={lotteryMessage} viewerIsTeacher={false} />
      </TemplateCardProvider>,
    );
    expect(screen.getByTestId('card').textContent).toBe('lottery 4');
    expect(screen.queryByText('【抽奖】签名书 × 1名')).toBeNull();
  });

  it('fall back to their text without a card for their kind (and plain messages stay text)', async () => {
    renderAt(
      <TemplateCardProvider value={renderCard}>
        <MessageItem msg={{ ...lotteryMessage, tplId: 3 }} viewerIsTeacher={false} />
        <MessageItem msg={{ ...testMessage(10), content: '普通消息' }} viewerIsTeacher={false} />
      </TemplateCardProvider>,
    );
    expect(screen.queryByTestId('card')).toBeNull();
    expect(await screen.findByText('【抽奖】签名书 × 1名')).toBeTruthy();
    expect(await screen.findByText('普通消息')).toBeTruthy();
  });
});
