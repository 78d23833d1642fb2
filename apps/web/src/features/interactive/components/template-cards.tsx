import { TplKind } from '@app/contract/interactive-constants';
import type { LiveMessage } from '@app/contract/live';
import { LotteryCard } from './lottery-card';
import { QuizCard } from './quiz-card';

/**
 * The cards this feature draws for template messages; null for other kinds (the list then shows the text).
 * A room page combines this with other features' cards (the commerce product card) in its renderer.
 */
export function renderInteractiveCard(msg: LiveMessage, loggedIn: boolean) {
  const ref = msg.tplRefId ?? null;
  if (ref === null) return null;
  if (msg.tplId === TplKind.lottery) return <LotteryCard id={ref} loggedIn={loggedIn} />;
  if (msg.tplId === TplKind.quiz) return <QuizCard id={ref} />;
  return null;
}
