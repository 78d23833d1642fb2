import type { OperatorNotificationKind } from '../../db/schema/commerce';
import { operatorNotifications } from '../../db/schema/commerce';
import type { Executor } from './wallet.repository';

/**
 * Writes a notice for operators (the operator console to come lists the unread ones). Callers write it in
 * the transaction of the event it reports, so it is written exactly when that event is first recorded.
 */
export async function writeOperatorNotification(
  db: Executor,
  notice: { kind: OperatorNotificationKind; orderId: number | null; text: string; at: Date },
): Promise<void> {
  await db.insert(operatorNotifications).values({
    kind: notice.kind,
    orderId: notice.orderId,
    text: notice.text,
    createdAt: notice.at,
  });
}
