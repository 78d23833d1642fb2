import type { LiveMessage } from '@app/contract/live';
import { TplKind } from '@app/contract/interactive-constants';
import { ProductCard } from '../../../features/commerce/components/product-card';
import { RecommendProduct } from '../../../features/commerce/components/recommend-product';
import { TeacherInteractionTools } from '../../../features/interactive/components/room-interactions';
import { renderInteractiveCard } from '../../../features/interactive/components/template-cards';

/** Cards of both room kinds: products (commerce) and lotteries and quizzes (interactive). */
export function renderRoomCard(msg: LiveMessage, loggedIn: boolean) {
  if (msg.tplId === TplKind.product && msg.tplRefId) return <ProductCard id={msg.tplRefId} />;
  return renderInteractiveCard(msg, loggedIn);
}

/** What a teacher may post into the room besides messages. */
export function RoomTeacherTools({ liveId, categoryId }: { liveId: number; categoryId: number }) {
  return (
    <>
      <TeacherInteractionTools liveId={liveId} categoryId={categoryId} />
      <div style={{ padding: '0 12px 8px' }}>
        <RecommendProduct liveId={liveId} categoryId={categoryId} />
      </div>
    </>
  );
}
