// The daily priority: conversations logged today against the goal of 2, refreshed every 30 seconds.
import { Flame, MessageCircle, Minus, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { CONVERSATION_REFRESH_MS, goalBadge } from '../../../common/program';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { Button } from '../../ui/Button';
import { Card, CardContent } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { toast } from '../../ui/toast-store';
import type { ConversationCounter_user$key } from './__generated__/ConversationCounter_user.graphql';
import type { ConversationCounterLogMutation } from './__generated__/ConversationCounterLogMutation.graphql';
import type { ConversationCounterUnlogMutation } from './__generated__/ConversationCounterUnlogMutation.graphql';
import type { ConversationCounterRefreshQuery } from './__generated__/ConversationCounterRefreshQuery.graphql';

const loadLog = () => import('./ConversationCounter.log');
const loadUnlog = () => import('./ConversationCounter.unlog');
const loadRefresh = () => import('./ConversationCounter.refresh').then((m) => m.default);

export function ConversationCounter({ user, today }: { user: ConversationCounter_user$key; today: string }) {
  const data = useFragment(
    graphql`
      fragment ConversationCounter_user on User @argumentDefinitions(today: { type: "String!" }) {
        conversations(date: $today) {
          count
          goal
          goalMet
        }
        conversationStreak(today: $today)
      }
    `,
    user,
  );
  const environment = useRelayEnvironment();
  // The mutations load when +1 or −1 is pointed at, touched or focused; a tap before they arrive waits for them.
  const [commit, pending, preloadLog] = useLazyMutationResult<ConversationCounterLogMutation>(loadLog);
  const [undo, undoing, preloadUnlog] = useLazyMutationResult<ConversationCounterUnlogMutation>(loadUnlog);

  useEffect(() => {
    const id = setInterval(() => {
      loadRefresh().then(
        (refreshQuery) => fetchQuery<ConversationCounterRefreshQuery>(environment, refreshQuery, { today }).subscribe({}),
        () => {},
      );
    }, CONVERSATION_REFRESH_MS);
    return () => clearInterval(id);
  }, [environment, today]);

  const { count, goal, goalMet } = data.conversations;
  const fail = () =>
    toast({ title: 'Error', description: 'Failed to log conversation. Please try again.', variant: 'destructive' });
  const log = async () => {
    const result = await commit({ today }, { success: 'Conversation logged!' });
    if (!result.ok) fail();
  };

  const undoFail = (message?: string) =>
    toast({ title: 'Error', description: message || 'Failed to undo the conversation. Please try again.', variant: 'destructive' });
  const unlog = async () => {
    const result = await undo({ today }, { success: 'Conversation removed' });
    // The server's refusal says why; a failed request gets the general sentence.
    if (!result.ok) undoFail(result.error ? result.message : undefined);
  };

  return (
    <Card tone="brand">
      <CardContent first className="flex items-center gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MessageCircle className="size-6" aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Daily priority</p>
          <p className="font-semibold text-slate-900">
            <span data-testid="conversation-count">{count}</span>/{goal} conversations today
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span className={cn('rounded-full px-2 py-0.5 font-medium', goalMet ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800')}>
              {goalBadge(count)}
            </span>
            {data.conversationStreak > 0 && (
              <span className="inline-flex items-center gap-1 text-slate-600">
                <Flame className="size-3.5 text-orange-500" aria-hidden /> {data.conversationStreak}-day streak
              </span>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-1.5 sm:flex-row">
          {/* The names begin with what the buttons show ("+1", "−1"), so voice control reaches them by it. */}
          <Button size="sm" onClick={log} onPointerEnter={preloadLog} onFocus={preloadLog} disabled={pending} aria-label="+1 Log a conversation">
            <Plus className="size-4" aria-hidden /> 1
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={unlog}
            onPointerEnter={preloadUnlog}
            onFocus={preloadUnlog}
            disabled={undoing || count === 0}
            aria-label="−1 Undo a conversation"
          >
            <Minus className="size-4" aria-hidden /> 1
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
