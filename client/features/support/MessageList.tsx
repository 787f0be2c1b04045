import { cn } from '../../ui/cn';

interface Message {
  readonly id: string;
  readonly message: string;
  readonly isAdminReply: boolean;
  readonly createdAt: string;
}

/** A ticket's conversation as bubbles; `mine` says whose messages sit on the right. */
export function MessageList({ messages, mine, ownerName }: { messages: readonly Message[]; mine: 'owner' | 'admin'; ownerName: string }) {
  return (
    <ul className="space-y-2" aria-label="Conversation">
      {messages.map((m) => {
        const right = m.isAdminReply === (mine === 'admin');
        return (
          <li key={m.id} className={cn('rounded-lg p-3 text-sm', right ? 'ml-6' : 'mr-6', m.isAdminReply ? 'bg-brand-50' : 'bg-slate-100')}>
            <p className="mb-1 text-xs font-semibold text-slate-600">{m.isAdminReply ? 'Support Team' : ownerName}</p>
            <p className="whitespace-pre-line text-slate-800">{m.message}</p>
            <p className="mt-1 text-right text-[11px] text-slate-400">{new Date(m.createdAt).toLocaleString()}</p>
          </li>
        );
      })}
    </ul>
  );
}
