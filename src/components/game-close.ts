import { toast } from 'sonner';
import { recallGame } from '../api/wallet';
import { endsAction } from '../api/action-key';
import { showBalance } from '../store/show-balance';
import { announceMoneyMoved, CLOSED_CHECK_MS } from '../lib/money-moves';

/** How long to wait before asking again when a recall got no final answer (the same key is sent). */
export const RECALL_RETRY_MS = 2000;
const RECALL_TRIES = 3;

/**
 * Once the game window `popup` is closed: asks the server to bring that game's wallet back into
 * the centre (it does so only with the member's auto-transfer on) with `key`, the key made when
 * the member opened the game, so a close heard twice moves the money once; then tells every tab
 * that money moved. A recall left unanswered is asked again with the same key. Returns the stop.
 */
export function recallWhenClosed(popup: Window, apiCode: string, key: string, target: Window = window): () => void {
  let stopped = false;
  const recall = async (tries: number): Promise<void> => {
    try {
      const reply = await recallGame(apiCode, key);
      showBalance(reply);
      if (reply.recalled !== '0.00') toast.success(reply.message, { id: `recall-${apiCode}` });
    } catch (error) {
      if (!endsAction(error) && tries > 1 && !stopped) {
        target.setTimeout(() => void recall(tries - 1), RECALL_RETRY_MS);
        return;
      }
    }
    announceMoneyMoved(target);
  };
  const timer = target.setInterval(() => {
    if (!popup.closed) return;
    target.clearInterval(timer);
    void recall(RECALL_TRIES);
  }, CLOSED_CHECK_MS);
  return () => {
    stopped = true;
    target.clearInterval(timer);
  };
}
